import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { adminCommand } from './admin-cli';

/**
 * A seeded dump with one more seller client, registered by the admin
 * command an operator runs (`npm run admin -- seller-client add …`) on the
 * database before the server starts: the embedded PGlite of a running
 * server cannot be opened by a second process, and the seller API has no
 * door to register clients through. Answers the new dump's path (beside the
 * system's temporary files; the caller removes it) and the secret the
 * command printed once.
 */
export async function dumpWithSellerClient(dump: string, clientId: string, scopes: string[]): Promise<{ dump: string; secret: string }> {
  const opened = await openDatabase({ loadDataDir: new Blob([readFileSync(dump)]) });
  try {
    const run = await adminCommand(opened.db, 'seller-client', 'add', clientId, '--name', `ERP ${clientId}`, ...scopes.flatMap((s) => ['--scope', s]));
    const secret = /ypsk_[A-Za-z0-9_-]{43}/.exec(run.stdout)?.[0];
    if (run.code !== 0 || !secret) throw new Error(`seller-client add failed: ${run.stderr}`);
    const file = join(tmpdir(), `yaopi-seller-dump-${process.pid}-${Date.now()}.tar`);
    writeFileSync(file, Buffer.from(await (await opened.pglite!.dumpDataDir('none')).arrayBuffer()));
    return { dump: file, secret };
  } finally {
    await opened.close();
  }
}
