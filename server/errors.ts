import type { FieldErrors } from '../shared/contract/envelope';
import { Code, httpStatusOf, Messages } from '../shared/contract/codes';

/**
 * The one error type services throw. The error handler (http/error-handler.ts)
 * turns it into the envelope `{code, message, data: null, errors?}` with the
 * HTTP status that mirrors the code (shared/contract/codes.ts).
 * Anything else thrown becomes a 500 whose details stay in the log.
 */
export class AppError extends Error {
  readonly code: number;
  readonly errors: FieldErrors | undefined;

  constructor(code: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
  }

  /** Read by Fastify and plugins (e.g. rate-limit) that look for a status. */
  get statusCode(): number {
    return httpStatusOf(this.code);
  }

  /** 422 with one field's message, e.g. `AppError.field('password', '用户名或密码错误')`. */
  static field(field: string, message: string): AppError {
    return new AppError(Code.VALIDATION, message, { [field]: [message] });
  }

  static loginRequired(): AppError {
    return new AppError(Code.LOGIN_REQUIRED, Messages.loginRequired);
  }

  static notFound(message: string = Messages.notFound): AppError {
    return new AppError(Code.NOT_FOUND, message);
  }

  static forbidden(message: string = Messages.forbidden): AppError {
    return new AppError(Code.FORBIDDEN, message);
  }
}
