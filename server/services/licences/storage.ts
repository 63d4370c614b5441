import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXTENSION, type LicenceMime } from './file-type';

/**
 * Licence files on disk, outside the web root (UPLOAD_DIR, default
 * .data/uploads): names are random and chosen here, so nothing the client
 * sends becomes part of a path, and the static site never serves them. They
 * are read back only through the owner's call (routes/onboarding.ts).
 */
export interface LicenceStorage {
  save(bytes: Buffer, mime: LicenceMime): Promise<string>;
  read(storageName: string): Promise<Buffer>;
}

const STORAGE_NAME = /^[A-Za-z0-9_-]{32}\.(jpg|png|pdf)$/;

export function diskLicenceStorage(dir: string): LicenceStorage {
  let ready: Promise<unknown> | undefined;
  return {
    async save(bytes, mime) {
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      const name = `${randomBytes(24).toString('base64url')}.${EXTENSION[mime]}`;
      await writeFile(join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
      return name;
    },
    async read(storageName) {
      // Names come from our own rows; the check makes sure no row can point outside the folder.
      if (!STORAGE_NAME.test(storageName)) throw new Error(`bad storage name ${storageName}`);
      return readFile(join(dir, storageName));
    },
  };
}
