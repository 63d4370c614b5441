import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sellerClients, sellerNonces } from '../../db/schema';
import { AppError } from '../../errors';
import { toSellerClientInfo, SELLER_SCOPE_TEXT, type SellerClientInfo, type SellerScope } from './clients';
import { NONCE_PATTERN, SIGNATURE_HEADERS, SIGNATURE_WINDOW_SECONDS, signatureMatches, timestampFresh } from './signature';

/**
 * Why a seller request is refused, as a stable code beside the Chinese
 * message: the ERP's developer reads the message, its code reads the reason.
 */
export const SELLER_AUTH_ERRORS = {
  missing_headers: { status: 401, message: '缺少签名请求头（X-Yaopi-Client、X-Yaopi-Timestamp、X-Yaopi-Nonce、X-Yaopi-Signature）' },
  unknown_client: { status: 401, message: '客户端编号不存在' },
  client_disabled: { status: 401, message: '客户端已停用' },
  stale_timestamp: { status: 401, message: `时间戳无效或与服务器时间相差超过 ${SIGNATURE_WINDOW_SECONDS / 60} 分钟` },
  bad_nonce: { status: 401, message: '随机串须为 16-64 位字母、数字、下划线或连字符' },
  bad_signature: { status: 401, message: '签名不正确，请检查密钥与签名原文（方法、路径、时间戳、随机串、请求体摘要）' },
  replayed_nonce: { status: 401, message: '随机串已使用过，请求被视为重放' },
  missing_scope: { status: 403, message: '该客户端没有此接口的权限' },
} as const;

export type SellerAuthReason = keyof typeof SELLER_AUTH_ERRORS;

export function sellerAuthError(reason: SellerAuthReason, detail = ''): AppError {
  const { status, message } = SELLER_AUTH_ERRORS[reason];
  const text = `${message}${detail}（${reason}）`;
  return new AppError(status, text, { auth: [reason] });
}

export interface SignedRequest {
  method: string;
  /** Path with query, as sent. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function header(request: SignedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a signed request and answers its client, or throws the reason it
 * is refused. Every check that can fail comes before the nonce is recorded,
 * so a refused request writes nothing; the nonce's primary key then refuses
 * a replay on every API node.
 */
export async function authenticateSellerRequest(db: Database, request: SignedRequest, scope: SellerScope, nowMs: number): Promise<SellerClientInfo> {
  const clientId = header(request, SIGNATURE_HEADERS.client);
  const timestamp = header(request, SIGNATURE_HEADERS.timestamp);
  const nonce = header(request, SIGNATURE_HEADERS.nonce);
  const signature = header(request, SIGNATURE_HEADERS.signature);
  if (!clientId || !timestamp || !nonce || !signature) throw sellerAuthError('missing_headers');
  if (!timestampFresh(timestamp, nowMs)) throw sellerAuthError('stale_timestamp');
  if (!NONCE_PATTERN.test(nonce)) throw sellerAuthError('bad_nonce');
  const [row] = await db.select().from(sellerClients).where(eq(sellerClients.clientId, clientId)).limit(1);
  if (!row) throw sellerAuthError('unknown_client');
  if (row.status !== 'active') throw sellerAuthError('client_disabled');
  if (!signatureMatches(row.keyHash, { method: request.method, path: request.url, timestamp, nonce, body: request.body }, signature)) {
    throw sellerAuthError('bad_signature');
  }
  const client = toSellerClientInfo(row);
  if (!client.scopes.includes(scope)) throw sellerAuthError('missing_scope', `：需要 ${scope}（${SELLER_SCOPE_TEXT[scope]}）`);
  const recorded = await db
    .insert(sellerNonces)
    .values({ clientId: row.id, nonce, createdAt: new Date(nowMs) })
    .onConflictDoNothing()
    .returning({ nonce: sellerNonces.nonce });
  if (recorded.length === 0) throw sellerAuthError('replayed_nonce');
  return client;
}
