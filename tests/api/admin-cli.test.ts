import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { licences, users } from '../../server/db/schema';
import { restoreDump, seededDump } from '../support/seeded-dump';

/**
 * `npm run admin -- list | review …`, the reviewer's tool (issue 10), run as
 * a reviewer runs it: its own process on the database folder of a stopped
 * server (the seeded demo data, where tydesheng awaits review). The e2e
 * approves through the test-control double instead, since the CLI cannot
 * open a running server's embedded database.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let dataDir: string;

function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/admin/cli.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function account(username: string) {
  const opened = await openDatabase({ dataDir });
  try {
    const [user] = await opened.db
      .select({ id: users.id, isPassed: users.isPassed, reason: users.reviewReason })
      .from(users)
      .where(eq(users.username, username));
    const docs = await opened.db.select({ status: licences.status, reason: licences.rejectReason }).from(licences).where(eq(licences.userId, user!.id));
    return { ...user!, docs };
  } finally {
    await opened.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'yaopi-admin-'));
  await restoreDump(await seededDump(), dataDir);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin', () => {
  it('lists the accounts awaiting review with their licences', async () => {
    const listed = await admin('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/#\d+ tydesheng /);
    expect(listed.stdout).toContain('有效期至');
  });

  it('refuses a rejection without a reason, and an unknown user, changing nothing', async () => {
    const noReason = await admin('review', 'tydesheng', 'reject');
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('驳回需要 --reason');
    const unknown = await admin('review', 'nobody-here', 'approve');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('找不到用户');
    expect((await account('tydesheng')).isPassed).toBe(false);
  });

  it('rejects with the reason the buyer sees, then approves: the account and its licences', async () => {
    const rejected = await admin('review', 'tydesheng', 'reject', '--reason', '营业执照照片模糊，请重新上传');
    expect(rejected.code).toBe(0);
    expect(rejected.stdout).toContain('已驳回');
    const afterReject = await account('tydesheng');
    expect(afterReject).toMatchObject({ isPassed: false, reason: '营业执照照片模糊，请重新上传' });

    const approved = await admin('review', 'tydesheng', 'approve');
    expect(approved.code).toBe(0);
    expect(approved.stdout).toContain('已通过');
    const afterApprove = await account('tydesheng');
    expect(afterApprove).toMatchObject({ isPassed: true, reason: '' });
    expect(afterApprove.docs.length).toBeGreaterThan(0);
    expect(afterApprove.docs.every((doc) => doc.status === 'approved')).toBe(true);
    expect((await admin('list')).stdout).not.toMatch(/#\d+ tydesheng /);
  });
}, 60_000);
