import { afterAll, beforeAll } from 'vitest';
import { startServer, type TestServer } from './harness';

/** Shared set-up of the sign-up API tests (registration, WeChat registration, SMS codes), whose rules follow the app's clock. */
export interface ClockedServer {
  server: TestServer;
  /** The app's clock, in milliseconds: code expiry, resend intervals and limit windows follow it. */
  now: number;
  advance(seconds: number): void;
}

/** A server on a clock the test moves (filled in by beforeAll). */
export function withClockedServer(start = Date.now()): ClockedServer {
  const the: ClockedServer = {
    server: undefined as unknown as TestServer,
    now: start,
    advance(seconds) {
      the.now += seconds * 1000;
    },
  };
  beforeAll(async () => {
    the.server = await startServer({ app: { clock: () => the.now } });
  });
  afterAll(() => the.server?.close());
  return the;
}

/** The smallest JPEG header the upload check accepts as a photo. */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);

/** Mobile numbers no seeded account has, one after another from `after`. */
export const phonesAfter = (after: number) => () => String((after += 1));

export const withCookie = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie },
});

/** A licence's expiry two years after the app's today. */
export const twoYearsAfter = (now: number): string => new Date(now + 2 * 365 * 86400_000).toISOString().slice(0, 10);
