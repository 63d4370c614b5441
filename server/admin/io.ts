// What every `npm run admin -- …` command shares: where it writes, how it opens
// the database, and how a refused value becomes exit code 1.
import type { Database } from '../db/client';

/** Where a command writes: standard output and standard error in the CLI, arrays in tests. */
export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

/** Opens the database a command works on, migrated. A command opens it only once its arguments are valid. */
export type OpenAdminDatabase = () => Promise<{ db: Database; close(): Promise<void> }>;

/** Prints `line` and answers exit code 0 (done). */
export function done(io: AdminIo, line: string): 0 {
  io.out(line);
  return 0;
}

/** Prints `line` as the reason and answers exit code 1 (refused). */
export function refuse(io: AdminIo, line: string): 1 {
  io.err(line);
  return 1;
}

/**
 * Runs `check` (which throws `InputError` on a refused value) before the
 * database is opened, then `work` on it, and always closes it. An `InputError`
 * from either is printed as a refusal (1); anything else is a crash.
 */
export async function runChecked(
  io: AdminIo,
  InputError: abstract new (...args: never[]) => Error,
  check: () => void,
  openDatabase: OpenAdminDatabase,
  work: (db: Database) => Promise<number>,
): Promise<number> {
  const refused = (error: unknown): 1 => {
    if (error instanceof InputError) return refuse(io, error.message);
    throw error;
  };
  try {
    check();
  } catch (error) {
    return refused(error);
  }
  return withDatabase(openDatabase, (db) => work(db).catch(refused));
}

/** Opens the database, runs `work` on it and always closes it. */
export async function withDatabase(openDatabase: OpenAdminDatabase, work: (db: Database) => Promise<number>): Promise<number> {
  const opened = await openDatabase();
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}
