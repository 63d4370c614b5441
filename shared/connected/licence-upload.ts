import { fieldMessages } from '../api/form-failure';
import { applyEffect } from '../api/effects';
import { isApiError } from '../api/errors';
import { uploadFile, type UploadOptions } from '../api/upload';

export interface UploadedFile {
  id: number;
  mime: string;
  size: number;
  original_name: string;
}

/** 5 MB, as the server enforces (server/services/licences/file-type.ts); checked here first to spare the upload. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPT = 'image/jpeg,image/png,application/pdf';

/**
 * Uploads one licence file (registration, 资质证件 re-upload) as multipart through the one client
 * (shared/api/upload.ts: its timeout, token and failure effects). Answers the stored file, or the field message
 * to show: the server's 422 message for the file, or, after any other failure has shown its effect (login
 * redirect, 5xx toast, 459, timeout alert), a short note that the upload failed.
 */
export async function uploadLicenceFile(
  path: '/api/register/upload' | '/api/user/zizhi/upload',
  file: File,
  options: Pick<UploadOptions, 'api' | 'signal'> = {},
): Promise<UploadedFile | { error: string }> {
  if (file.size > MAX_UPLOAD_BYTES) return { error: '文件不能超过5MB' };
  try {
    return (await uploadFile(path, file, { ...options, silent: true })) as UploadedFile;
  } catch (error) {
    if (!isApiError(error)) throw error;
    const message = Object.values(fieldMessages(error) ?? {})[0];
    if (message) return { error: message };
    if (error.kind !== 'aborted') applyEffect(error);
    return { error: error.kind === 'network' ? '上传失败，请检查网络后重试' : '上传失败，请重试' };
  }
}
