import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthGrants, partners } from '../../db/schema';
import { hashPassword } from '../../lib/password';

/**
 * The partner registry (合作方): each partner is a row with its page origins,
 * OAuth redirect URIs, widgets, client secret hash and status. The CLI
 * (server/admin/cli.ts `partner …`) writes it; CORS and frame-ancestors read
 * it at run time through partnerOrigins() below.
 */

export type PartnerStatus = 'active' | 'disabled';

export interface PartnerInfo {
  id: number;
  clientId: string;
  name: string;
  origins: string[];
  redirectUris: string[];
  widgets: string[];
  hasSecret: boolean;
  status: PartnerStatus;
}

/** A partner's error the CLI prints: one Chinese sentence. */
export class PartnerInputError extends Error {}

/** An exact origin (scheme://host[:port], http or https, nothing else), or null. */
export function exactOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === value.replace(/\/+$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/** An absolute http(s) redirect URI without fragment or credentials, or null (RFC 6749 §3.1.2). */
export function redirectUriOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.hash || value.includes('#') || url.username || url.password) return null;
    return url.href === value ? value : null;
  } catch {
    return null;
  }
}

const CLIENT_ID = /^[a-z0-9][a-z0-9-]{2,62}$/;
const WIDGET_TAG = /^yp-[a-z0-9-]{1,40}$/;

export interface NewPartner {
  clientId: string;
  name: string;
  origins: string[];
  redirectUris: string[];
  widgets: string[];
  /** Issue a client secret (for the partner's server); default true. */
  withSecret?: boolean;
}

/** The values a new partner is stored with, or a PartnerInputError saying what is wrong (checked before any database work). */
export function checkNewPartner(input: NewPartner): Omit<NewPartner, 'withSecret'> {
  if (!CLIENT_ID.test(input.clientId)) throw new PartnerInputError('合作方编号须为 3-63 位小写字母、数字或连字符 / client id: 3-63 of a-z 0-9 -');
  const name = input.name.trim();
  if (name.length < 2 || name.length > 60) throw new PartnerInputError('合作方名称须为 2-60 个字符 / name: 2-60 characters');
  if (input.origins.length === 0) throw new PartnerInputError('至少需要一个页面源 --origin / at least one --origin');
  const origins = input.origins.map((origin) => {
    const exact = exactOrigin(origin);
    if (!exact) throw new PartnerInputError(`不是有效的源（scheme://host[:port]）/ not an origin: ${origin}`);
    return exact;
  });
  const redirectUris = input.redirectUris.map((uri) => {
    const valid = redirectUriOf(uri);
    if (!valid) throw new PartnerInputError(`不是有效的回调地址 / not a redirect URI: ${uri}`);
    if (!origins.includes(new URL(valid).origin)) throw new PartnerInputError(`回调地址须在登记的源之下 / redirect URI outside the origins: ${uri}`);
    return valid;
  });
  for (const widget of input.widgets) {
    if (!WIDGET_TAG.test(widget)) throw new PartnerInputError(`不是药批组件标签 / not a widget tag: ${widget}`);
  }
  return { clientId: input.clientId, name, origins: [...new Set(origins)], redirectUris: [...new Set(redirectUris)], widgets: [...new Set(input.widgets)] };
}

function newClientSecret(): string {
  return `ypcs_${randomBytes(32).toString('base64url')}`;
}

function toInfo(row: typeof partners.$inferSelect): PartnerInfo {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    origins: row.origins,
    redirectUris: row.redirectUris,
    widgets: row.widgets,
    hasSecret: row.secretHash !== null,
    status: row.status === 'disabled' ? 'disabled' : 'active',
  };
}

/** Registers a partner; answers it and its client secret (shown once, only the hash is kept). */
export async function addPartner(db: Database, input: NewPartner): Promise<{ partner: PartnerInfo; secret: string | null }> {
  const values = checkNewPartner(input);
  const secret = input.withSecret === false ? null : newClientSecret();
  const rows = await db
    .insert(partners)
    .values({ ...values, secretHash: secret ? await hashPassword(secret) : null })
    .onConflictDoNothing({ target: partners.clientId })
    .returning();
  const row = rows[0];
  if (!row) throw new PartnerInputError(`合作方编号已存在 / client id taken: ${input.clientId}`);
  return { partner: toInfo(row), secret };
}

export async function listPartners(db: Database): Promise<PartnerInfo[]> {
  const rows = await db.select().from(partners).orderBy(partners.id);
  return rows.map(toInfo);
}

export async function findPartner(db: Pick<Database, 'select'>, clientId: string): Promise<(PartnerInfo & { secretHash: string | null }) | null> {
  const [row] = await db.select().from(partners).where(eq(partners.clientId, clientId)).limit(1);
  return row ? { ...toInfo(row), secretHash: row.secretHash } : null;
}

/**
 * Turns a partner off or on. Disabling also revokes every grant its buyers
 * gave (tokens and codes go with them): a disabled partner's pages lose CORS
 * and every session at once. Answers false for an unknown client id.
 */
export async function setPartnerStatus(db: Database, clientId: string, status: PartnerStatus): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(partners).set({ status, updatedAt: new Date() }).where(eq(partners.clientId, clientId)).returning({ id: partners.id });
    if (!row) return false;
    if (status === 'disabled') {
      await tx.delete(oauthGrants).where(eq(oauthGrants.partnerId, row.id));
    }
    return true;
  });
}

/** A new client secret; the old one stops working at once. Null for an unknown client id. */
export async function rotatePartnerSecret(db: Database, clientId: string): Promise<string | null> {
  const secret = newClientSecret();
  const [row] = await db
    .update(partners)
    .set({ secretHash: await hashPassword(secret), updatedAt: new Date() })
    .where(eq(partners.clientId, clientId))
    .returning({ id: partners.id });
  return row ? secret : null;
}
