import * as defs from '../../contract/calls/self-service';
import type { InputOf } from '../../contract/define-call';
import { UPLOAD_PATH, type UploadedImage } from '../../contract/self-service';
import { query, type CallOptions } from '../query/query';
import { uploadFile, type UploadOptions } from '../upload';

export function fetchFastBuy(input: Partial<InputOf<typeof defs.fastBuy>> = {}, options?: CallOptions) {
  return query(defs.fastBuy, input as InputOf<typeof defs.fastBuy>, options);
}

export function fetchVarietyRequests(input: Partial<InputOf<typeof defs.varietyRequests>> = {}, options?: CallOptions) {
  return query(defs.varietyRequests, input as InputOf<typeof defs.varietyRequests>, options);
}

export function fetchVarietyRequest(id: number, options?: CallOptions) {
  return query(defs.varietyRequest, { id }, options);
}

export function createVarietyRequest(input: InputOf<typeof defs.varietyCreate>, options?: CallOptions) {
  return query(defs.varietyCreate, input, options);
}

export function fetchFeedback(input: Partial<InputOf<typeof defs.feedbackList>> = {}, options?: CallOptions) {
  return query(defs.feedbackList, input as InputOf<typeof defs.feedbackList>, options);
}

export function sendFeedback(input: InputOf<typeof defs.feedbackCreate>, options?: CallOptions) {
  return query(defs.feedbackCreate, input, options);
}

/**
 * POST /api/upload: one image as multipart (JPEG, PNG or WebP, at most 2 MB,
 * checked again on the server by its bytes), through the client's uploadFile. A failure gets the usual
 * docs/product/errors.md effect unless silent; forms pass silent and show the 422 on the field.
 */
export async function uploadImage(file: Blob, options: UploadOptions = {}): Promise<UploadedImage> {
  return (await uploadFile(UPLOAD_PATH, file, options)) as UploadedImage;
}
