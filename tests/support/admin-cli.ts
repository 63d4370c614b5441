import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../server/db/client';
import { runAdmin } from '../../server/admin/commands';

/** What a run of `npm run admin -- …` answered. */
export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run admin -- …` as an operator runs it: its own process on the PGlite
 * folder of a stopped server. A process starts tsx, PGlite and the migrator
 * (seconds each), so each test file proves the process once and runs the
 * rest of its cases through `adminCommand`.
 */
export function adminProcess(dataDir: string, ...args: string[]): Promise<AdminRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/admin/cli.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The same command, run by the function the CLI runs (server/admin/commands.ts), on an open database. */
export async function adminCommand(db: Database, ...args: string[]): Promise<AdminRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(args, () => Promise.resolve({ db, close: () => Promise.resolve() }), {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, stdout: out.map((line) => `${line}\n`).join(''), stderr: err.map((line) => `${line}\n`).join('') };
}
