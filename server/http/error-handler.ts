import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Envelope } from '../../shared/contract/envelope';
import { Code, httpStatusOf, Messages } from '../../shared/contract/codes';
import { isDatabaseBusy, isDataException } from '../db/errors';
import { BUSY_RETRY_AFTER_SECONDS } from '../timeouts';
import { AppError } from '../errors';
import { validationError } from './validation';

// Fastify's own request errors (body parsing, content type, size) carry a
// code and a 4xx status. They are the client's fault, so they get a Chinese
// message and a 4xx envelope, never a 500. Malformed bodies count as invalid
// input (422) so the client's failure handling (docs/product/errors.md) shows the message.
const BAD_BODY = '提交的内容格式有误';
const DATA_OUT_OF_RANGE = '提交的数据超出允许范围';
const fastifyClientErrors: Record<string, { code: number; message: string; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: Code.VALIDATION, message: BAD_BODY, field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: Code.VALIDATION, message: '提交的内容为空', field: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: Code.VALIDATION, message: BAD_BODY, field: 'body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 413, message: '提交的内容过大' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 415, message: '不支持的提交格式，请使用表单或 JSON' },
  FST_ERR_BAD_URL: { code: 400, message: '请求地址有误' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 414, message: '请求地址过长' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 400, message: '请求有误' },
};

function envelopeOf(code: number, message: string, errors?: Envelope['errors']): Envelope<null> {
  return errors ? { code, message, data: null, errors } : { code, message, data: null };
}

/** The envelope and HTTP status for anything thrown while answering a request. */
export function describeError(error: unknown): { status: number; body: Envelope<null>; internal: boolean; retryAfter?: number } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: envelopeOf(error.code, error.message, error.errors), internal: false };
  }
  if (error instanceof z.ZodError) {
    const appError = validationError(error.issues);
    return { status: 422, body: envelopeOf(appError.code, appError.message, appError.errors), internal: false };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  const known = fastifyError?.code ? fastifyClientErrors[fastifyError.code] : undefined;
  if (known) {
    const errors = known.field ? { [known.field]: [known.message] } : undefined;
    return { status: httpStatusOf(known.code), body: envelopeOf(known.code, known.message, errors), internal: false };
  }
  if (isDataException(error)) {
    // A value the database cannot hold slipped past the contract (the
    // contract should be tightened; the warning says where): still the
    // caller's input, so 422 and nothing written.
    return { status: 422, body: envelopeOf(Code.VALIDATION, DATA_OUT_OF_RANGE, { body: [DATA_OUT_OF_RANGE] }), internal: false };
  }
  if (isDatabaseBusy(error) || fastifyError?.code === 'FST_ERR_HANDLER_TIMEOUT') {
    // A lock or statement timeout, a full pool, a lost connection, a request
    // past its time limit (server/timeouts.ts): the same request will likely
    // pass in a moment, so say when instead of a bare 500.
    return { status: 503, body: envelopeOf(503, Messages.server), internal: false, retryAfter: BUSY_RETRY_AFTER_SECONDS };
  }
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status === 429) return { status, body: envelopeOf(Code.TOO_MANY_REQUESTS, Messages.tooMany), internal: false };
  if (status === 404) return { status, body: envelopeOf(Code.NOT_FOUND, Messages.notFound), internal: false };
  if (status >= 400 && status < 500) {
    // Other client errors from Fastify or a plugin (e.g. a proto-poisoned
    // JSON body is a 400): their English text is not for buyers.
    const code = status === 400 ? Code.VALIDATION : status;
    const errors = code === Code.VALIDATION ? { body: [BAD_BODY] } : undefined;
    return { status: httpStatusOf(code), body: envelopeOf(code, status === 400 ? BAD_BODY : '请求有误', errors), internal: false };
  }
  return { status: 500, body: envelopeOf(Code.SERVER_ERROR, Messages.server), internal: true };
}

/**
 * The one error handler. 5xx details go to the log only; the buyer sees
 * 系统繁忙，请稍候再试 (docs/product/errors.md).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/** The app's error handler itself, for a route with an error handler of its own to hand on what it does not answer. */
export function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body, internal, retryAfter } = describeError(error);
  if (internal) request.log.error({ err: error }, 'unhandled error');
  else if (status === 503) request.log.warn({ err: error }, '数据库繁忙或超时 / database busy or timed out: answered 503');
  else if (isDataException(error)) request.log.warn({ err: error }, 'database refused a value the contract let through');
  else if (status >= 400) request.log.info({ code: body.code, msg: body.message }, 'request rejected');
  if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's router errors (a malformed URL, a path parameter over the length
 * limit) happen before any route runs, so setErrorHandler never sees them;
 * this is buildApp's `frameworkErrors` option, answering them with the same
 * Chinese envelope.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = describeError(error);
  request.log.info({ code: body.code, msg: body.message }, 'request rejected by the router');
  void reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors Node's HTTP parser raises before Fastify has a request (headers or
 * URL over the size limit, garbage on the socket): buildApp's
 * `clientErrorHandler`. Same behaviour as Fastify's default (answer, then
 * close the socket), with a Chinese envelope instead of English.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body]: [number, Envelope<null>] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, envelopeOf(408, '请求超时，请刷新页面')]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, envelopeOf(431, '请求内容过长')]
        : [400, envelopeOf(400, '请求有误')];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
