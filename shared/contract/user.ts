/**
 * Why an unverified buyer (is_passed 0) cannot order yet: the 422 of
 * POST /api/order (field `user`), the checkout preview's blocked_reason,
 * and the notice of the cart and confirm steps all say this.
 */
export const UNVERIFIED_BUYER_MESSAGE = '您的资质正在审核中，审核通过后即可下单';

/** The buyer's state as `GET /api/user/base` returns it (spec §3 "User state"). */
export interface AccountManager {
  name: string;
  phone: string;
  /** 0: a named manager, shown with the 专属服务 prefix; 1: the default service desk. */
  is_default: 0 | 1;
}

export interface UserState {
  /** 1 once the base call has answered (spec §8: "User base call fails: user state set to show"). */
  show: 0 | 1;
  username: string;
  /** Contact person. */
  name: string;
  phone: string;
  /** Company name; its presence tells a member from a visitor (spec §6). */
  company: string;
  face: string;
  rank: number;
  admin: AccountManager;
  address: string;
  is_passed: 0 | 1;
  points: number;
  /** Number of lines in the cart. */
  cart: number;
  message_count: number;
  wechat: string;
  common_config: { hot_line: string; qq1: string; qq2: string };
  quality_inspection: { quality_inspection_url: string; msg: string };
  login_url: string;
  is_show_youx: 0 | 1;
  is_special: 0 | 1;
  is_can_chat: 0 | 1;
  token: string;
  is_AfterSale: 0 | 1;
  /** The salesperson (业务员) code the buyer is served by. */
  ywy: string;
  /** The buyer's customer code in the ERP. */
  customer: string;
  /** Buyer type: pharmacy, clinic or chain. */
  type: string;
  /**
   * 资质审核: approved (已通过), pending (审核中) or rejected (未通过, with
   * review_reason). Optional in the type so fixtures written before it stay
   * valid; the server always sends these three.
   */
  review_state?: 'pending' | 'rejected' | 'approved';
  review_reason?: string;
  /** An expired licence, or one within 30 days of expiry, in a sentence for the header; '' otherwise. */
  licence_warning?: string;
}
