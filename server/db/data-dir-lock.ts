import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in a PGlite data directory naming the process that has it open. */
export const DATA_DIR_LOCK_FILE = 'yaopi-process.pid';

export interface DataDirLock {
  /** Removes the lock file, if it is still this process's. */
  release(): void;
}

/** Whether a process with this id runs on this machine (EPERM: it does, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function heldBy(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite takes no lock on its data directory: a second process opening it
 * (a second `npm start` without DATABASE_URL, say for a second API node)
 * would run beside the first and corrupt it. So the process that opens it
 * writes its pid into DATA_DIR_LOCK_FILE (created exclusively), and another
 * is refused while that process lives. A file left by a process that died
 * is taken over.
 */
export function lockDataDir(dir: string, pid: number = process.pid, alive: (pid: number) => boolean = processAlive): DataDirLock {
  const path = join(dir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(path, `${pid}\n`, { flag: 'wx' });
      return {
        release() {
          if (heldBy(path) !== pid) return;
          try {
            unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = heldBy(path);
    if (attempt > 0 || (holder !== null && holder !== pid && alive(holder))) {
      throw new Error(
        `内嵌数据库目录 ${dir} 正被进程 ${holder ?? '?'} 使用，同一目录只能由一个进程打开。` +
          `要运行第二个 API 节点，请让所有节点使用同一个 DATABASE_URL（PostgreSQL）；若该进程已退出，删除 ${path} 后重试。` +
          ` / The PGlite data directory is in use by process ${holder ?? '?'}: one process at a time. Two API nodes need DATABASE_URL (PostgreSQL).`,
      );
    }
    // Left by a process that is gone (or unreadable): take it over, once.
    try {
      unlinkSync(path);
    } catch {
      // Another starter removed it first; the exclusive create decides.
    }
  }
}
