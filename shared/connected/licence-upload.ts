import { getConfig } from '../config/config';
import type { Envelope } from '../contract/envelope';

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
 * Uploads one licence file (registration, 资质证件 re-upload) as multipart (the contract's client sends forms
 * url-encoded, so uploads have their own small call). Answers the stored
 * file, or the field message to show.
 */
export async function uploadLicenceFile(path: '/api/register/upload' | '/api/user/zizhi/upload', file: File): Promise<UploadedFile | { error: string }> {
  if (file.size > MAX_UPLOAD_BYTES) return { error: '文件不能超过5MB' };
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    // The configured API base and token, as the API client uses, so the upload works in a standalone <yp-account-centre> too.
    const { apiBase, token } = getConfig();
    const response = await fetch(apiBase + path, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const envelope = (await response.json()) as Envelope<UploadedFile | null>;
    if (envelope.code === 10000 && envelope.data) return envelope.data;
    const first = Object.values(envelope.errors ?? {})[0]?.[0];
    return { error: first ?? envelope.message ?? '上传失败，请重试' };
  } catch {
    return { error: '上传失败，请检查网络后重试' };
  }
}
