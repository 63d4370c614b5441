import { UPLOAD_PATH, type UploadedImage } from '../../contract/self-service';
import { uploadFile, type UploadOptions } from '../upload';

/**
 * POST /api/upload: one image as multipart (JPEG, PNG or WebP, at most 2 MB,
 * checked again on the server by its bytes), through the client's uploadFile. A failure gets the usual
 * docs/product/errors.md effect unless silent; forms pass silent and show the 422 on the field.
 */
export async function uploadImage(file: Blob, options: UploadOptions = {}): Promise<UploadedImage> {
  return (await uploadFile(UPLOAD_PATH, file, options)) as UploadedImage;
}
