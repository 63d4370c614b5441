/**
 * Customer service behind the right bar's 客服 chat. In production a
 * customer-service desk outside this system (a SaaS desk, the seller's
 * agents) answers; this interface is what the chat routes need from it.
 * The local provider (local.ts) is an honest auto-reply desk.
 */

/** The buyer the conversation is with. */
export interface ChatBuyer {
  id: number;
  company: string;
  /** The buyer's account manager (客户经理), else the default desk's name; '' when neither exists. */
  managerName: string;
}

/** A message of the conversation as the provider sees it. */
export interface ChatHistoryEntry {
  sender: 'buyer' | 'agent';
  body: string;
  at: Date;
}

export interface ChatReplyContext {
  buyer: ChatBuyer;
  /** The latest messages before this one, oldest first (at most 20). */
  history: ChatHistoryEntry[];
  /** What the buyer just sent (trimmed, 1–500 characters). */
  message: string;
}

export interface ChatReply {
  agentName: string;
  /** Plain text. */
  body: string;
}

export interface ChatAgentInfo {
  name: string;
  online: boolean;
}

export interface ChatProvider {
  /** Who answers this buyer, for the chat header. */
  agent(buyer: ChatBuyer): Promise<ChatAgentInfo>;
  /**
   * The answer to the buyer's message, or null when none is given now (a
   * human desk answers later; its messages would arrive by another way).
   */
  reply(ctx: ChatReplyContext): Promise<ChatReply | null>;
}
