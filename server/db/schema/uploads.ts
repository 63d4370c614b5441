import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A photo a buyer uploaded (品种求购, 意见反馈): kept in the database, never
 * under the web root, and served only to its owner (services/uploads). mime
 * is what the bytes are (sniffed), never what the browser claimed.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId, t.createdAt),
    check('uploads_mime_known', sql`${t.mime} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('uploads_size_range', sql`${t.size} between 1 and 2097152`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
