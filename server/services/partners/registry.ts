import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthGrants, partners } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { isPartnerWidgetTag, PARTNER_WIDGET_TAGS } from '../../../shared/contract/embed';

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
  return { clientId: input.clientId, name, origins: [...new Set(origins)], redirectUris: [...new Set(redirectUris)], widgets: checkWidgets(input.widgets) };
}

/**
 * The widgets a partner's pages may load: at least one, each a tag the embed
 * loads on demand (shared/contract/embed.ts; `<yp-config>`, `<yp-cart-badge>`
 * and `<yp-notifier>` come with every page and are not listed).
 */
export function checkWidgets(widgets: readonly string[]): string[] {
  if (widgets.length === 0) throw new PartnerInputError(`至少需要一个组件 --widget（可选：${PARTNER_WIDGET_TAGS.join(' ')}）/ at least one --widget`);
  for (const widget of widgets) {
    if (!isPartnerWidgetTag(widget))
      throw new PartnerInputError(`不是可嵌入的药批组件：${widget}（可选：${PARTNER_WIDGET_TAGS.join(' ')}）/ not an embeddable widget`);
  }
  return [...new Set(widgets)];
}

/** Replaces the widgets a partner's pages may load (within seconds: services/partners/origins.ts). Null for an unknown client id. */
export async function setPartnerWidgets(db: Database, clientId: string, widgets: readonly string[]): Promise<string[] | null> {
  const checked = checkWidgets(widgets);
  const [row] = await db
    .update(partners)
    .set({ widgets: checked, updatedAt: new Date() })
    .where(eq(partners.clientId, clientId))
    .returning({ widgets: partners.widgets });
  return row ? row.widgets : null;
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
