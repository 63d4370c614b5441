/**
 * The inputs of registration step 2 and 3 and of a licence's renewal (./onboarding.ts registerStep2,
 * registerSubmit, zizhiRenew), apart so their forms validate with them: browser code imports this module
 * only with a dynamic import, on submit, so it and zod load in a chunk of their own
 * (scripts/build/contract-for-browser.ts, docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { BUSINESS_TYPES, LICENCE_KINDS } from '../../domain/licences';
import { id, text } from './fields';

const businessTypeValues = BUSINESS_TYPES.map((t) => t.value) as [string, ...string[]];

/** The three region selects share one message, shown under 所在地区. */
const REGION_REQUIRED = '请选择所在地区';

/** Step 2: the business. The region names must be a province → city → district path of the dataset (the server checks). */
export const registerStep2Input = z.object({
  company: text('企业名称', 60, '请输入企业名称'),
  type: z.enum(businessTypeValues, { error: '请选择企业类型' }),
  name: text('联系人', 20, '请输入联系人'),
  province: text('省份', 20, REGION_REQUIRED),
  city: text('城市', 30, REGION_REQUIRED),
  district: text('区县', 30, REGION_REQUIRED),
  address_detail: text('详细地址', 100, '请输入详细地址'),
});

/** YYYY-MM-DD, a real calendar date; one message per value (an empty one is not also 格式不正确). */
export const isoDate = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .min(1, { error: `请选择${label}`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式不正确`, abort: true })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `${label}格式不正确`);

/**
 * One licence of one kind, its messages naming the document (请输入营业执照号码, 请上传营业执照): step 3
 * shows several licences at once, so a message says which one it is about.
 */
const licenceOf = <K extends string>(kind: K, label: string) =>
  z.object({
    kind: z.literal(kind),
    number: text(`${label}号码`, 40, `请输入${label}号码`),
    expires_on: isoDate('有效期至'),
    file_id: id(`${label}文件`, `请上传${label}`),
  });

type Kind = (typeof LICENCE_KINDS)[number]['value'];
const [first, ...rest] = LICENCE_KINDS.map(({ value, label }) => licenceOf<Kind>(value, label));

/** A licence: its kind, number, expiry and uploaded file (a renewal, or one row of step 3). */
export const licenceInput = z.discriminatedUnion('kind', [first!, ...rest], { error: '证件类型不正确' });

/** Step 3: every required document (the server checks which are required, and their files' owner). */
export const registerSubmitInput = z.object({
  licences: z.array(licenceInput, { error: '请上传资质证件' }).min(1, '请上传资质证件').max(LICENCE_KINDS.length, '证件过多'),
});
