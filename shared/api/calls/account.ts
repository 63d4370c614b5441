import * as defs from '../../contract/calls/account';
import { createCode } from '../../contract/calls/sms';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

/** GET /api/user/stores: the login account and its stores, the current one marked. */
export function fetchStores(options?: CallOptions) {
  return call(defs.accountStores, {}, options);
}

/** POST /api/user/stores/switch {id}: answers the chosen store's user state. */
export function switchStore(id: number, options?: CallOptions) {
  return call(defs.accountStoreSwitch, { id }, options);
}

/** POST /api/user/updateUserInfo {name, phone, code?}. */
export function updateUserInfo(input: InputOf<typeof defs.updateUserInfo>, options?: CallOptions) {
  return call(defs.updateUserInfo, input, options);
}

/** GET /api/user/phone/{value}: is the number free? */
export function checkPhone(value: string, options?: CallOptions) {
  return call(defs.phoneAvailability, { value }, options);
}

/** GET /api/user/messages {page}: unread first. */
export function fetchMessages(page: number, options?: CallOptions) {
  return call(defs.accountMessages, { page }, options);
}

/** POST /api/user/messages/{id}/read: answers the unread count. */
export function markMessageRead(id: number, options?: CallOptions) {
  return call(defs.accountMessageRead, { id }, options);
}

/** POST /api/user/messages/read_all: answers the unread count (0). */
export function markAllMessagesRead(options?: CallOptions) {
  return call(defs.accountMessagesReadAll, {}, options);
}

export function fetchWechatBinding(options?: CallOptions) {
  return call(defs.wechatBinding, {}, options);
}

/** POST /api/user/wechat/qr: a QR code to scan. */
export function createWechatQr(options?: CallOptions) {
  return call(defs.wechatQr, {}, options);
}

/** GET /api/user/wechat/qr/{ticket}: waiting, bound or expired. */
export function fetchWechatScan(ticket: string, options?: CallOptions) {
  return call(defs.wechatScanState, { ticket }, options);
}

/** DELETE /api/user/unbind_wechat. */
export function unbindWechat(options?: CallOptions) {
  return call(defs.unbindWechat, {}, options);
}

/** GET /api/jybg/filter {goods_name, sccj, batch_no, page}. */
export function fetchInspectionReports(input: InputOf<typeof defs.inspectionReports>, options?: CallOptions) {
  return call(defs.inspectionReports, input, options);
}

/** POST /api/user/create_code {phone, type: change_phone}: a code to the new number (60 s before another). */
export function sendChangePhoneCode(phone: string, options?: CallOptions) {
  return call(createCode, { phone, type: 'change_phone' }, options);
}
