import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { WechatBinding, WechatQr, WechatScanState } from '../../../shared/contract/account';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users, wechatScans } from '../../db/schema';
import { AppError } from '../../errors';
import type { WechatProvider } from './provider';

/** A QR code works 5 minutes; the page then offers a fresh one. */
export const WECHAT_QR_TTL_MS = 5 * 60 * 1000;
export const QR_INVALID = '二维码已失效，请刷新二维码';
export const WECHAT_TAKEN = '该微信已绑定其他账号，请先在原账号解绑';
export const WECHAT_ALREADY_BOUND = '当前账号已绑定微信，如需更换请先解绑';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** The login's binding. WeChat belongs to the login account (a way to sign in), not to a store. */
export async function wechatBinding(db: Database, accountId: number): Promise<WechatBinding> {
  const [row] = await db.select({ nickname: users.wechat, openId: users.wechatOpenId }).from(users).where(eq(users.id, accountId)).limit(1);
  if (!row) throw AppError.loginRequired();
  return { bound: row.openId !== '' ? 1 : 0, nickname: row.openId !== '' ? row.nickname : '' };
}

/** A new QR ticket for the login; its older expired tickets are cleared on the way. */
export async function createWechatQr(db: Database, provider: WechatProvider, accountId: number, origin: string, now = new Date()): Promise<WechatQr> {
  if ((await wechatBinding(db, accountId)).bound) throw AppError.field('wechat', WECHAT_ALREADY_BOUND);
  await db.delete(wechatScans).where(and(eq(wechatScans.userId, accountId), lt(wechatScans.expiresAt, now)));
  const ticket = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + WECHAT_QR_TTL_MS);
  await db.insert(wechatScans).values({ userId: accountId, ticketHash: hashTicket(ticket), expiresAt });
  return { ticket, url: provider.qrUrl(ticket, origin), expires_at: Math.floor(expiresAt.getTime() / 1000) };
}

/**
 * Polled by 绑定微信 while its QR code shows. A ticket of another login is
 * unknown here (404). Once the scan arrived the WeChat account is bound in
 * one conditional update (only while the login has none), and the unique
 * index on openid refuses a WeChat bound elsewhere.
 */
export async function wechatScanState(db: Database, accountId: number, ticket: string, now = new Date()): Promise<WechatScanState> {
  const [scan] = await db
    .select()
    .from(wechatScans)
    .where(and(eq(wechatScans.ticketHash, hashTicket(ticket)), eq(wechatScans.userId, accountId)))
    .limit(1);
  if (!scan) throw AppError.notFound(QR_INVALID);
  if (!scan.scannedAt) return scan.expiresAt <= now ? { status: 'expired', nickname: '' } : { status: 'waiting', nickname: '' };
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ wechat: scan.nickname, wechatOpenId: scan.openId, updatedAt: now })
        .where(and(eq(users.id, accountId), or(eq(users.wechatOpenId, ''), eq(users.wechatOpenId, scan.openId))));
      await tx.delete(wechatScans).where(eq(wechatScans.id, scan.id));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db.delete(wechatScans).where(eq(wechatScans.id, scan.id));
    throw AppError.field('wechat', WECHAT_TAKEN);
  }
  const binding = await wechatBinding(db, accountId);
  return { status: 'bound', nickname: binding.nickname };
}

/**
 * The provider reports a scan: the first scan of a live ticket counts
 * (a conditional update), later ones and expired tickets answer false.
 */
export async function recordScan(db: Database, ticket: string, identity: { openId: string; nickname: string }, now = new Date()): Promise<ScanPurpose | null> {
  const [recorded] = await db
    .update(wechatScans)
    .set({ openId: identity.openId, nickname: identity.nickname, scannedAt: now })
    .where(and(eq(wechatScans.ticketHash, hashTicket(ticket)), isNull(wechatScans.scannedAt), gt(wechatScans.expiresAt, now)))
    .returning({ purpose: wechatScans.purpose });
  return recorded ? (recorded.purpose as ScanPurpose) : null;
}

/** 'bind': 绑定微信 (/zhzx/bdwx); 'login': 微信扫码登录 (services/wechat/login.ts). */
export type ScanPurpose = 'bind' | 'login';

/** The purpose of a live, not yet scanned ticket, else null (the scan page shows its form only then). */
export async function waitingTicketPurpose(db: Database, ticket: string, now = new Date()): Promise<ScanPurpose | null> {
  const [row] = await db
    .select({ purpose: wechatScans.purpose })
    .from(wechatScans)
    .where(and(eq(wechatScans.ticketHash, hashTicket(ticket)), isNull(wechatScans.scannedAt), gt(wechatScans.expiresAt, now)))
    .limit(1);
  return row ? (row.purpose as ScanPurpose) : null;
}

/** docs/product/calls.md DELETE /api/user/unbind_wechat: idempotent; pending tickets die with it. */
export async function unbindWechat(db: Database, accountId: number): Promise<WechatBinding> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ wechat: '', wechatOpenId: '', updatedAt: new Date() }).where(eq(users.id, accountId));
    await tx.delete(wechatScans).where(and(eq(wechatScans.userId, accountId), isNotNull(wechatScans.scannedAt)));
  });
  return { bound: 0, nickname: '' };
}
