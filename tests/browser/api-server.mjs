// Starts the real API server for the browser tests: a free port, a fresh
// PGlite data folder, CORS open to the test runner's origin. Stopped by
// process group, so the node process tsx forks goes with it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port.mjs';

async function waitForServer(url, child, log, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`API server exited with code ${child.exitCode} before answering:\n${log.join('')}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API server did not answer ${url} within ${timeoutMs} ms:\n${log.join('')}`);
}

/**
 * @param {{ root: string, origins: string[], timeoutMs?: number }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startApiServer({ root, origins, timeoutMs = 120_000 }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'yaopi-browser-'));
  const url = `http://127.0.0.1:${port}`;
  const log = [];
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ALLOWED_ORIGINS: origins.join(','),
      NODE_ENV: 'test',
      // Every answer checked against its call's output schema: a break is a 500 and a log line naming the field.
      CONTRACT_CHECK: '1',
    },
  });
  const keep = (chunk) => {
    log.push(String(chunk));
    if (log.length > 200) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForServer(`${url}/api/site/info`, child, log, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
