import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URLS_ENV } from './server-process';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * What the worker's server was asked, read from its log (global-setup.ts
 * writes each server's output to test-results/e2e-server-<i>.log; Fastify
 * logs every request as "incoming request"). The log holds the browser's
 * calls and the ones the server's own render makes (app.inject), so a count
 * here is every call of a kind, wherever it came from. A worker runs its
 * tests one at a time, so a window of the log is the test's own.
 */
export class ServerLog {
  private readonly file: string;
  private start = 0;

  constructor(baseURL: string) {
    const urls = JSON.parse(process.env[E2E_BASE_URLS_ENV] ?? '[]') as string[];
    const index = urls.indexOf(baseURL);
    if (index < 0) throw new Error(`no e2e server at ${baseURL}`);
    this.file = join(root, `test-results/e2e-server-${index}.log`);
  }

  /** Starts a window: requests before this are not counted. */
  mark(): void {
    this.start = statSync(this.file).size;
  }

  /**
   * The requests to `path` (exactly, query left out) since `mark()`. A last
   * request of the test's own, once it is in the log, shows that everything
   * asked before it has been written too.
   */
  async count(api: APIRequestContext, path: string): Promise<number> {
    const marker = `/api/site/info?log-window=${Date.now()}`;
    await api.get(marker);
    await expect.poll(() => this.window().includes(marker), { message: 'the server log to reach the marker request' }).toBe(true);
    return this.window()
      .split('\n')
      .filter((line) => line.includes('"msg":"incoming request"'))
      .filter((line) => {
        const url = /"url":"([^"]*)"/.exec(line)?.[1] ?? '';
        return url.split('?')[0] === path;
      }).length;
  }

  private window(): string {
    return readFileSync(this.file).subarray(this.start).toString('utf8');
  }
}
