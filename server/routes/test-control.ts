import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { integer } from '../../shared/contract/calls/fields';
import { mobilePhone } from '../../shared/contract/calls/sms';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { parseInput } from '../http/validation';
import { runLifecycle, type LifecycleServices } from '../services/lifecycle';
import { reviewAccount } from '../services/licences/review';
import { latestOutboxCode } from '../services/sms/outbox';
import { keepOnlyPrizeKind } from '../services/lottery/rig';
import { PRIZE_KINDS } from '../../shared/contract/lottery';

export const TEST_CONTROL_HEADER = 'x-test-control';

const advanceInput = z.object({
  // Up to 30 days: enough for auto-complete (10 days) and key release (24 h).
  advance_seconds: integer({ min: 0, max: 30 * 24 * 3600, invalid: '快进秒数须为0到2592000之间的整数' }),
});

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A test double of time, like the sandbox gateway is one of payment: only
 * when the server was started with TEST_CONTROL_TOKEN outside production
 * (config.ts testControlTokenFromEnv). POST /api/test/lifecycle
 * {advance_seconds} with the token in X-Test-Control runs every lifecycle
 * job once as if that much time had passed (the jobs take `now`), so an
 * end-to-end test sees a paid order ship without waiting for the warehouse.
 * Without the header, or with a wrong one, the route answers 404 like any
 * unknown path.
 */
export function registerTestControlRoutes(app: FastifyInstance, db: Database, token: string, services: LifecycleServices = { payments: null }): void {
  app.post('/api/test/lifecycle', async (request, reply) => {
    if (!sameToken(request.headers[TEST_CONTROL_HEADER], token)) throw AppError.notFound();
    const { advance_seconds } = parseInput(advanceInput, request.body ?? {});
    const moved = await runLifecycle(
      db,
      new Date(Date.now() + advance_seconds * 1000),
      (job, error) => request.log.error({ err: error, job }, '订单定时任务失败 / lifecycle job failed'),
      services,
    );
    return reply.send({ code: 10000, message: 'ok', data: moved });
  });

  // The local SMS provider's last message to a phone, as the e2e tests read
  // the code a buyer would see on their phone (same token as above).
  app.get('/api/test/sms', async (request, reply) => {
    if (!sameToken(request.headers[TEST_CONTROL_HEADER], token)) throw AppError.notFound();
    const { phone } = parseInput(z.object({ phone: mobilePhone }), request.query ?? {});
    return reply.send({ code: 10000, message: 'ok', data: { code: await latestOutboxCode(db, phone) } });
  });

  // The reviewer's decision (the same function as `npm run admin -- review`), for an e2e server whose embedded database the CLI cannot open while it runs.
  app.post('/api/test/review', async (request, reply) => {
    if (!sameToken(request.headers[TEST_CONTROL_HEADER], token)) throw AppError.notFound();
    const input = parseInput(
      z.object({ user: z.string().min(1).max(64), decision: z.enum(['approve', 'reject']), reason: z.string().max(200).optional() }),
      request.body ?? {},
    );
    const reviewed = await reviewAccount(
      db,
      input.user,
      input.decision === 'approve' ? { approve: true } : { approve: false, reason: input.reason ?? '资质不符合要求' },
    );
    if (!reviewed) throw AppError.notFound();
    return reply.send({ code: 10000, message: 'ok', data: reviewed });
  });

  // The lottery's prizes narrowed to one kind (services/lottery/rig.ts), so an e2e draw has a known destination.
  app.post('/api/test/lottery', async (request, reply) => {
    if (!sameToken(request.headers[TEST_CONTROL_HEADER], token)) throw AppError.notFound();
    const { kind } = parseInput(z.object({ kind: z.enum(PRIZE_KINDS) }), request.body ?? {});
    const id = await keepOnlyPrizeKind(db, kind);
    if (id === null) throw AppError.notFound('抽奖活动不存在');
    return reply.send({ code: 10000, message: 'ok', data: { id } });
  });
}
