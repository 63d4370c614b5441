import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { UploadedImage } from '../../../shared/contract/self-service';
import type { Database, Transaction } from '../../db/client';
import { feedbacks, uploads, varietyRequests, type UploadRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { ImageType } from './sniff';

type Reader = Database | Transaction;

export const UPLOAD_NOT_FOUND = '图片不存在';

/** Where the owner's browser reads an upload (GET /api/upload/:id). */
export const uploadUrl = (id: number): string => `/api/upload/${id}`;
export const presentUpload = (id: number): UploadedImage => ({ id, url: uploadUrl(id) });

/** Photos are one purpose of the one upload store; licence files (services/onboarding/registration.ts) the other. */
const isImage = () => eq(uploads.purpose, 'image');

export async function saveUpload(db: Database, userId: number, mime: ImageType, data: Buffer): Promise<UploadedImage> {
  const [row] = await db.insert(uploads).values({ userId, purpose: 'image', mime, size: data.length, data }).returning({ id: uploads.id });
  return presentUpload(row!.id);
}

/** The buyer's own photo, or null: another buyer's id (or a licence file's) reads as missing. */
export async function ownUpload(db: Reader, userId: number, id: number): Promise<(UploadRow & { data: Buffer }) | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId), isImage()))
    .limit(1);
  // Photos always carry their bytes (only pre-0028 licence files may still wait on a disk).
  return row?.data ? { ...row, data: row.data } : null;
}

/** Throws a 422 on `field` unless every id is one of the buyer's own uploads. */
export async function assertOwnUploads(db: Reader, userId: number, ids: readonly number[], field: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, unique), isImage()));
  if (rows.length !== unique.length) throw AppError.field(field, UPLOAD_NOT_FOUND);
}

/** An upload no request or feedback points at is removed this long after it was sent (the form was abandoned). */
export const UNATTACHED_UPLOAD_HOURS = 24;

/**
 * The lifecycle job `delete-unattached-uploads`: photos uploaded for a form
 * that was never sent would otherwise stay forever. One statement, so a
 * photo attached meanwhile (the form sent at the last moment) is kept.
 */
export async function deleteUnattachedUploads(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 60 * 60 * 1000);
  const deleted = await db
    .delete(uploads)
    .where(
      and(
        isImage(),
        lt(uploads.createdAt, before),
        notExists(db.select({ id: varietyRequests.id }).from(varietyRequests).where(eq(varietyRequests.photoId, uploads.id))),
        notExists(
          db
            .select({ id: feedbacks.id })
            .from(feedbacks)
            .where(sql`${uploads.id} = any(${feedbacks.imageIds})`),
        ),
      ),
    )
    .returning({ id: uploads.id });
  return deleted.length;
}
