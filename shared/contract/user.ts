import { z } from 'zod';

/** The buyer's state as `GET /api/user/base` returns it (docs/product/entities.md "User state"). */
export const accountManagerSchema = z.strictObject({
  name: z.string(),
  phone: z.string(),
  /** 0: a named manager, shown with the 专属服务 prefix; 1: the default service desk. */
  is_default: z.literal([0, 1]),
});

export const userStateSchema = z.strictObject({
  /** 1 once the base call has answered (docs/product/errors.md: "User base call fails: user state set to show"). */
  show: z.literal([0, 1]),
  username: z.string(),
  /** Contact person. */
  name: z.string(),
  phone: z.string(),
  /** Company name; its presence tells a member from a visitor (docs/product/roles.md). */
  company: z.string(),
  face: z.string(),
  rank: z.number(),
  admin: accountManagerSchema,
  address: z.string(),
  is_passed: z.literal([0, 1]),
  points: z.number(),
  /** Number of lines in the cart. */
  cart: z.number(),
  message_count: z.number(),
  wechat: z.string(),
  common_config: z.strictObject({
    hot_line: z.string(),
    qq1: z.string(),
    qq2: z.string(),
  }),
  quality_inspection: z.strictObject({
    quality_inspection_url: z.string(),
    msg: z.string(),
  }),
  login_url: z.string(),
  is_show_youx: z.literal([0, 1]),
  is_special: z.literal([0, 1]),
  is_can_chat: z.literal([0, 1]),
  token: z.string(),
  is_AfterSale: z.literal([0, 1]),
  /** The salesperson (业务员) code the buyer is served by. */
  ywy: z.string(),
  /** The buyer's customer code in the ERP. */
  customer: z.string(),
  /** Buyer type: pharmacy, clinic or chain. */
  type: z.string(),
  /**
   * 资质审核: approved (已通过), pending (审核中) or rejected (未通过, with
   * review_reason). Optional in the type so fixtures written before it stay
   * valid; the server always sends these three.
   */
  review_state: z.enum(['pending', 'rejected', 'approved']).optional(),
  review_reason: z.string().optional(),
  /** An expired licence, or one within 30 days of expiry, in a sentence for the header; '' otherwise. */
  licence_warning: z.string().optional(),
});

export type AccountManager = z.infer<typeof accountManagerSchema>;
export type UserState = z.infer<typeof userStateSchema>;

/**
 * Why an unverified buyer (is_passed 0) cannot order yet: the 422 of
 * POST /api/order (field `user`), the checkout preview's blocked_reason,
 * and the notice of the cart and confirm steps all say this.
 */
export const UNVERIFIED_BUYER_MESSAGE = '您的资质正在审核中，审核通过后即可下单';
