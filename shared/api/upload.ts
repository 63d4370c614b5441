import { getApi, type Api } from './client';
import { applyEffect } from './effects';
import { isApiError } from './errors';

export interface UploadOptions {
  /** Show no failure effect: the caller shows the failure itself (a form, on its field). */
  silent?: boolean;
  signal?: AbortSignal;
  /** The client to send through; the page's by default (tests pass one with a short timeout). */
  api?: Api;
}

/**
 * POSTs one file as multipart (field `file`) through the one client, so an upload has what every call has
 * (docs/product/calls.md, docs/product/errors.md): the 30 s timeout, the Bearer token and API base, the login
 * redirect, the 5xx toast, 459 to the contract page. Returns the envelope's data; a failure shows its effect
 * unless silent, then rejects with the ApiError.
 */
export async function uploadFile(path: string, file: Blob, options: UploadOptions = {}): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  try {
    return await (options.api ?? getApi()).send('POST', path, {}, { formData: form, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    if (!options.silent && isApiError(error)) applyEffect(error);
    throw error;
  }
}
