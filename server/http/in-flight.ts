import type { FastifyInstance, FastifyReply } from 'fastify';
import { Messages } from '../../shared/contract/codes';
import { BUSY_RETRY_AFTER_SECONDS } from '../timeouts';

export interface InFlight {
  /** Requests received and not yet answered. */
  count(): number;
  /**
   * The shutdown deadline has come: every request still unanswered gets
   * 503 系统繁忙 with Retry-After now (its work may still finish; an order
   * is idempotent, so the buyer's retry finds it), and answers how many.
   */
  answerRemaining(): number;
}

/** Tracks the requests a node is answering, so a shutdown can wait for them and, at its deadline, answer the rest. */
export function trackInFlight(app: FastifyInstance): InFlight {
  const open = new Set<FastifyReply>();
  app.addHook('onRequest', async (_request, reply) => {
    open.add(reply);
  });
  app.addHook('onResponse', async (_request, reply) => {
    open.delete(reply);
  });
  app.addHook('onRequestAbort', async (request) => {
    for (const reply of open) if (reply.request === request) open.delete(reply);
  });
  return {
    count: () => open.size,
    answerRemaining() {
      let answered = 0;
      for (const reply of open) {
        open.delete(reply);
        if (reply.sent || reply.raw.headersSent) continue;
        answered += 1;
        void reply
          .code(503)
          .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
          .header('connection', 'close')
          .type('application/json; charset=utf-8')
          .send({ code: 503, message: Messages.server, data: null });
      }
      return answered;
    },
  };
}
