import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port.mjs';
import { restoreDump } from '../support/seeded-dump';

/**
 * The e2e server's test double of time (server/routes/test-control.ts): a
 * test runs the order lifecycle "later" with advanceLifecycle (clock.ts)
 * instead of waiting for the warehouse. One token per run, passed to the
 * workers through the environment like the base URL.
 */
export const E2E_CONTROL_TOKEN_ENV = 'YP_E2E_CONTROL_TOKEN';

/** What global-setup started, for global-teardown (both run in Playwright's main process). */
export interface StartedServer {
  child: ChildProcess;
  baseURL: string;
  dataDir: string;
  /** Where this server's demo partner page is to be served (another origin and port): registered by main.ts at start. */
  partnerOrigin: string;
}

const SERVER_KEY = Symbol.for('yaopi.e2e.servers');
type Holder = Record<symbol, StartedServer[] | undefined>;

/**
 * One server per Playwright worker, each on its own fresh database: the specs
 * of one worker share a database as they always did (in file order), and
 * two workers never see each other's carts and orders. The addresses travel to
 * the workers as a JSON list; a worker takes the one at its parallel index.
 */
export const E2E_BASE_URLS_ENV = 'YP_E2E_BASE_URLS';
/** The demo partner origin of each server, in the same order (partner-embed.spec.ts serves demo/ there). */
export const E2E_PARTNER_ORIGINS_ENV = 'YP_E2E_PARTNER_ORIGINS';

export function rememberServers(servers: StartedServer[]): void {
  (globalThis as unknown as Holder)[SERVER_KEY] = servers;
}

export function startedServers(): StartedServer[] {
  return (globalThis as unknown as Holder)[SERVER_KEY] ?? [];
}

/**
 * Starts `tsx server/main.ts` on its own port with a fresh database folder,
 * restored from `seededDump` when given.
 * The child leads its own process group (npx → tsx → node), so stopping it
 * reaches every process it started and nothing else.
 */
export async function startServer(root: string, logFile: string, seededDump?: string): Promise<StartedServer> {
  const port = await freePort();
  // The demo partner's page is served by the spec from this port, at localhost: another site than 127.0.0.1.
  const partnerOrigin = `http://localhost:${await freePort()}`;
  process.env[E2E_CONTROL_TOKEN_ENV] ||= randomBytes(24).toString('hex');
  const controlToken = process.env[E2E_CONTROL_TOKEN_ENV];
  const dataDir = mkdtempSync(join(tmpdir(), 'yaopi-e2e-'));
  // From the migrated and seeded dump the server finds its demo data in place
  // (its migrate and seed then have nothing to do) instead of seeding anew.
  if (seededDump) await restoreDump(seededDump, dataDir);
  const baseURL = `http://127.0.0.1:${port}`;
  mkdirSync(join(logFile, '..'), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    // Always the embedded PGlite in a fresh folder: the suite must not touch a real database.
    // The order lifecycle keeps running every second on the real clock with the default
    // delays (a paid order ships after 120 s, an application is reviewed after 60 s), so a
    // test sees 待发货 and 待审核 first; it moves on by advancing the clock (clock.ts).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Development mode whatever the caller's NODE_ENV: order-frame.spec.ts frames
      // the order page from a development origin (server/config.ts DEVELOPMENT_ORIGINS).
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LIFECYCLE_INTERVAL_SECONDS: '1',
      TEST_CONTROL_TOKEN: controlToken,
      // Every answer checked against its call's output schema: a break is a 500 and a log line naming the field.
      CONTRACT_CHECK: '1',
      DEMO_PARTNER_ORIGIN: partnerOrigin,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep a tail of the output for the error message if it never comes up.
  let tail = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const server = { child, baseURL, dataDir, partnerOrigin };
  try {
    await waitUntilServing(baseURL, child, 180_000);
  } catch (error) {
    await stopServer(server);
    throw new Error(`e2e: the server did not start (${(error as Error).message}). Log: ${logFile}\n${tail}`);
  }
  return server;
}

async function waitUntilServing(baseURL: string, child: ChildProcess, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  let exited = null as number | null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`it exited with code ${exited}`);
    try {
      const response = await fetch(`${baseURL}/api/site/info`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${baseURL} within ${limitMs / 1000} s`);
}

/** Stops the server's process group and removes its database folder. */
export async function stopServer(server: StartedServer): Promise<void> {
  const { child, dataDir } = server;
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    const forced = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000);
    await exited;
    clearTimeout(forced);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
