/**
 * Shapes of the account centre (/zhzx, 账户中心) answers: stores (多门店管理),
 * messages (我的消息), WeChat binding (绑定微信) and drug inspection reports
 * (质检报告). Times are unix seconds (spec §9).
 */

/** One store (门店) under the login: the login account itself is the first (总店). */
export interface AccountStore {
  id: number;
  company: string;
  name: string;
  phone: string;
  address: string;
  /** 1 for the login account itself, 0 for a store it owns. */
  is_main: 0 | 1;
  /** 1 for the store the session buys for now. */
  is_current: 0 | 1;
  is_passed: 0 | 1;
  /** Lines in that store's cart. */
  cart: number;
}

export interface AccountStores {
  list: AccountStore[];
  current_id: number;
}

export interface AccountMessage {
  id: number;
  title: string;
  body: string;
  is_read: 0 | 1;
  created_at: number;
}

export interface AccountMessagePage {
  list: AccountMessage[];
  total: number;
  page: number;
  per_page: number;
  /** Unread messages of the buyer: UserState.message_count. */
  unread: number;
}

export interface UnreadCount {
  unread: number;
}

/** GET /api/user/phone/{value}: 1 when no other login uses the number. */
export interface PhoneAvailability {
  available: 0 | 1;
}

export interface WechatBinding {
  /** 1 when a WeChat account is bound to the login. */
  bound: 0 | 1;
  nickname: string;
}

export interface WechatQr {
  /** The ticket the page polls with. */
  ticket: string;
  /** What the QR code encodes. */
  url: string;
  /** When the QR code stops working, unix seconds. */
  expires_at: number;
}

export interface WechatScanState {
  /** waiting: not scanned yet; bound: scanned and bound; expired: ask for a new QR code. */
  status: 'waiting' | 'bound' | 'expired';
  nickname: string;
}

export interface InspectionReport {
  id: number;
  goods_id: number;
  goods_name: string;
  sccj: string;
  ypgg: string;
  batch_no: string;
  report_no: string;
  inspector: string;
  conclusion: string;
  /** 检验日期 YYYY-MM-DD. */
  inspected_on: string;
  produced_on: string;
  expires_on: string;
  /** image (an SVG picture) or pdf. */
  format: 'image' | 'pdf';
  /** Where the document opens. */
  url: string;
}

export interface InspectionReportPage {
  list: InspectionReport[];
  total: number;
  page: number;
  per_page: number;
}
