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
