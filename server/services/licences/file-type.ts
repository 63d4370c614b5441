import type { UploadRule } from '../../http/upload';

/** The licence file types we accept, told by their first bytes, never by the name or the declared type. */
export type LicenceMime = 'image/jpeg' | 'image/png' | 'application/pdf';

/** 5 MB: a phone photo of a licence or a scanned PDF page fits; anything bigger is refused (422). */
export const LICENCE_FILE_MAX_BYTES = 5 * 1024 * 1024;

const SIGNATURES: { mime: LicenceMime; bytes: number[] }[] = [
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // %PDF-
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** What the content is by its magic bytes, or null (anything else: HTML, SVG, executables, a renamed text file …). */
export function sniffLicenceFile(head: Uint8Array): LicenceMime | null {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => head[i] === byte))?.mime ?? null;
}

/** The licence upload routes' rule (server/http/upload.ts): one file of at most 5 MB, typed by content. */
export const LICENCE_UPLOAD: UploadRule<LicenceMime> = {
  maxBytes: LICENCE_FILE_MAX_BYTES,
  fields: 5,
  sniff: (bytes) => sniffLicenceFile(bytes.subarray(0, 16)),
  text: {
    missing: '请选择要上传的文件',
    tooBig: `文件不能超过${LICENCE_FILE_MAX_BYTES / 1024 / 1024}MB`,
    wrongType: '仅支持JPG、PNG图片或PDF文件',
    oneFile: '一次只能上传一个文件',
    broken: '文件上传不完整，请重新选择',
  },
};

export const EXTENSION: Record<LicenceMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
