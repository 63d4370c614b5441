import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { RegistrationDraft } from '../../../shared/contract/calls/onboarding';
import { licenceLabel, requiredLicences, type BusinessType } from '../../../shared/domain/licences';
import { chinaDate } from '../../../shared/domain/time';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { licences, registrationDrafts, uploads, users, type DraftBusinessJson } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword } from '../../lib/password';
import type { Upload } from '../../http/upload';
import type { LicenceMime } from '../licences/file-type';
import { checkSmsCode, verifyAndConsumeCode } from '../sms/codes';
import { claimRegistrationScan, WECHAT_ALREADY_REGISTERED } from '../wechat/login';
import { isRegionPath } from './regions';
import { recordEvent } from '../webhooks/outbox';

/** A draft lives 2 hours from its start; the cookie's Max-Age matches. */
export const DRAFT_TTL_SECONDS = 2 * 3600;
/** Files one draft may hold (re-uploads included). */
const DRAFT_FILE_LIMIT = 20;

export const REGISTRATION_MESSAGES = {
  noDraft: '注册信息已失效，请从第一步重新开始',
  phoneTaken: '该手机号已注册，请直接登录',
  usernameTaken: '该用户名已被使用',
  noBusiness: '请先填写企业信息',
  badRegion: '请选择正确的所在地区',
  tooManyFiles: '上传文件过多，请从第一步重新开始',
  notOwner: '只有主账号可以新增门店',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type DraftRow = typeof registrationDrafts.$inferSelect;

/** The live draft a yp_reg cookie stands for, or null. */
export async function draftOf(db: Database | Transaction, token: string | undefined, now: number): Promise<DraftRow | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(registrationDrafts)
    .where(and(eq(registrationDrafts.tokenHash, hashToken(token)), gt(registrationDrafts.expiresAt, new Date(now))))
    .limit(1);
  return row ?? null;
}

export async function requireDraft(db: Database | Transaction, token: string | undefined, now: number): Promise<DraftRow> {
  const draft = await draftOf(db, token, now);
  if (!draft) throw AppError.field('draft', REGISTRATION_MESSAGES.noDraft);
  return draft;
}

/** What the pages show of a draft (never the password hash). */
export async function presentDraft(db: Database | Transaction, draft: DraftRow): Promise<RegistrationDraft> {
  const files = await db
    .select({ id: uploads.id, mime: uploads.mime, size: uploads.size, originalName: uploads.originalName })
    .from(uploads)
    .where(and(eq(uploads.draftId, draft.id), eq(uploads.purpose, 'licence')))
    .orderBy(uploads.id);
  const type = (draft.business?.type ?? 'pharmacy') as BusinessType;
  return {
    mode: draft.ownerId ? 'store' : 'buyer',
    phone: draft.phone,
    username: draft.username,
    wechat: draft.wechatNickname,
    business: draft.business ?? null,
    required: requiredLicences(type),
    // The kind a file was uploaded for is the client's to pair; the file row does not hold it.
    files: files.map((file) => ({ id: file.id, kind: '', mime: file.mime, size: file.size, original_name: file.originalName })),
  };
}

async function newDraft(tx: Transaction, values: Omit<typeof registrationDrafts.$inferInsert, 'tokenHash' | 'expiresAt'>, now: number) {
  // Housekeeping on the way in: expired drafts (and, by cascade, their file rows) go.
  await tx.delete(registrationDrafts).where(lt(registrationDrafts.expiresAt, new Date(now)));
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(registrationDrafts)
    .values({ ...values, tokenHash: hashToken(token), expiresAt: new Date(now + DRAFT_TTL_SECONDS * 1000) })
    .returning();
  return { token, draft: row! };
}

async function assertUsernameFree(db: Database | Transaction, username: string): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  if (taken) throw AppError.field('username', REGISTRATION_MESSAGES.usernameTaken);
}

/**
 * Step 1: spends the code (checked first outside the transaction, so a
 * wrong guess stays counted), refuses a registered phone or a taken
 * username, and starts a draft holding the phone, username and password
 * hash. No account exists yet. With a WeChat ticket (/register/wechat)
 * the scanned login ticket is spent in the same transaction and the draft
 * carries its WeChat, bound to the account at the final submit.
 */
export async function startBuyerDraft(
  db: Database,
  input: { phone: string; code: string; username: string; password: string; ticket?: string },
  now: number,
): Promise<{ token: string; draft: RegistrationDraft }> {
  const lowered = input.password.toLowerCase();
  if (lowered === input.username.toLowerCase() || lowered === input.phone) throw AppError.field('password', '密码不能与用户名或手机号相同');
  const [registered] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, input.phone), isNull(users.ownerId)))
    .limit(1);
  if (registered) throw AppError.field('phone', REGISTRATION_MESSAGES.phoneTaken);
  await assertUsernameFree(db, input.username);
  const codeInput = { phone: input.phone, purpose: 'register' as const, code: input.code, now: new Date(now) };
  await checkSmsCode(db, codeInput);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await verifyAndConsumeCode(tx, codeInput);
    const wechat = input.ticket ? await claimRegistrationScan(tx, input.ticket, new Date(now)) : null;
    const { token, draft } = await newDraft(
      tx,
      { phone: input.phone, username: input.username, passwordHash, wechatOpenId: wechat?.openId ?? '', wechatNickname: wechat?.nickname ?? '' },
      now,
    );
    return { token, draft: await presentDraft(tx, draft) };
  });
}

/** /register_dd: a logged-in login account (not a store) starts a store draft; step 1 is its login. */
export async function startStoreDraft(db: Database, ownerId: number, now: number): Promise<{ token: string; draft: RegistrationDraft }> {
  const [owner] = await db.select({ id: users.id, ownerId: users.ownerId, phone: users.phone }).from(users).where(eq(users.id, ownerId)).limit(1);
  if (!owner || owner.ownerId !== null) throw AppError.forbidden(REGISTRATION_MESSAGES.notOwner);
  return db.transaction(async (tx) => {
    const { token, draft } = await newDraft(tx, { ownerId, phone: owner.phone }, now);
    return { token, draft: await presentDraft(tx, draft) };
  });
}

/** Step 2: the business, with a region path the dataset knows. */
export async function saveBusiness(db: Database, draft: DraftRow, business: DraftBusinessJson): Promise<RegistrationDraft> {
  if (!isRegionPath(business.province, business.city, business.district)) throw AppError.field('province', REGISTRATION_MESSAGES.badRegion);
  const [row] = await db.update(registrationDrafts).set({ business }).where(eq(registrationDrafts.id, draft.id)).returning();
  return presentDraft(db, row!);
}

/**
 * Step 3's upload, and the account centre's: a file the upload reader has
 * already typed by content as a JPEG, PNG or PDF of at most 5 MB
 * (LICENCE_UPLOAD). Kept in the one upload store (the uploads table), so
 * any API node serves it.
 */
export async function storeLicenceFile(
  db: Database,
  owner: { draftId: number } | { userId: number },
  file: Upload<LicenceMime>,
): Promise<{ id: number; mime: string; size: number; original_name: string }> {
  const { mime } = file;
  if ('draftId' in owner) {
    const held = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.draftId, owner.draftId));
    if (held.length >= DRAFT_FILE_LIMIT) throw AppError.field('file', REGISTRATION_MESSAGES.tooManyFiles);
  }
  // The name is shown back to its owner only; control characters and paths are dropped.
  const originalName = (file.filename.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').slice(0, 100);
  const [row] = await db
    .insert(uploads)
    .values({
      ...('draftId' in owner ? { draftId: owner.draftId } : { userId: owner.userId }),
      purpose: 'licence',
      mime,
      size: file.bytes.length,
      originalName,
      data: file.bytes,
    })
    .returning({ id: uploads.id, mime: uploads.mime, size: uploads.size, originalName: uploads.originalName });
  return { id: row!.id, mime: row!.mime, size: row!.size, original_name: row!.originalName };
}

export interface SubmittedLicence {
  kind: string;
  number: string;
  expires_on: string;
  file_id: number;
}

/**
 * The final submit: one transaction writes the account (is_passed false:
 * 审核中), its licences (pending) and hands the draft's files to it, then
 * ends the draft. Two drafts racing for one phone: the unique index on
 * login phones lets one insert win; the other answers 422 on phone and
 * writes nothing. Two /register/wechat drafts of one WeChat: the unique
 * index on users.wechat_open_id does the same (422 on wechat).
 */
export async function submitRegistration(
  db: Database,
  draft: DraftRow,
  submitted: SubmittedLicence[],
  now: number,
): Promise<{ userId: number; username: string; mode: 'buyer' | 'store' }> {
  const business = draft.business;
  if (!business) throw AppError.field('company', REGISTRATION_MESSAGES.noBusiness);
  const today = chinaDate(new Date(now));
  const byKind = new Map(submitted.map((licence) => [licence.kind, licence]));
  for (const kind of requiredLicences(business.type as BusinessType)) {
    const licence = byKind.get(kind);
    if (!licence) throw AppError.field('licences', `请上传${licenceLabel(kind)}`);
    if (licence.expires_on < today) throw AppError.field('licences', `${licenceLabel(kind)}已过期，请上传有效期内的证件`);
  }
  const fileIds = [...new Set(submitted.map((licence) => licence.file_id))];
  const owned = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, fileIds), eq(uploads.draftId, draft.id), eq(uploads.purpose, 'licence')));
  if (owned.length !== fileIds.length) throw AppError.field('licences', '证件文件不存在，请重新上传');

  let owner: { username: string; accountManagerId: number | null } | undefined;
  if (draft.ownerId) {
    [owner] = await db.select({ username: users.username, accountManagerId: users.accountManagerId }).from(users).where(eq(users.id, draft.ownerId)).limit(1);
    if (!owner) throw AppError.field('draft', REGISTRATION_MESSAGES.noDraft);
  }
  const username = owner ? `${owner.username}_${randomBytes(3).toString('hex')}` : draft.username;

  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          ownerId: draft.ownerId,
          username,
          passwordHash: draft.ownerId ? null : draft.passwordHash,
          phone: draft.phone,
          name: business.name,
          company: business.company,
          type: business.type,
          province: business.province,
          city: business.city,
          district: business.district,
          addressDetail: business.address_detail,
          wechat: draft.wechatNickname,
          wechatOpenId: draft.wechatOpenId,
          accountManagerId: owner?.accountManagerId ?? null,
          isPassed: false,
        })
        .returning({ id: users.id });
      const userId = user!.id;
      // The files were the draft's: handed to the account before the draft (and its cascade) goes.
      await tx.update(uploads).set({ userId, draftId: null }).where(inArray(uploads.id, fileIds));
      for (const licence of submitted) {
        await tx
          .insert(licences)
          .values({ userId, kind: licence.kind, number: licence.number, expiresOn: licence.expires_on, fileId: licence.file_id, status: 'pending' });
      }
      // The draft must still exist: a second submit of the same draft finds it gone and writes nothing.
      const [live] = await tx.delete(registrationDrafts).where(eq(registrationDrafts.id, draft.id)).returning({ id: registrationDrafts.id });
      if (!live) throw AppError.field('draft', REGISTRATION_MESSAGES.noDraft);
      await recordEvent(tx, 'registration.submitted', {
        object: 'registration',
        id: String(userId),
        user_id: userId,
        company: business.company,
        business_type: business.type,
      });
      return { userId, username, mode: draft.ownerId ? ('store' as const) : ('buyer' as const) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const text = String((error as { cause?: { constraint?: string; message?: string } }).cause?.constraint ?? (error as Error).message);
      if (text.includes('wechat')) throw AppError.field('wechat', WECHAT_ALREADY_REGISTERED);
      if (text.includes('username')) throw AppError.field('username', REGISTRATION_MESSAGES.usernameTaken);
      throw AppError.field('phone', REGISTRATION_MESSAGES.phoneTaken);
    }
    throw error;
  }
}
