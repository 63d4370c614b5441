/**
 * Shapes of the account centre (/zhzx, 账户中心) answers: stores (多门店管理),
 * messages (我的消息), WeChat binding (绑定微信) and drug inspection reports
 * (质检报告). Times are unix seconds (docs/product/constants.md).
 */

import { z } from 'zod';

/**
 * Shapes of the account centre (/zhzx, 账户中心) answers: stores (多门店管理),
 * messages (我的消息), WeChat binding (绑定微信) and drug inspection reports
 * (质检报告). Times are unix seconds (docs/product/constants.md).
 */
/** One store (门店) under the login: the login account itself is the first (总店). */
export const accountStoreSchema = z.strictObject({
  id: z.number(),
  company: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  /** 1 for the login account itself, 0 for a store it owns. */
  is_main: z.literal([0, 1]),
  /** 1 for the store the session buys for now. */
  is_current: z.literal([0, 1]),
  is_passed: z.literal([0, 1]),
  /** Lines in that store's cart. */
  cart: z.number(),
});

export const accountStoresSchema = z.strictObject({
  list: z.array(accountStoreSchema),
  current_id: z.number(),
});

export const accountMessageSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  is_read: z.literal([0, 1]),
  created_at: z.number(),
});

export const accountMessagePageSchema = z.strictObject({
  list: z.array(accountMessageSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  /** Unread messages of the buyer: UserState.message_count. */
  unread: z.number(),
});

export const unreadCountSchema = z.strictObject({
  unread: z.number(),
});

/** GET /api/user/phone/{value}: 1 when no other login uses the number. */
export const phoneAvailabilitySchema = z.strictObject({
  available: z.literal([0, 1]),
});

export const wechatBindingSchema = z.strictObject({
  /** 1 when a WeChat account is bound to the login. */
  bound: z.literal([0, 1]),
  nickname: z.string(),
});

export const wechatQrSchema = z.strictObject({
  /** The ticket the page polls with. */
  ticket: z.string(),
  /** What the QR code encodes. */
  url: z.string(),
  /** When the QR code stops working, unix seconds. */
  expires_at: z.number(),
});

export const wechatScanStateSchema = z.strictObject({
  /** waiting: not scanned yet; bound: scanned and bound; expired: ask for a new QR code. */
  status: z.literal(['waiting', 'bound', 'expired']),
  nickname: z.string(),
});

export const inspectionReportSchema = z.strictObject({
  id: z.number(),
  goods_id: z.number(),
  goods_name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  batch_no: z.string(),
  report_no: z.string(),
  inspector: z.string(),
  conclusion: z.string(),
  /** 检验日期 YYYY-MM-DD. */
  inspected_on: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  /** image (an SVG picture) or pdf. */
  format: z.literal(['image', 'pdf']),
  /** Where the document opens. */
  url: z.string(),
});

export const inspectionReportPageSchema = z.strictObject({
  list: z.array(inspectionReportSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

export type AccountStore = z.infer<typeof accountStoreSchema>;
export type AccountStores = z.infer<typeof accountStoresSchema>;
export type AccountMessage = z.infer<typeof accountMessageSchema>;
export type AccountMessagePage = z.infer<typeof accountMessagePageSchema>;
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export type PhoneAvailability = z.infer<typeof phoneAvailabilitySchema>;
export type WechatBinding = z.infer<typeof wechatBindingSchema>;
export type WechatQr = z.infer<typeof wechatQrSchema>;
export type WechatScanState = z.infer<typeof wechatScanStateSchema>;
export type InspectionReport = z.infer<typeof inspectionReportSchema>;
export type InspectionReportPage = z.infer<typeof inspectionReportPageSchema>;
