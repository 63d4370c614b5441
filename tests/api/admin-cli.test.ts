import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { licences, users } from '../../server/db/schema';
import { adminCommand, adminProcess, type AdminRun } from '../support/admin-cli';
import { restoreDump, seededDump } from '../support/seeded-dump';

/**
 * `npm run admin -- list | review …`, the reviewer's tool (issue 10), on the
 * database folder of a stopped server (the seeded demo data, where tydesheng
 * awaits review): once as its own process, as a reviewer runs it, then
 * through the function that process runs (server/admin/commands.ts). The e2e
 * approves through the test-control double instead, since the CLI cannot
 * open a running server's embedded database.
 */
let dataDir: string;
/** What the command answered as its own process (beforeAll). */
let asProcess: AdminRun;
/** One database for the file after the process test: PGlite lets one instance at a time have the folder. */
let opened: Awaited<ReturnType<typeof openDatabase>>;

const admin = (...args: string[]) => adminCommand(opened.db, ...args);

async function account(username: string) {
  const [user] = await opened.db.select({ id: users.id, isPassed: users.isPassed, reason: users.reviewReason }).from(users).where(eq(users.username, username));
  const docs = await opened.db.select({ status: licences.status, reason: licences.rejectReason }).from(licences).where(eq(licences.userId, user!.id));
  return { ...user!, docs };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'yaopi-admin-'));
  await restoreDump(await seededDump(), dataDir);
  // The command as its own process, once, before this file opens the folder itself.
  asProcess = await adminProcess(dataDir, 'list');
  opened = await openDatabase({ dataDir });
}, 60_000);
afterAll(async () => {
  await opened?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin', () => {
  it('runs as its own process, as an operator runs it', () => {
    expect(asProcess.code, asProcess.stderr).toBe(0);
    expect(asProcess.stdout).toMatch(/#\d+ tydesheng /);
  });

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
