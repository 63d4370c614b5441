import { Messages } from '../contract/codes';
import type { Envelope, FieldErrors } from '../contract/envelope';

/**
 * Why a call failed:
 * - http: the server answered, with a non-2xx status or a 2xx envelope whose
 *   code is not a success code (docs/product/errors.md rows keyed by code);
 * - timeout: no complete answer within the client's timeout (docs/product/calls.md, 30 s);
 * - aborted: the caller's signal fired, or a newer call to the same path
 *   replaced this one (docs/product/calls.md cancel-previous) — never shown to the user;
 * - network: the server could not be reached (DNS, refused, offline, CORS).
 */
export type ApiErrorKind = 'http' | 'timeout' | 'aborted' | 'network';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  url: string;
  /** HTTP status; 0 when no response arrived. */
  status?: number;
  /** Envelope code when the body was an envelope, else the HTTP status, else 0. */
  code?: number;
  /** The parsed envelope, or the raw text when the body was not one. */
  body?: Envelope | string;
  cause?: unknown;
}

/**
 * The one error every API call rejects with. Like wretch's own error it
 * carries status, url and the parsed body, so a page can read field errors
 * (`errors`) after a silent call and render them inline.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: number;
  readonly url: string;
  readonly body: Envelope | string | undefined;
  /** Field → Chinese messages of a 422 answer, in form order; empty otherwise. */
  readonly errors: FieldErrors;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? init.status ?? 0;
    this.url = init.url;
    this.body = init.body;
    this.errors = typeof init.body === 'object' && init.body.errors ? init.body.errors : {};
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** True when the value looks like the server's `{ code, message, data }` envelope. */
export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number' && ('data' in value || 'message' in value);
}

/** Messages of failures that have no server envelope to speak for them. */
export const FailureMessages = {
  /** Not in the spec (it has no row for an unreachable server); see effects.ts. */
  network: '网络连接失败，请检查网络',
  aborted: '请求已取消',
  timeout: Messages.timeout,
  /** A 2xx answer that is not an envelope (e.g. an HTML page from a misrouted proxy). */
  unreadable: '服务器返回的数据无法识别',
} as const;
