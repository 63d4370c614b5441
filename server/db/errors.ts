/**
 * PostgreSQL error codes as both drivers report them. Drizzle wraps driver
 * errors (DrizzleQueryError) with the original as `cause`, so both are looked at.
 */
export function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** 23505 unique_violation: a concurrent writer inserted the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505';
}

/**
 * Class 22 "data exception": a value the column cannot hold (an integer out
 * of range, a NUL byte in text, a malformed date). These come from input the
 * contract let through, so they are the caller's fault: 422, never 500.
 */
export function isDataException(error: unknown): boolean {
  return pgCode(error)?.startsWith('22') ?? false;
}

/**
 * The connection under a statement is gone: the server ended it (57P01
 * admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, class 08
 * connection exception) or the socket broke. The database itself may be
 * fine a moment later.
 */
export function isConnectionError(error: unknown): boolean {
  const code = pgCode(error);
  if (code && (code === '57P01' || code === '57P02' || code === '57P03' || code.startsWith('08'))) return true;
  if (code && ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /Connection terminated|Client has encountered a connection error|Connection closed/i.test(message)) return true;
  }
  return false;
}

/**
 * The database is busy rather than broken, and the same request a moment
 * later will likely pass: a lock waited on past lock_timeout (55P03), a
 * statement past statement_timeout (57014), or no pooled connection free
 * within the acquire timeout. Answered 503 系统繁忙 with Retry-After.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = pgCode(error);
  if (code === '55P03' || code === '57014') return true;
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /timeout exceeded when trying to connect/.test(message)) return true;
  }
  return isConnectionError(error);
}
