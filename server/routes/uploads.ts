import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { Code } from '../../shared/contract/codes';
import { UPLOAD_MAX_BYTES, UPLOAD_PATH } from '../../shared/contract/self-service';
import { AppError } from '../errors';
import { sessionOf, type AppDeps } from '../http/route';
import { sniffImage } from '../services/uploads/sniff';
import { ownUpload, saveUpload, UPLOAD_NOT_FOUND } from '../services/uploads/store';

export const UPLOADED = '上传成功';
const TOO_LARGE = `图片不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`;
const NOT_AN_IMAGE = '只能上传JPG、PNG或WebP格式的图片';
const NO_FILE = '请选择要上传的图片';
/** Uploads per buyer per minute: a form needs at most a few. */
const UPLOADS_PER_MINUTE = 20;

/**
 * Photos for 品种求购 and 意见反馈 (server/services/uploads). POST /api/upload
 * takes one multipart file field, at most 2 MB, and keeps it only when its
 * bytes are a JPEG, PNG or WebP; GET /api/upload/:id answers the owner only,
 * with the sniffed type, nosniff and a sandboxing CSP, so even a file that
 * slipped through could not run as a page. Multipart parsing is registered
 * in this scope alone: no other route accepts multipart bodies.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 } });
    scope.post(UPLOAD_PATH, { config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000 } } }, async (request, reply) => {
      const session = await sessionOf(request, deps);
      if (!session) throw AppError.loginRequired();
      if (!request.isMultipart()) throw AppError.field('file', NO_FILE);
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file) throw AppError.field('file', NO_FILE);
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw AppError.field('file', TOO_LARGE);
        if (error instanceof scope.multipartErrors.FilesLimitError || error instanceof scope.multipartErrors.PartsLimitError) {
          throw AppError.field('file', '一次只能上传一张图片');
        }
        if (error instanceof scope.multipartErrors.InvalidMultipartContentTypeError) throw AppError.field('file', NO_FILE);
        throw AppError.field('file', '图片上传不完整，请重新选择');
      }
      if (data.length === 0) throw AppError.field('file', NO_FILE);
      const mime = sniffImage(data);
      if (!mime) throw AppError.field('file', NOT_AN_IMAGE);
      const saved = await saveUpload(deps.db, session.userId, mime, data);
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
