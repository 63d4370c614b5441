import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, type AppDeps } from '../http/route';
import { presentedToken } from '../http/session';
import { listChatMessages, postChatMessage } from '../services/chat/messages';

export interface ChatRateLimit {
  /** Messages per window for one session (or one IP without a session). */
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_CHAT_RATE_LIMIT: ChatRateLimit = { max: 20, timeWindowMs: 60_000 };

// Per session, so buyers sharing an office IP do not slow each other; a
// request without a token counts against its IP (it is refused anyway).
// The token is hashed: rate-limit keys may live in Redis and in logs.
function chatKey(request: FastifyRequest): string {
  const token = presentedToken(request)?.token;
  return token ? `chat|s|${createHash('sha256').update(token).digest('hex').slice(0, 32)}` : `chat|ip|${request.ip}`;
}

/** Customer-service chat (右侧栏 客服 → /chat): the buyer's own thread only. */
export function registerChatRoutes(app: FastifyInstance, deps: AppDeps, rateLimit: ChatRateLimit): void {
  const { db, chat } = deps;
  memberRoute(app, deps, calls.chatMessages, ({ input, session }) => listChatMessages(db, chat, session.userId, input.after_id));
  memberRoute(
    app,
    deps,
    calls.chatSend,
    ({ input, session, request }) =>
      postChatMessage(db, chat, session.userId, input.body, (error) => request.log.error({ err: error }, 'chat provider failed')),
    {
      message: '发送成功',
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs, keyGenerator: chatKey } },
    },
  );
}
