import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from './users';

/**
 * The buyer's customer-service conversation (右侧栏 客服 → /chat). One
 * thread per buyer: sender 'buyer' or 'agent' (the chat provider's reply,
 * agent_name as shown). Text only; the client never renders it as HTML.
 * The (user_id, id) index serves both the newest-50 page and "after id".
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    /** 'buyer' | 'agent'. */
    sender: text('sender').$type<'buyer' | 'agent'>().notNull(),
    /** The agent's display name; '' for the buyer's own messages. */
    agentName: text('agent_name').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_user_id_idx').on(t.userId, t.id), check('chat_messages_sender_known', sql`${t.sender} in ('buyer', 'agent')`)],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
