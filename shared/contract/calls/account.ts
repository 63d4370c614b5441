import { z } from 'zod';
import {
  accountMessagePageSchema,
  accountStoresSchema,
  inspectionReportPageSchema,
  phoneAvailabilitySchema,
  unreadCountSchema,
  wechatBindingSchema,
  wechatQrSchema,
  wechatScanStateSchema,
} from '../account';
import { defineCall } from '../define-call';
import { userStateSchema } from '../user';
import { id, page, perPage, text } from './fields';
import { mobile, updateUserInfoInput } from './user-info-input';

/**
 * The account centre (/zhzx). No call takes a buyer id other than a store
 * to switch to, which the server checks against the login's own stores.
 */

export const MESSAGES_PER_PAGE = 10;
export const REPORTS_PER_PAGE = 10;

/** 多门店管理: the login account and its stores, the current one marked. */
export const accountStores = defineCall({
  output: accountStoresSchema,
  method: 'GET',
  path: '/api/user/stores',
  access: 'member',
  input: z.object({}),
});

/** Switches the store the session buys for; answers the new user state (header, cart badge). */
export const accountStoreSwitch = defineCall({
  output: userStateSchema,
  method: 'POST',
  path: '/api/user/stores/switch',
  access: 'member',
  input: z.object({ id: id('门店编号') }),
});

/**
 * docs/product/calls.md POST /api/user/updateUserInfo {name, phone}: the current store's
 * contact name, and its phone; a new phone needs `code`, the SMS code sent
 * to that new number (purpose change_phone).
 */
export const updateUserInfo = defineCall({
  output: userStateSchema,
  method: 'POST',
  path: '/api/user/updateUserInfo',
  access: 'member',
  input: updateUserInfoInput,
});

/** docs/product/calls.md GET /api/user/phone/{value}: is the number free for this login? */
export const phoneAvailability = defineCall({
  output: phoneAvailabilitySchema,
  method: 'GET',
  path: '/api/user/phone/:value',
  access: 'member',
  input: z.object({ value: mobile('手机号', '请填写手机号') }),
});

/** 我的消息: unread first, newest first within each. */
export const accountMessages = defineCall({
  output: accountMessagePageSchema,
  method: 'GET',
  path: '/api/user/messages',
  access: 'member',
  input: z.object({ page, per_page: perPage(MESSAGES_PER_PAGE) }),
});

export const accountMessageRead = defineCall({
  output: unreadCountSchema,
  method: 'POST',
  path: '/api/user/messages/:id/read',
  access: 'member',
  input: z.object({ id: id('消息编号') }),
});

export const accountMessagesReadAll = defineCall({
  output: unreadCountSchema,
  method: 'POST',
  path: '/api/user/messages/read_all',
  access: 'member',
  input: z.object({}),
});

/** 绑定微信: the login's binding. */
export const wechatBinding = defineCall({
  output: wechatBindingSchema,
  method: 'GET',
  path: '/api/user/wechat',
  access: 'member',
  input: z.object({}),
});

/** A QR code to scan with WeChat (the provider's; locally a page on this site). */
export const wechatQr = defineCall({
  output: wechatQrSchema,
  method: 'POST',
  path: '/api/user/wechat/qr',
  access: 'member',
  input: z.object({}),
});

/** Polled while the QR code shows: binds once the scan arrived. */
export const wechatScanState = defineCall({
  output: wechatScanStateSchema,
  method: 'GET',
  path: '/api/user/wechat/qr/:ticket',
  access: 'member',
  input: z.object({
    ticket: z.string({ error: '二维码已失效' }).regex(/^[A-Za-z0-9_-]{20,64}$/, '二维码已失效'),
  }),
});

/** docs/product/calls.md DELETE /api/user/unbind_wechat. */
export const unbindWechat = defineCall({
  output: wechatBindingSchema,
  method: 'DELETE',
  path: '/api/user/unbind_wechat',
  access: 'member',
  input: z.object({}),
});

/** docs/product/calls.md GET /api/jybg/filter: drug inspection reports by goods name, manufacturer and batch number. */
export const inspectionReports = defineCall({
  output: inspectionReportPageSchema,
  method: 'GET',
  path: '/api/jybg/filter',
  access: 'member',
  input: z.object({
    goods_name: text('商品名称', 50),
    sccj: text('生产厂家', 50),
    batch_no: text('批号', 40),
    page,
    per_page: perPage(REPORTS_PER_PAGE),
  }),
});
