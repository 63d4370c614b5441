/**
 * Customer-service chat (右侧栏 客服 when UserState.is_can_chat is 1). The
 * spec shows no chat API (docs/product/routes.md names only "a chat iframe"); docs/api.md
 * "Chat" records these shapes. Times are 10-digit second timestamps (docs/product/constants.md).
 */

import { z } from 'zod';

export const chatSenderSchema = z.literal(['buyer', 'agent']);

export const chatMessageSchema = z.strictObject({
  id: z.number(),
  sender: chatSenderSchema,
  /** The agent's display name; '' on the buyer's own messages. */
  agent_name: z.string(),
  /** Plain text: clients render it as text, never as HTML. */
  body: z.string(),
  created_at: z.number(),
});

export const chatAgentSchema = z.strictObject({
  /** Who answers: the buyer's account manager, else 客服中心. */
  name: z.string(),
  online: z.literal([0, 1]),
});

export const chatThreadSchema = z.strictObject({
  messages: z.array(chatMessageSchema),
  agent: chatAgentSchema,
});

export type ChatSender = z.infer<typeof chatSenderSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatAgent = z.infer<typeof chatAgentSchema>;
export type ChatThread = z.infer<typeof chatThreadSchema>;
