import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../shared/contract/envelope';
import type { UserState } from '../../shared/contract/user';
import { buildApp, type BuildAppOptions } from '../../server/app';
import type { ContractBreach } from '../../server/http/contract-check';
import type { Database } from '../../server/db/client';
import { sessions } from '../../server/db/schema';
import { openTestDatabase, type TestDatabase } from './database';

export const DEMO = { username: 'demo', password: 'yaopi123', phone: '13800138000' } as const;

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface TestServer {
  /** http://127.0.0.1:<port> */
  base: string;
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  /** fetch against the server; the body is read as the JSON envelope. */
  api<T = unknown>(path: string, init?: RequestInit): Promise<ApiResponse<T>>;
  /** Logs in as the demo buyer (or another) and returns the token and the cookie header to send back. */
  login(username?: string, password?: string): Promise<{ token: string; cookie: string; user: UserState }>;
  sessionCount(): Promise<number>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Runs before listen(): register test-only routes here. */
  setup?: (app: FastifyInstance) => void;
  app?: Partial<Omit<BuildAppOptions, 'db'>>;
  /**
   * A database to share instead of a fresh one: for a file that starts
   * several apps only to compare their configuration. The caller disposes it.
   */
  database?: TestDatabase;
}

/** The real app on an ephemeral port, over real HTTP, with its own seeded database. */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  // Every success answer is checked against its call's output schema; a break fails the request that caused it.
  const breaches: ContractBreach[] = [];
  const app = buildApp({ db: database.db, contractCheck: (breach) => breaches.push(breach), ...options.app });
  options.setup?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  const api = async <T>(path: string, init?: RequestInit): Promise<ApiResponse<T>> => {
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    const breach = breaches.shift();
    if (breach) throw new Error(`${breach.method} ${breach.path} answered a shape its contract does not describe:\n  ${breach.issues.join('\n  ')}`);
    let body: Envelope<T>;
    try {
      body = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`);
    }
    return { status: response.status, headers: response.headers, body };
  };

  return {
    base,
    app,
    db: database.db,
    database,
    api,
    async login(username = DEMO.username, password = DEMO.password) {
      const response = await api<{ token: string; user: UserState }>('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
      const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('yp_session='));
      if (!setCookie) throw new Error('login set no yp_session cookie');
      return { token: response.body.data.token, cookie: setCookie.split(';')[0]!, user: response.body.data.user };
    },
    async sessionCount() {
      const [row] = await database.db.select({ n: count() }).from(sessions);
      return row?.n ?? 0;
    },
    async close() {
      await app.close();
      if (!options.database) await database.dispose();
    },
  };
}

export const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const form = (body: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body,
});
