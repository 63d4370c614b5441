import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { oauthGrants, partners, users } from '../../server/db/schema';
import { verifyPassword } from '../../server/lib/password';
import { adminCommand, adminProcess, type AdminRun } from '../support/admin-cli';
import { restoreDump, seededDump } from '../support/seeded-dump';

/**
 * Partners as data (issue 13 item 2): `npm run admin -- partner …` on the
 * database folder of a stopped server (once as its own process, then through
 * the function the process runs); a server on that database then allows
 * exactly the registered origins for CORS.
 */
let dataDir: string;
/** What the command answered as its own process (beforeAll). */
let asProcess: AdminRun;
/** One database for the file, opened once: PGlite lets one instance at a time have the folder. */
let opened: Awaited<ReturnType<typeof openDatabase>>;

const admin = (...args: string[]) => adminCommand(opened.db, ...args);

function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  return work(opened.db);
}

/** A server on the database, asked whether each origin may call the API. */
async function corsAnswers(origins: string[]): Promise<Record<string, string | null>> {
  const app = buildApp({ db: opened.db, allowedOrigins: [] });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answers: Record<string, string | null> = {};
    for (const origin of origins) {
      const response = await fetch(`http://127.0.0.1:${port}/api/user/base`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      answers[origin] = response.headers.get('access-control-allow-origin');
    }
    return answers;
  } finally {
    await app.close();
  }
}

/** A server on the database (the site's own origin allowlisted), asked for the embed's settings as a page of each origin (null: no Origin header). */
async function embedWidgets(origins: (string | null)[]): Promise<unknown[]> {
  const app = buildApp({ db: opened.db, allowedOrigins: ['https://www.yaopi.example'] });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answers: unknown[] = [];
    for (const origin of origins) {
      const response = await fetch(`http://127.0.0.1:${port}/api/embed/settings`, { headers: origin ? { origin } : {} });
      const body = (await response.json()) as { code: number; data: { widgets: string[] | null } };
      expect(body.code).toBe(10000);
      answers.push(body.data.widgets);
    }
    return answers;
  } finally {
    await app.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'yaopi-partners-'));
  await restoreDump(await seededDump(), dataDir);
  // The command as its own process, once, before this file opens the folder itself.
  asProcess = await adminProcess(dataDir, 'partner', 'list');
  opened = await openDatabase({ dataDir });
}, 60_000);
afterAll(async () => {
  await opened?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin -- partner', () => {
  it('runs as its own process, as an operator runs it', () => {
    expect(asProcess.code, asProcess.stderr).toBe(0);
    expect(asProcess.stdout).toContain('demo-partner 康宁连锁大药房（演示合作方） [启用]');
  });

  it('lists the demo partner the seed registered, with no origin until a server starts on a port', async () => {
    const listed = await admin('partner', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('demo-partner 康宁连锁大药房（演示合作方） [启用]');
    expect(listed.stdout).toContain('源 / origins: —');
  });

  it('adds a partner with its origins and a secret shown once; a server then allows those origins only', async () => {
    const added = await admin(
      'partner',
      'add',
      'hb-renhe',
      '--name',
      '河北仁和堂采购门户',
      '--origin',
      'https://portal.renhe.example',
      '--origin',
      'http://127.0.0.1:9300',
      '--redirect-uri',
      'https://portal.renhe.example/yaopi/callback',
      '--widget',
      'yp-search-bar',
    );
    expect(added.code, added.stderr).toBe(0);
    const secret = /client secret \(shown once\): (ypcs_[A-Za-z0-9_-]{43})/.exec(added.stdout)?.[1];
    expect(secret).toBeDefined();
    const row = await withDatabase(async (db) => (await db.select().from(partners).where(eq(partners.clientId, 'hb-renhe')))[0]!);
    expect(row).toMatchObject({
      name: '河北仁和堂采购门户',
      origins: ['https://portal.renhe.example', 'http://127.0.0.1:9300'],
      redirectUris: ['https://portal.renhe.example/yaopi/callback'],
      widgets: ['yp-search-bar'],
      status: 'active',
    });
    // Only the hash is stored, and it matches the secret printed.
    expect(row.secretHash).not.toContain(secret!);
    expect(await verifyPassword(secret!, row.secretHash!)).toBe(true);

    expect(await corsAnswers(['https://portal.renhe.example', 'http://127.0.0.1:9300', 'https://other.example', 'http://127.0.0.1:9301'])).toEqual({
      'https://portal.renhe.example': 'https://portal.renhe.example',
      'http://127.0.0.1:9300': 'http://127.0.0.1:9300',
      'https://other.example': null,
      'http://127.0.0.1:9301': null,
    });
  });

  it('refuses bad values and a taken client id, changing nothing', async () => {
    const cases: [string[], string][] = [
      [['partner', 'add', 'x-portal', '--name', '门户', '--origin', 'https://a.example/path'], '不是有效的源'],
      [['partner', 'add', 'x-portal', '--name', '门户', '--origin', "https://a.example; script-src 'unsafe-inline'"], '不是有效的源'],
      [['partner', 'add', 'x-portal', '--name', '门户'], '至少需要一个页面源'],
      [['partner', 'add', 'x-portal', '--name', '门户', '--origin', 'https://a.example', '--redirect-uri', 'https://b.example/cb'], '回调地址须在登记的源之下'],
      [['partner', 'add', 'x-portal', '--name', '门户', '--origin', 'https://a.example', '--redirect-uri', 'https://a.example/cb#x'], '不是有效的回调地址'],
      [['partner', 'add', 'X Portal', '--name', '门户', '--origin', 'https://a.example'], '合作方编号须为'],
      [['partner', 'add', 'x-portal', '--name', '门户', '--origin', 'https://a.example'], '至少需要一个组件'],
      [['partner', 'add', 'x-portal', '--name', '门户', '--origin', 'https://a.example', '--widget', 'yp-config'], '不是可嵌入的药批组件：yp-config'],
      [['partner', 'add', 'x-portal', '--name', '门户', '--origin', 'https://a.example', '--widget', 'yp-admin-panel'], '不是可嵌入的药批组件'],
      [['partner', 'widgets', 'hb-renhe', '--widget', 'yp-search-bar', '--widget', 'yp-nope'], '不是可嵌入的药批组件：yp-nope'],
    ];
    const answers = await Promise.all(cases.map(([args]) => admin(...args)));
    answers.forEach((refused, i) => {
      expect(refused.code, cases[i]![0].join(' ')).toBe(1);
      expect(refused.stderr).toContain(cases[i]![1]);
    });
    const taken = await admin('partner', 'add', 'hb-renhe', '--name', '另一个', '--origin', 'https://a.example', '--widget', 'yp-search-bar');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('合作方编号已存在');
    expect((await admin('partner', 'add')).code).toBe(2);
    expect((await admin('partner', 'disable', 'nobody-here')).code).toBe(1);
    expect((await admin('partner', 'widgets', 'nobody-here', '--widget', 'yp-search-bar')).code).toBe(1);
    const [renhe] = await withDatabase((db) => db.select({ widgets: partners.widgets }).from(partners).where(eq(partners.clientId, 'hb-renhe')));
    expect(renhe?.widgets).toEqual(['yp-search-bar']);
    const count = await withDatabase(async (db) => (await db.select({ id: partners.id }).from(partners)).length);
    expect(count).toBe(2);
  });

  it("sets the widgets a partner's pages may load: the embed's settings answer them to its origin, all to the site's own, none to a stranger", async () => {
    const set = await admin('partner', 'widgets', 'hb-renhe', '--widget', 'yp-search-bar', '--widget', 'yp-cart-drawer', '--widget', 'yp-search-bar');
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('yp-search-bar yp-cart-drawer');
    expect((await admin('partner', 'list')).stdout).toContain('组件 / widgets: yp-search-bar yp-cart-drawer');
    expect(await embedWidgets(['https://portal.renhe.example', 'http://127.0.0.1:9300', 'https://www.yaopi.example', null, 'https://other.example'])).toEqual([
      ['yp-search-bar', 'yp-cart-drawer'],
      ['yp-search-bar', 'yp-cart-drawer'],
      null,
      null,
      [],
    ]);
  });

  it('rotates the secret: the old one stops matching', async () => {
    const before = await withDatabase(async (db) => (await db.select().from(partners).where(eq(partners.clientId, 'hb-renhe')))[0]!.secretHash!);
    const rotated = await admin('partner', 'rotate-secret', 'hb-renhe');
    expect(rotated.code).toBe(0);
    const secret = /(ypcs_[A-Za-z0-9_-]{43})/.exec(rotated.stdout)?.[1];
    const after = await withDatabase(async (db) => (await db.select().from(partners).where(eq(partners.clientId, 'hb-renhe')))[0]!.secretHash!);
    expect(after).not.toBe(before);
    expect(await verifyPassword(secret!, after)).toBe(true);
  });

  it("disables a partner: its origins are refused and its buyers' grants revoked", async () => {
    await withDatabase(async (db) => {
      const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.clientId, 'hb-renhe'));
      const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
      await db.insert(oauthGrants).values({ partnerId: partner!.id, userId: demo!.id });
    });
    const disabled = await admin('partner', 'disable', 'hb-renhe');
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toContain('已停用');
    expect((await admin('partner', 'list')).stdout).toContain('hb-renhe 河北仁和堂采购门户 [停用]');
    const grants = await withDatabase((db) => db.select().from(oauthGrants));
    expect(grants).toEqual([]);
    expect(await corsAnswers(['https://portal.renhe.example'])).toEqual({ 'https://portal.renhe.example': null });

    expect((await admin('partner', 'enable', 'hb-renhe')).code).toBe(0);
    expect(await corsAnswers(['https://portal.renhe.example'])).toEqual({ 'https://portal.renhe.example': 'https://portal.renhe.example' });
  });
}, 90_000);
