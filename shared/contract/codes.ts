/**
 * Response codes of docs/product/errors.md. The server mirrors them in the HTTP status
 * where one exists (401, 422, 459, 5xx) so that proxies and logs agree with
 * the envelope; 10000/10001 travel with HTTP 200 and 401 respectively.
 */
export const Code = {
  OK: 10000,
  OK_HTTP: 200,
  CREATED: 201,
  LOGIN_REQUIRED: 10001,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  CONTRACT_REQUIRED: 459,
  SERVER_ERROR: 500,
} as const;

export type Outcome = 'success' | 'login' | 'validation' | 'contract' | 'alert' | 'server';

/** Which row of the docs/product/errors.md catalogue a code falls in. */
export function outcomeOf(code: number): Outcome {
  if (code === Code.OK || code === Code.OK_HTTP || code === Code.CREATED) return 'success';
  if (code === Code.LOGIN_REQUIRED || code === Code.UNAUTHORIZED) return 'login';
  if (code === Code.VALIDATION) return 'validation';
  if (code === Code.CONTRACT_REQUIRED) return 'contract';
  if (code >= 500 && code <= 599) return 'server';
  return 'alert';
}

/** HTTP status the server answers with for an envelope code. */
export function httpStatusOf(code: number): number {
  if (code === Code.OK || code === Code.OK_HTTP) return 200;
  if (code === Code.CREATED) return 201;
  if (code === Code.LOGIN_REQUIRED) return 401;
  if (code >= 400 && code <= 599) return code;
  return 200;
}

/** Chinese messages the server and client share. */
export const Messages = {
  ok: '操作成功',
  loginRequired: '请先登录',
  validation: '提交的信息有误',
  notFound: '请求的内容不存在',
  forbidden: '无权访问',
  tooMany: '操作过于频繁，请稍后再试',
  contractRequired: '请先签署电子合同',
  server: '系统繁忙，请稍候再试',
  timeout: '请求超时，请刷新页面',
  alertTitle: '温馨提示',
} as const;
