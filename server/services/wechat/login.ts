import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { WechatQr } from '../../../shared/contract/account';
import type { Database, Transaction } from '../../db/client';
import { users, wechatScans } from '../../db/schema';
import { AppError } from '../../errors';
import { QR_INVALID, WECHAT_QR_TTL_MS } from './binding';
import type { WechatProvider } from './provider';

/**
 * 微信扫码登录 on /login (docs/decisions.md ADR-024). A
 * 'login' ticket has no user: its scan either logs in the login account
 * bound to that WeChat, or, for a WeChat bound to nobody, is handed to a
 * /register/wechat draft (registration.ts startWechatDraft), which binds the
 * account at the final submit.
 */

/** How long after its scan an unbound WeChat may start /register/wechat. */
export const WECHAT_REGISTER_WINDOW_MS = 30 * 60 * 1000;
export const WECHAT_SCAN_USED = '微信授权已失效，请重新扫码';
export const WECHAT_ALREADY_REGISTERED = '该微信已绑定药批账号，请直接扫码登录';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export type LoginScanState =
  { status: 'waiting' | 'expired'; nickname: '' } | { status: 'register'; nickname: string } | { status: 'logged_in'; nickname: string; accountId: number };

/** A login QR ticket; login tickets past any use (expired and past the register window) are cleared on the way. */
export async function createLoginQr(db: Database, provider: WechatProvider, origin: string, now = new Date()): Promise<WechatQr> {
  await db.delete(wechatScans).where(and(eq(wechatScans.purpose, 'login'), lt(wechatScans.expiresAt, new Date(now.getTime() - WECHAT_REGISTER_WINDOW_MS))));
  const ticket = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + WECHAT_QR_TTL_MS);
  await db.insert(wechatScans).values({ purpose: 'login', ticketHash: hashTicket(ticket), expiresAt });
  return { ticket, url: provider.qrUrl(ticket, origin), expires_at: Math.floor(expiresAt.getTime() / 1000) };
}

/**
 * Polled by the login page. A scan by a bound WeChat is spent here in one
 * conditional delete (a second poll of the same ticket finds it gone: 404)
 * and names the account to log in; an unbound one stays for /register/wechat.
 */
export async function loginScanState(db: Database, ticket: string, now = new Date()): Promise<LoginScanState> {
  const hash = hashTicket(ticket);
  const [scan] = await db
    .select()
    .from(wechatScans)
    .where(and(eq(wechatScans.ticketHash, hash), eq(wechatScans.purpose, 'login')))
    .limit(1);
  if (!scan) throw AppError.notFound(QR_INVALID);
  if (!scan.scannedAt) return { status: scan.expiresAt <= now ? 'expired' : 'waiting', nickname: '' };
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.wechatOpenId, scan.openId), isNull(users.ownerId)))
    .limit(1);
  if (!account) {
    if (scan.scannedAt.getTime() + WECHAT_REGISTER_WINDOW_MS <= now.getTime()) return { status: 'expired', nickname: '' };
    return { status: 'register', nickname: scan.nickname };
  }
  const [spent] = await db.delete(wechatScans).where(eq(wechatScans.id, scan.id)).returning({ id: wechatScans.id });
  if (!spent) throw AppError.notFound(QR_INVALID);
  return { status: 'logged_in', nickname: scan.nickname, accountId: account.id };
}

/** What a login ticket's scan says, for /register/wechat's page (no side effects). */
export async function pendingRegistrationScan(db: Database, ticket: string, now = new Date()): Promise<{ nickname: string } | null> {
  const [scan] = await db
    .select({ nickname: wechatScans.nickname, openId: wechatScans.openId })
    .from(wechatScans)
    .where(liveScannedLogin(hashTicket(ticket), now))
    .limit(1);
  if (!scan) return null;
  const [bound] = await db.select({ id: users.id }).from(users).where(eq(users.wechatOpenId, scan.openId)).limit(1);
  return bound ? null : { nickname: scan.nickname };
}

function liveScannedLogin(hash: string, now: Date) {
  return and(
    eq(wechatScans.ticketHash, hash),
    eq(wechatScans.purpose, 'login'),
    isNotNull(wechatScans.scannedAt),
    gt(wechatScans.scannedAt, new Date(now.getTime() - WECHAT_REGISTER_WINDOW_MS)),
  );
}

/**
 * /register/wechat step 1, inside its transaction: spends the scanned login
 * ticket (a conditional delete: a ticket serves one draft) and answers its
 * WeChat. A WeChat bound meanwhile is refused here; one bound between this
 * and the final submit is refused there by the unique index.
 */
export async function claimRegistrationScan(tx: Transaction, ticket: string, now: Date): Promise<{ openId: string; nickname: string }> {
  const [scan] = await tx
    .delete(wechatScans)
    .where(liveScannedLogin(hashTicket(ticket), now))
    .returning({ openId: wechatScans.openId, nickname: wechatScans.nickname });
  if (!scan) throw AppError.field('wechat', WECHAT_SCAN_USED);
  const [bound] = await tx.select({ id: users.id }).from(users).where(eq(users.wechatOpenId, scan.openId)).limit(1);
  if (bound) throw AppError.field('wechat', WECHAT_ALREADY_REGISTERED);
  return scan;
}
