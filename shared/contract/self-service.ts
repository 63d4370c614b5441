import { z } from 'zod';

/** Self-service (/zzfw) shapes. */
/** One goods of 快捷采购 (/zzfw/kjcg): what this buyer bought of it, and what it costs now. */
export const fastBuyItemSchema = z.strictObject({
  goods_id: z.number(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  image: z.string(),
  /** Orders it was in. */
  times: z.number(),
  /** Units bought over those orders. */
  quantity: z.number(),
  /** Paid for it over those orders, 2-decimal yuan. */
  amount: z.string(),
  /** Seconds. */
  last_bought_at: z.number(),
  /** Today's unit price, 2-decimal yuan. */
  price: z.string(),
  /** Units in stock now. */
  number: z.number(),
  /** 1 when it can be bought now (on sale and in stock). */
  is_buy: z.literal([0, 1]),
  /** The quantity one click adds (the goods' step). */
  step: z.number(),
});

/** A photo the buyer uploaded (POST /api/upload): its id for forms, its address for <img> (the owner's session only). */
export const uploadedImageSchema = z.strictObject({
  id: z.number(),
  url: z.string(),
});

/** 品种求购 (/zzfw/pzqg). status 1 待回复, 2 已回复. */
export const varietyRequestSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  manufacturer: z.string(),
  specification: z.string(),
  quantity: z.number(),
  /** 2-decimal yuan, '' when none was given. */
  expected_price: z.string(),
  photo: uploadedImageSchema.nullable(),
  remark: z.string(),
  status: z.literal([1, 2]),
  status_text: z.string(),
  reply: z.string(),
  replied_at: z.number(),
  created_at: z.number(),
});

/** 意见反馈 (/zzfw/yjfk). type 1 功能建议, 2 商品问题, 3 配送问题, 4 服务投诉, 5 其他; status 1 待回复, 2 已回复. */
export const feedbackSchema = z.strictObject({
  id: z.number(),
  type: z.literal([1, 2, 3, 4, 5]),
  type_text: z.string(),
  content: z.string(),
  contact: z.string(),
  images: z.array(uploadedImageSchema),
  status: z.literal([1, 2]),
  status_text: z.string(),
  reply: z.string(),
  replied_at: z.number(),
  created_at: z.number(),
});

export type FastBuyItem = z.infer<typeof fastBuyItemSchema>;
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export type VarietyRequest = z.infer<typeof varietyRequestSchema>;
export type Feedback = z.infer<typeof feedbackSchema>;

/** Uploads: what POST /api/upload accepts (checked on the bytes, not the name or the browser's type). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const UPLOAD_PATH = '/api/upload';

export const FEEDBACK_TYPES: Record<1 | 2 | 3 | 4 | 5, string> = { 1: '功能建议', 2: '商品问题', 3: '配送问题', 4: '服务投诉', 5: '其他' };

export const FEEDBACK_IMAGES_MAX = 3;

/** The feedback's 联系方式 (optional): a phone number or an email, at most this long. */
export const FEEDBACK_CONTACT_MAX = 40;
export const FEEDBACK_CONTACT_MESSAGE = '联系方式请填写手机号或邮箱';

export const REPLY_STATUS_TEXT: Record<1 | 2, string> = { 1: '待回复', 2: '已回复' };
