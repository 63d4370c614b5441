import type { UPLOAD_TYPES } from '../../../shared/contract/self-service';

export type ImageType = (typeof UPLOAD_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean => signature.every((byte, i) => bytes[at + i] === byte);

/**
 * What an uploaded file really is, from its first bytes: JPEG, PNG or WebP,
 * else null. The file name and the browser's Content-Type are never trusted:
 * an HTML or SVG page renamed photo.jpg must not be stored as an image.
 */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 8 && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (bytes.length >= 12 && startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
