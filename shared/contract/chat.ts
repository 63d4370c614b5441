/**
 * Customer-service chat (右侧栏 客服 when UserState.is_can_chat is 1). The
 * spec shows no chat API (§2 names only "a chat iframe"); docs/api.md
 * "Chat" records these shapes. Times are 10-digit second timestamps (§9).
 */

export type ChatSender = 'buyer' | 'agent';

export interface ChatMessage {
  id: number;
  sender: ChatSender;
  /** The agent's display name; '' on the buyer's own messages. */
  agent_name: string;
  /** Plain text: clients render it as text, never as HTML. */
  body: string;
  created_at: number;
}

export interface ChatAgent {
  /** Who answers: the buyer's account manager, else 客服中心. */
  name: string;
  online: 0 | 1;
}

export interface ChatThread {
  messages: ChatMessage[];
  agent: ChatAgent;
}
