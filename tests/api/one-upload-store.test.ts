import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase, type Schema } from '../../server/db/client';
import { migrate, migrationsFolder } from '../../server/db/migrate';
import { licences, uploads } from '../../server/db/schema';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const ON_DISK = `${'a'.repeat(32)}.jpg`;
const ON_OTHER_NODE = `${'b'.repeat(32)}.pdf`;

let opened: OpenedDatabase;
let scratch: string;

/**
 * Migration 0028 on a database that had licence files in the old disk store:
 * migrated to 0027's state first (a copy of the migrations without 0028),
 * given rows as the old code wrote them, then migrated to the end.
 */
beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'yp-upload-store-'));
  const before = join(scratch, 'migrations');
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0028');
  writeFileSync(journalFile, JSON.stringify(journal));

  opened = await openDatabase({});
  await migratePglite(opened.db as PgliteDatabase<Schema>, { migrationsFolder: before });
  await opened.db.execute(sql`insert into users (id, username) values (9001, 'oldbuyer')`);
  await opened.db.execute(sql`insert into uploads (user_id, mime, size, data) values (9001, 'image/png', 3, '\\x010203'::bytea)`);
  await opened.db.execute(sql`
    insert into licence_files (id, user_id, storage_name, mime, size, original_name)
    values (1, 9001, ${ON_DISK}, 'image/jpeg', ${JPEG.length}, '营业执照.jpg'), (2, 9001, ${ON_OTHER_NODE}, 'application/pdf', ${PDF.length}, 'GSP.pdf')`);
  await opened.db.execute(sql`
    insert into licences (user_id, kind, number, expires_on, file_id)
    values (9001, 'business', '91130100MA0001', '2030-01-01', 1), (9001, 'gsp', 'HEB-GSP-0001', '2030-01-01', 2)`);

  await migrate(opened);
});

afterAll(async () => {
  await opened?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('one upload store (migration 0028)', () => {
  it('moves every licence file row into uploads and points the licences at them', async () => {
    const files = await opened.db.select().from(uploads).where(eq(uploads.purpose, 'licence')).orderBy(asc(uploads.id));
    expect(files.map((f) => [f.userId, f.mime, f.size, f.originalName, f.diskName, f.data])).toEqual([
      [9001, 'image/jpeg', JPEG.length, '营业执照.jpg', ON_DISK, null],
      [9001, 'application/pdf', PDF.length, 'GSP.pdf', ON_OTHER_NODE, null],
    ]);
    const rows = await opened.db.select({ kind: licences.kind, fileId: licences.fileId }).from(licences).orderBy(asc(licences.kind));
    expect(rows).toEqual([
      { kind: 'business', fileId: files[0]!.id },
      { kind: 'gsp', fileId: files[1]!.id },
    ]);
    // The photo uploaded before is untouched.
    const [photo] = await opened.db.select().from(uploads).where(eq(uploads.purpose, 'image'));
    expect(photo).toMatchObject({ userId: 9001, mime: 'image/png', size: 3 });
    expect(photo!.data).toEqual(Buffer.from([1, 2, 3]));
  });

  it('refuses an upload with neither owner nor bytes, or a type its purpose does not allow', async () => {
    await expect(opened.db.insert(uploads).values({ purpose: 'licence', mime: 'application/pdf', size: 1, data: PDF })).rejects.toThrow();
    await expect(opened.db.insert(uploads).values({ userId: 9001, purpose: 'licence', mime: 'image/jpeg', size: 1 })).rejects.toThrow();
    await expect(opened.db.insert(uploads).values({ userId: 9001, purpose: 'image', mime: 'application/pdf', size: 1, data: PDF })).rejects.toThrow();
    await expect(opened.db.insert(uploads).values({ userId: 9001, purpose: 'image', mime: 'image/jpeg', size: 3 * 1024 * 1024, data: JPEG })).rejects.toThrow();
    const [ok] = await opened.db
      .insert(uploads)
      .values({ userId: 9001, purpose: 'licence', mime: 'application/pdf', size: 3 * 1024 * 1024, data: PDF })
      .returning();
    expect(ok!.id).toBeGreaterThan(0);
  });
});
