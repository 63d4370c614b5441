import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AccountMessagePage } from '../../../shared/contract/account';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { messages } from '../../db/schema';
import { AppError } from '../../errors';

const sec = (date: Date) => Math.floor(date.getTime() / 1000);

/** The buyer's unread messages: the right bar's badge (UserState.message_count). */
export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** 我的消息: unread first, then newest first; the page and the unread count read together. */
export async function listMessages(db: Database, userId: number, page: number, perPage: number): Promise<AccountMessagePage> {
  const [{ data, total }, unread] = await Promise.all([
    paginate(
      db
        .select()
        .from(messages)
        .where(eq(messages.userId, userId))
        .orderBy(sql`${messages.readAt} is not null`, desc(messages.createdAt), asc(messages.id)),
      db.select({ n: count() }).from(messages).where(eq(messages.userId, userId)),
      { page, per_page: perPage },
      (rows) =>
        rows.map((row) => ({
          id: row.id,
          title: row.title,
          body: row.body,
          is_read: row.readAt ? (1 as const) : (0 as const),
          created_at: sec(row.createdAt),
        })),
    ),
    unreadCount(db, userId),
  ]);
  return { list: data, total, page, per_page: perPage, unread };
}

/**
 * Marks one of the buyer's messages read (again is fine: the first read time
 * stays). Another buyer's message id is 404, never touched.
 */
export async function markRead(db: Database, userId: number, id: number, now = new Date()): Promise<{ unread: number }> {
  const [own] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .limit(1);
  if (!own) throw AppError.notFound('消息不存在');
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.id, id), eq(messages.userId, userId), isNull(messages.readAt)));
  return { unread: await unreadCount(db, userId) };
}

export async function markAllRead(db: Database, userId: number, now = new Date()): Promise<{ unread: number }> {
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return { unread: await unreadCount(db, userId) };
}
