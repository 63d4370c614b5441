import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, lockDataDir, processAlive } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'yaopi-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => join(dir, DATA_DIR_LOCK_FILE);
const living = new Set([100, 200]);
const alive = (pid: number) => living.has(pid);

describe('lockDataDir', () => {
  it('writes the pid, refuses a second living process, and lets it in once released', () => {
    const first = lockDataDir(dir, 100, alive);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe('100');
    expect(() => lockDataDir(dir, 200, alive)).toThrow(/正被进程 100 使用[\s\S]*DATABASE_URL/);
    first.release();
    expect(existsSync(lockFile())).toBe(false);
    const second = lockDataDir(dir, 200, alive);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe('200');
    second.release();
  });

  it('takes over a file left by a process that is gone, or one that names no process', () => {
    for (const left of ['300\n', 'garbage', '']) {
      writeFileSync(lockFile(), left);
      const lock = lockDataDir(dir, 100, alive);
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe('100');
      lock.release();
    }
  });

  it('does not remove a lock another process has taken since', () => {
    const stale = lockDataDir(dir, 100, alive);
    writeFileSync(lockFile(), '200\n');
    stale.release();
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe('200');
  });
});

describe('processAlive', () => {
  it('knows this process, and not an id no process has', () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(2 ** 22 + 12_345)).toBe(false);
  });
});
