import type { FastifyInstance } from 'fastify';
import { Code } from '../../shared/contract/codes';
import { UPLOAD_MAX_BYTES, UPLOAD_PATH } from '../../shared/contract/self-service';
import { AppError } from '../errors';
import { sessionOf, type AppDeps } from '../http/route';
import { acceptUploads, type UploadRule } from '../http/upload';
import { sniffImage, type ImageType } from '../services/upload/sniff';
import { ownUpload, saveUpload, UPLOAD_NOT_FOUND } from '../services/upload/store';

export const UPLOADED = '上传成功';
/** One photo of at most 2 MB, a JPEG, PNG or WebP by its content (server/http/upload.ts). */
const IMAGE_UPLOAD: UploadRule<ImageType> = {
  maxBytes: UPLOAD_MAX_BYTES,
  fields: 0,
  sniff: sniffImage,
  text: {
    missing: '请选择要上传的图片',
    tooBig: `图片不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
    wrongType: '只能上传JPG、PNG或WebP格式的图片',
    oneFile: '一次只能上传一张图片',
    broken: '图片上传不完整，请重新选择',
  },
};
/** Uploads per buyer per minute: a form needs at most a few. */
const UPLOADS_PER_MINUTE = 20;

/**
 * Photos for 品种求购 and 意见反馈 (server/services/upload). POST /api/upload
 * takes one multipart file field, at most 2 MB, and keeps it only when its
 * bytes are a JPEG, PNG or WebP; GET /api/upload/:id answers the owner only,
 * with the sniffed type, nosniff and a sandboxing CSP, so even a file that
 * slipped through could not run as a page. Multipart parsing is registered
 * in this scope alone: no other route accepts multipart bodies.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.register(async (scope) => {
    const uploadedImage = await acceptUploads(scope, IMAGE_UPLOAD);
    scope.post(UPLOAD_PATH, { config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000 } } }, async (request, reply) => {
      const session = await sessionOf(request, deps);
      if (!session) throw AppError.loginRequired();
      const { bytes, mime } = await uploadedImage(request);
      const saved = await saveUpload(deps.db, session.userId, mime, bytes);
      return reply.code(200).send({ code: Code.OK, message: UPLOADED, data: saved });
    });
  });

  app.get<{ Params: { id: string } }>(`${UPLOAD_PATH}/:id`, async (request, reply) => {
    const session = await sessionOf(request, deps);
    if (!session) throw AppError.loginRequired();
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const row = id > 0 && id <= 2_147_483_647 ? await ownUpload(deps.db, session.userId, id) : null;
    if (!row) throw AppError.notFound(UPLOAD_NOT_FOUND);
    return reply
      .header('content-type', row.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `inline; filename="yaopi-${row.id}"`)
      .header('cache-control', 'private, max-age=3600')
      .send(row.data);
  });
}
