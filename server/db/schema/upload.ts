import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { registrationDrafts } from './registration-drafts';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What an upload is for: a photo (品种求购, 意见反馈) or a licence file (注册, 资质证件). */
export type UploadPurpose = 'image' | 'licence';

/**
 * The one store of what buyers upload: photos and licence files alike, the
 * bytes in the database (so every API node reads what any node took), never
 * under the web root, served only to their owner (services/upload,
 * routes/onboarding.ts). mime is what the bytes are (sniffed), never what
 * the browser claimed; the purpose bounds type and size. Owned by a user,
 * or, for a licence file uploaded during registration, by the draft until
 * the account is written.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    draftId: integer('draft_id').references(() => registrationDrafts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull().default('image'),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** The licence file's name on the buyer's computer, shown back to its owner only ('' for photos). */
    originalName: text('original_name').notNull().default(''),
    /** Null only while disk_name is set. */
    data: bytea('data'),
    /**
     * A licence file from before migration 0028 (pre-release data), whose
     * bytes stayed on the disk of the node that took them; such a row answers
     * 404 until the file is uploaded again.
     */
    diskName: text('disk_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId, t.createdAt),
    index('uploads_draft_idx').on(t.draftId),
    check('uploads_owner_check', sql`${t.userId} is not null or ${t.draftId} is not null`),
    check(
      'uploads_purpose_check',
      sql`(${t.purpose} = 'image' and ${t.mime} in ('image/jpeg', 'image/png', 'image/webp') and ${t.size} between 1 and 2097152) or (${t.purpose} = 'licence' and ${t.mime} in ('image/jpeg', 'image/png', 'application/pdf') and ${t.size} between 1 and 5242880)`,
    ),
    check('uploads_bytes_check', sql`${t.data} is not null or ${t.diskName} is not null`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
