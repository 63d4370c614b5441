import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { rowsOf } from '../db/rows';
import type { RedisLink } from '../services/redis-link';

/** What main.ts tells the readiness check: a node draining after SIGTERM is not ready, though it still answers. */
export interface Readiness {
  draining(): boolean;
}

export interface HealthDeps {
  db: Database;
  redis: RedisLink | null;
  readiness?: Readiness | undefined;
}

/** The migrations this build knows (the journal), read once. */
const KNOWN_MIGRATIONS = (JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

/** A readiness probe answers fast or not at all: a database slower than this counts as unreachable. */
const DATABASE_PROBE_MS = 2_000;

export type ReadyAnswer = {
  status: 'ready' | 'not_ready';
  database: 'ok' | 'unreachable';
  migrations: 'current' | 'behind' | 'unknown';
  redis: 'up' | 'degraded' | 'off';
  draining: boolean;
};

/**
 * GET /health/live: the process runs and its event loop answers (restart it
 * if not). GET /health/ready: this node should get traffic: not draining,
 * its database answers and holds every migration this build knows (a node
 * of a newer build may have applied more: still ready). Redis down is
 * "ready, degraded": the counters fall back to this node's memory.
 * Plain JSON for load balancers and orchestrators; no session, no cookies.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  let migrationsCurrent = false;

  async function probeDatabase(): Promise<Pick<ReadyAnswer, 'database' | 'migrations'>> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('database probe timed out')), DATABASE_PROBE_MS)));
    try {
      const applied = await Promise.race([
        deps.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`).then((result) => Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0)),
        timeout,
      ]);
      // Once current, a build's migrations stay applied: later probes only ask whether the database answers.
      migrationsCurrent ||= applied >= KNOWN_MIGRATIONS;
      return { database: 'ok', migrations: migrationsCurrent ? 'current' : 'behind' };
    } catch {
      return { database: 'unreachable', migrations: migrationsCurrent ? 'current' : 'unknown' };
    } finally {
      clearTimeout(timer);
    }
  }

  app.get('/health/live', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'live' });
  });

  app.get('/health/ready', async (_request, reply) => {
    const draining = deps.readiness?.draining() ?? false;
    const database = draining
      ? { database: 'ok' as const, migrations: migrationsCurrent ? ('current' as const) : ('unknown' as const) }
      : await probeDatabase();
    const answer: ReadyAnswer = {
      status: !draining && database.database === 'ok' && database.migrations === 'current' ? 'ready' : 'not_ready',
      ...database,
      redis: deps.redis ? deps.redis.state() : 'off',
      draining,
    };
    return reply
      .code(answer.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
}
