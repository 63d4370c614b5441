import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Envelope } from '../../../shared/contract/envelope';
import { Code, Messages } from '../../../shared/contract/codes';
import type { SellerCallDef } from '../../../shared/contract/seller/define';
import type { Database, Transaction } from '../../db/client';
import { sellerRequests } from '../../db/schema';
import { AppError } from '../../errors';
import { checkAgainstContract } from '../../http/contract-check';
import type { AppDeps } from '../../http/route';
import { parseInput } from '../../http/validation';
import { authenticateSellerRequest } from '../../services/seller/authenticate';
import type { SellerClientInfo } from '../../services/seller/clients';
import { SIGNATURE_HEADERS, sha256Hex } from '../../services/seller/signature';

/** A catalogue upload of 5,000 rows is about 1 MB of JSON; leave room. */
export const SELLER_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,100}$/;
export const REQUEST_ID_REUSED = '该请求编号已用于另一个请求（路径或请求体不同），请换一个请求编号';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received: the signature covers its bytes. */
    sellerRawBody?: Buffer;
  }
}

export interface SellerContext<C extends SellerCallDef> {
  input: z.output<C['input']>;
  client: SellerClientInfo;
  /** A write's transaction (the request id is recorded in it), or the database for a read. */
  db: Database | Transaction;
  now: Date;
  request: FastifyRequest;
}

type SellerHandler<C extends SellerCallDef> = (ctx: SellerContext<C>) => Promise<z.output<C['output']>>;

/**
 * The seller API's own body parser: the raw bytes are kept for the
 * signature, then parsed as JSON by Fastify's parser (which refuses
 * prototype poisoning). JSON only; anything else is 415.
 */
export function installSellerBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: SELLER_BODY_LIMIT_BYTES }, (request, body, done) => {
    const raw = body as Buffer;
    request.sellerRawBody = raw;
    if (raw.length === 0) return done(null, undefined);
    void parseJson(request, raw.toString('utf8'), done);
  });
}

function rawInput(request: FastifyRequest, method: string): unknown {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const source = method === 'GET' ? request.query : request.body;
  if (source === undefined || source === null) return { ...params };
  if (typeof source !== 'object' || Array.isArray(source)) return source;
  return { ...(source as Record<string, unknown>), ...params };
}

/**
 * Registers one seller call: the signature and scope are checked before
 * anything else (a refused request changes nothing), then the input is
 * parsed (422 per field). A POST needs X-Request-Id and runs in one
 * transaction with the record of that id, so a write sent twice applies
 * once and the repeat answers what the first did (header
 * Idempotent-Replayed: true).
 */
export function sellerRoute<C extends SellerCallDef>(app: FastifyInstance, deps: AppDeps, call: C, handler: SellerHandler<C>): void {
  app.route({
    method: call.method,
    url: call.path.replace('/api/seller/v1', ''),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const nowMs = deps.auth.clock();
      const raw = request.sellerRawBody ?? Buffer.alloc(0);
      const client = await authenticateSellerRequest(
        deps.db,
        { method: request.method, url: request.url, headers: request.headers, body: raw },
        call.scope,
        nowMs,
      );
      const now = new Date(nowMs);
      let requestId: string | undefined;
      if (call.method === 'POST') {
        const presented = request.headers[SIGNATURE_HEADERS.requestId];
        requestId = Array.isArray(presented) ? presented[0] : presented;
        if (!requestId || !REQUEST_ID.test(requestId)) {
          throw AppError.field('X-Request-Id', '写操作须带请求编号 X-Request-Id（1-100 位字母、数字或 _.:-），同一编号的请求只执行一次');
        }
      }
      const input = parseInput(call.input, rawInput(request, call.method)) as z.output<C['input']>;
      let data: unknown;
      if (!requestId) {
        data = await handler({ input, client, db: deps.db, now, request });
      } else {
        const id = requestId;
        const operation = `${call.method} ${request.url.split('?')[0]}`;
        const bodyHash = sha256Hex(raw);
        const outcome = await deps.db.transaction(async (tx) => {
          const fresh = await tx
            .insert(sellerRequests)
            .values({ clientId: client.id, requestId: id, operation, bodyHash, createdAt: now })
            .onConflictDoNothing()
            .returning({ requestId: sellerRequests.requestId });
          if (fresh.length === 0) {
            const [prior] = await tx
              .select()
              .from(sellerRequests)
              .where(and(eq(sellerRequests.clientId, client.id), eq(sellerRequests.requestId, id)));
            if (!prior || prior.operation !== operation || prior.bodyHash !== bodyHash) throw new AppError(Code.CONFLICT, REQUEST_ID_REUSED);
            return { replayed: true, data: prior.response };
          }
          const result = await handler({ input, client, db: tx, now, request });
          await tx
            .update(sellerRequests)
            .set({ response: result ?? null })
            .where(and(eq(sellerRequests.clientId, client.id), eq(sellerRequests.requestId, id)));
          return { replayed: false, data: result };
        });
        if (outcome.replayed) void reply.header('idempotent-replayed', 'true');
        data = outcome.data;
      }
      if (deps.contractCheck) checkAgainstContract({ ...call, access: 'optional' }, data ?? null, deps.contractCheck);
      const body: Envelope<unknown> = { code: Code.OK, message: Messages.ok, data: data ?? null };
      return reply.code(200).send(body);
    },
  });
}
