import * as defs from '../../contract/calls/chat';
import { call, type CallOptions } from '../call';

/** GET /api/chat/messages: after_id 0 → the newest 50; otherwise those after it. */
export function fetchChatMessages(afterId = 0, options?: CallOptions) {
  return call(defs.chatMessages, { after_id: afterId }, options);
}

/** POST /api/chat/messages: the buyer's message and the agent's reply, if any. */
export function sendChatMessage(body: string, options?: CallOptions) {
  return call(defs.chatSend, { body }, options);
}
