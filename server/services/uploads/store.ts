import { and, eq, inArray } from 'drizzle-orm';
import type { UploadedImage } from '../../../shared/contract/self-service';
import type { Database, Transaction } from '../../db/client';
import { uploads, type UploadRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { ImageType } from './sniff';

type Reader = Database | Transaction;

export const UPLOAD_NOT_FOUND = '图片不存在';

/** Where the owner's browser reads an upload (GET /api/upload/:id). */
export const uploadUrl = (id: number): string => `/api/upload/${id}`;
export const presentUpload = (id: number): UploadedImage => ({ id, url: uploadUrl(id) });

export async function saveUpload(db: Database, userId: number, mime: ImageType, data: Buffer): Promise<UploadedImage> {
  const [row] = await db.insert(uploads).values({ userId, mime, size: data.length, data }).returning({ id: uploads.id });
  return presentUpload(row!.id);
}

/** The buyer's own upload, or null: another buyer's id reads as missing. */
export async function ownUpload(db: Reader, userId: number, id: number): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Throws a 422 on `field` unless every id is one of the buyer's own uploads. */
export async function assertOwnUploads(db: Reader, userId: number, ids: readonly number[], field: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, unique)));
  if (rows.length !== unique.length) throw AppError.field(field, UPLOAD_NOT_FOUND);
}
