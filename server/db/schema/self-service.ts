import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { uploads } from './upload';
import { userRef } from './users';

/**
 * A variety request (品种求购, /zzfw/pzqg): goods the buyer wants the
 * marketplace to stock. status 1 待回复, 2 已回复 (reply and replied_at set
 * together: the CHECK).
 */
export const varietyRequests = pgTable(
  'variety_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull().default(''),
    specification: text('specification').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** Fen; null when the buyer named no price. */
    expectedPriceFen: integer('expected_price_fen'),
    photoId: integer('photo_id').references(() => uploads.id, { onDelete: 'set null' }),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(1),
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('variety_requests_user_idx').on(t.userId, t.createdAt),
    check('variety_requests_quantity_positive', sql`${t.quantity} > 0`),
    check('variety_requests_price_not_negative', sql`${t.expectedPriceFen} is null or ${t.expectedPriceFen} >= 0`),
    check('variety_requests_reply_state', sql`(${t.status} = 1 and ${t.repliedAt} is null) or (${t.status} = 2 and ${t.repliedAt} is not null)`),
  ],
);

/**
 * Feedback (意见反馈, /zzfw/yjfk). type 1 功能建议, 2 商品问题, 3 配送问题,
 * 4 服务投诉, 5 其他; image_ids: the buyer's own uploads (at most 3);
 * status 1 待回复, 2 已回复.
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    imageIds: integer('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: smallint('status').notNull().default(1),
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedbacks_user_idx').on(t.userId, t.createdAt),
    check('feedbacks_type_known', sql`${t.type} between 1 and 5`),
    check('feedbacks_images_at_most_3', sql`coalesce(array_length(${t.imageIds}, 1), 0) <= 3`),
    check('feedbacks_reply_state', sql`(${t.status} = 1 and ${t.repliedAt} is null) or (${t.status} = 2 and ${t.repliedAt} is not null)`),
  ],
);

export type VarietyRequestRow = typeof varietyRequests.$inferSelect;
export type FeedbackRow = typeof feedbacks.$inferSelect;
