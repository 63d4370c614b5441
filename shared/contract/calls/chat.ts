import { z } from 'zod';
import type { ChatMessage, ChatThread } from '../chat';
import { defineCall } from '../define-call';

/** The longest chat message a buyer may send. */
export const CHAT_MESSAGE_MAX = 500;

/**
 * GET /api/chat/messages {after_id}: after_id 0 (default) → the newest 50,
 * oldest first; otherwise the messages after it (the 3 s poll).
 */
export const chatMessages = defineCall<ChatThread>()({
  method: 'GET',
  path: '/api/chat/messages',
  access: 'member',
  input: z.object({
    after_id: z.coerce
      .number({ error: '消息编号必须是数字' })
      .int('消息编号必须是整数')
      .min(0, '消息编号不能小于0')
      .max(2_147_483_647, '消息编号过大')
      .default(0),
  }),
});

/** POST /api/chat/messages {body}: the messages written — the buyer's, then the agent's reply if any. */
export const chatSend = defineCall<ChatMessage[]>()({
  method: 'POST',
  path: '/api/chat/messages',
  access: 'member',
  input: z.object({
    body: z
      .string({ error: '请输入消息内容' })
      .trim()
      .min(1, '请输入消息内容')
      .max(CHAT_MESSAGE_MAX, `消息不能超过${CHAT_MESSAGE_MAX}个字`),
  }),
});
