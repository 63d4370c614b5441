import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';

/** The names the old disk store chose (32 random characters and the type's extension): nothing else is read. */
const DISK_NAME = /^[A-Za-z0-9_-]{32}\.(jpg|png|pdf)$/;

export interface DiskImportResult {
  moved: number;
  /** Rows whose file is not in this node's folder: another node took it, or it is gone. */
  missing: string[];
}

/**
 * Licence files from before the one upload store (migration 0028) have
 * their rows in uploads but their bytes on the disk of the node that took
 * them (UPLOAD_DIR, default .data/uploads). At each start a node copies
 * into the database every such file its folder holds and clears the row's
 * disk_name; rows whose file it lacks are left for the node that has it.
 * Each row is written only while its disk_name is unchanged, so two nodes
 * starting together copy a file once. Once no row has a disk_name the
 * folder can be deleted.
 */
export async function importDiskLicenceFiles(db: Database, dir: string): Promise<DiskImportResult> {
  const rows = await db.select({ id: uploads.id, diskName: uploads.diskName, size: uploads.size }).from(uploads).where(isNotNull(uploads.diskName));
  const result: DiskImportResult = { moved: 0, missing: [] };
  for (const row of rows) {
    const name = row.diskName!;
    let data: Buffer;
    try {
      if (!DISK_NAME.test(name)) throw new Error('not a disk store name');
      data = await readFile(join(dir, name));
    } catch {
      result.missing.push(name);
      continue;
    }
    if (data.length !== row.size) {
      result.missing.push(name);
      continue;
    }
    const updated = await db
      .update(uploads)
      .set({ data, diskName: null })
      .where(and(eq(uploads.id, row.id), eq(uploads.diskName, name)))
      .returning({ id: uploads.id });
    result.moved += updated.length;
  }
  return result;
}
