import { z } from 'zod';
import { chatMessageSchema, chatThreadSchema } from '../chat';
import { defineCall } from '../define-call';
import { DB_INT_MAX, multilineText, optionalInteger } from './fields';

/** The longest chat message a buyer may send. */
export const CHAT_MESSAGE_MAX = 500;

/**
 * GET /api/chat/messages {after_id}: after_id 0 (default) → the newest 50,
 * oldest first; otherwise the messages after it (the 3 s poll).
 */
export const chatMessages = defineCall({
  output: chatThreadSchema,
  method: 'GET',
  path: '/api/chat/messages',
  access: 'member',
  input: z.object({
    after_id: optionalInteger(
      { min: 0, max: DB_INT_MAX, invalid: '消息编号必须是数字', fraction: '消息编号必须是整数', tooSmall: '消息编号不能小于0', tooBig: '消息编号过大' },
      0,
    ),
  }),
});

/** POST /api/chat/messages {body}: the messages written — the buyer's, then the agent's reply if any. */
export const chatSend = defineCall({
  output: z.array(chatMessageSchema),
  method: 'POST',
  path: '/api/chat/messages',
  access: 'member',
  input: z.object({
    body: multilineText('消息', CHAT_MESSAGE_MAX, '请输入消息内容', { tooLong: `消息不能超过${CHAT_MESSAGE_MAX}个字` }),
  }),
});
