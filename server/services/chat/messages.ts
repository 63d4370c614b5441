import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { ChatMessage, ChatThread } from '../../../shared/contract/chat';
import type { Database } from '../../db/client';
import { accountManagers, chatMessages, users, type ChatMessageRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { ChatBuyer, ChatProvider } from './provider';

/** GET with after_id 0 answers this many of the newest messages. */
export const CHAT_PAGE_SIZE = 50;
/** A poll after an id answers at most this many (a client far behind reloads from 0). */
export const CHAT_POLL_MAX = 200;
/** Messages the provider sees before the new one. */
export const CHAT_HISTORY_SIZE = 20;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

// Text goes out as stored: the client renders it as text, so nothing is
// escaped or turned into HTML here.
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return { id: row.id, sender: row.sender, agent_name: row.agentName, body: row.body, created_at: seconds(row.createdAt) };
}

/** Why a buyer without chat (is_can_chat 0) is refused: the right bar shows them the contact links instead. */
export const CHAT_NOT_OPEN = '您的账户暂未开通在线客服，请拨打客服热线或联系专属客户经理';

/**
 * The buyer and the name of who serves them: their account manager, else
 * the default desk. A buyer whose is_can_chat is 0 is refused (403) here,
 * so hiding the chat in the right bar is not the only thing keeping it shut.
 */
async function chatBuyer(db: Database, userId: number): Promise<ChatBuyer> {
  const [row] = await db
    .select({ id: users.id, company: users.company, isCanChat: users.isCanChat, manager: accountManagers.name })
    .from(users)
    .leftJoin(accountManagers, eq(accountManagers.id, users.accountManagerId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw AppError.loginRequired();
  if (!row.isCanChat) throw AppError.forbidden(CHAT_NOT_OPEN);
  const manager =
    row.manager ?? (await db.select({ name: accountManagers.name }).from(accountManagers).where(eq(accountManagers.isDefault, true)).limit(1))[0]?.name ?? '';
  return { id: row.id, company: row.company, managerName: manager };
}

/** GET /api/chat/messages: the newest page (after_id 0) or what came after after_id, oldest first; only the buyer's own thread. */
export async function listChatMessages(db: Database, provider: ChatProvider, userId: number, afterId: number): Promise<ChatThread> {
  const buyer = await chatBuyer(db, userId);
  const rows =
    afterId > 0
      ? await db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.userId, userId), gt(chatMessages.id, afterId)))
          .orderBy(asc(chatMessages.id))
          .limit(CHAT_POLL_MAX)
      : (await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(desc(chatMessages.id)).limit(CHAT_PAGE_SIZE)).reverse();
  const agent = await provider.agent(buyer);
  return { messages: rows.map(toChatMessage), agent: { name: agent.name, online: agent.online ? 1 : 0 } };
}

/**
 * POST /api/chat/messages: stores the buyer's message, asks the provider,
 * stores its reply if any. A provider that fails (an outside desk being
 * down) costs only the reply: the buyer's message is sent and answered
 * alone, and the error goes to `onProviderError` (the request log) — a 500
 * would make the client send the stored message again.
 */
export async function postChatMessage(
  db: Database,
  provider: ChatProvider,
  userId: number,
  body: string,
  onProviderError: (error: unknown) => void = () => {},
): Promise<ChatMessage[]> {
  const buyer = await chatBuyer(db, userId);
  const history = (await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(desc(chatMessages.id)).limit(CHAT_HISTORY_SIZE))
    .reverse()
    .map((row) => ({ sender: row.sender, body: row.body, at: row.createdAt }));

  const [mine] = await db.insert(chatMessages).values({ userId, sender: 'buyer', body }).returning();
  const written = [mine!];
  const reply = await provider.reply({ buyer, history, message: body }).catch((error: unknown) => {
    onProviderError(error);
    return null;
  });
  if (reply && reply.body.trim()) {
    const [answer] = await db.insert(chatMessages).values({ userId, sender: 'agent', agentName: reply.agentName, body: reply.body }).returning();
    written.push(answer!);
  }
  return written.map(toChatMessage);
}
