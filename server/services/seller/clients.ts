import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sellerClients, sellerNonces, type SellerClientRow } from '../../db/schema';
import { SIGNATURE_WINDOW_SECONDS, signingKeyOf } from './signature';

/**
 * The seller API's client registry: the CLI (`npm run admin -- seller-client
 * …`) writes it, the request check (authenticate.ts) reads it. A secret is
 * printed once; only its SHA-256 is kept.
 */
export const SELLER_SCOPES = ['orders', 'fulfilment', 'catalogue', 'after-sales', 'reviews'] as const;
export type SellerScope = (typeof SELLER_SCOPES)[number];

export const SELLER_SCOPE_TEXT: Record<SellerScope, string> = {
  orders: '订单读取',
  fulfilment: '履约发货',
  catalogue: '商品库存与价格',
  'after-sales': '售后审核',
  reviews: '资质审核',
};

export function isSellerScope(value: string): value is SellerScope {
  return (SELLER_SCOPES as readonly string[]).includes(value);
}

export interface SellerClientInfo {
  id: number;
  clientId: string;
  name: string;
  scopes: SellerScope[];
  webhookUrl: string | null;
  status: 'active' | 'disabled';
}

/** An input the CLI refuses: one Chinese sentence (with the English after a slash). */
export class SellerClientInputError extends Error {}

const CLIENT_ID = /^[a-z0-9][a-z0-9-]{2,62}$/;

export interface NewSellerClient {
  clientId: string;
  name: string;
  scopes: string[];
  webhookUrl?: string | null;
}

function checkWebhookUrl(value: string): string {
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.hash) return url.href;
  } catch {
    // reported below
  }
  throw new SellerClientInputError(`不是有效的回调地址（http 或 https）/ not a webhook URL: ${value}`);
}

/** The values a new client is stored with, or the error saying what is wrong (before any database work). */
export function checkNewSellerClient(input: NewSellerClient): Required<NewSellerClient> & { scopes: SellerScope[] } {
  if (!CLIENT_ID.test(input.clientId)) throw new SellerClientInputError('客户端编号须为 3-63 位小写字母、数字或连字符 / client id: 3-63 of a-z 0-9 -');
  const name = input.name.trim();
  if (name.length < 2 || name.length > 60) throw new SellerClientInputError('名称须为 2-60 个字符 / name: 2-60 characters');
  if (input.scopes.length === 0) throw new SellerClientInputError(`至少需要一个权限 --scope（可选：${SELLER_SCOPES.join(' ')}）/ at least one --scope`);
  const scopes = input.scopes.map((scope) => {
    if (!isSellerScope(scope)) throw new SellerClientInputError(`没有这个权限：${scope}（可选：${SELLER_SCOPES.join(' ')}）/ unknown scope`);
    return scope;
  });
  return { clientId: input.clientId, name, scopes: [...new Set(scopes)], webhookUrl: input.webhookUrl ? checkWebhookUrl(input.webhookUrl) : null };
}

function newSecret(): string {
  return `ypsk_${randomBytes(32).toString('base64url')}`;
}

export function toSellerClientInfo(row: SellerClientRow): SellerClientInfo {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    scopes: row.scopes.filter(isSellerScope),
    webhookUrl: row.webhookUrl,
    status: row.status === 'disabled' ? 'disabled' : 'active',
  };
}

/** Registers a client; answers it and its secret (shown once). */
export async function addSellerClient(db: Database, input: NewSellerClient): Promise<{ client: SellerClientInfo; secret: string }> {
  const values = checkNewSellerClient(input);
  const secret = newSecret();
  const [row] = await db
    .insert(sellerClients)
    .values({ ...values, keyHash: signingKeyOf(secret) })
    .onConflictDoNothing({ target: sellerClients.clientId })
    .returning();
  if (!row) throw new SellerClientInputError(`客户端编号已存在 / client id taken: ${input.clientId}`);
  return { client: toSellerClientInfo(row), secret };
}

export async function listSellerClients(db: Database): Promise<SellerClientInfo[]> {
  const rows = await db.select().from(sellerClients).orderBy(sellerClients.id);
  return rows.map(toSellerClientInfo);
}

/** Disables a client: its next request is refused. False for an unknown client id. */
export async function disableSellerClient(db: Database, clientId: string): Promise<boolean> {
  const rows = await db
    .update(sellerClients)
    .set({ status: 'disabled', updatedAt: sql`now()` })
    .where(eq(sellerClients.clientId, clientId))
    .returning({ id: sellerClients.id });
  return rows.length === 1;
}

/** A new secret; the old one stops working at once. Null for an unknown client id. */
export async function rotateSellerClientKey(db: Database, clientId: string): Promise<string | null> {
  const secret = newSecret();
  const rows = await db
    .update(sellerClients)
    .set({ keyHash: signingKeyOf(secret), updatedAt: sql`now()` })
    .where(eq(sellerClients.clientId, clientId))
    .returning({ id: sellerClients.id });
  return rows.length === 1 ? secret : null;
}

/** Lifecycle job: nonces older than twice the window can never be replayed (their timestamp is refused first). */
export async function pruneSellerNonces(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 2 * SIGNATURE_WINDOW_SECONDS * 1000);
  const rows = await db.delete(sellerNonces).where(lt(sellerNonces.createdAt, before)).returning({ nonce: sellerNonces.nonce });
  return rows.length;
}
