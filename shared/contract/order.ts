/**
 * Orders, payment, addresses, coupons, wallet, after-sales and points orders
 * as the API returns them. The spec shows none of these shapes (§7 "Not
 * shown"); docs/decisions.md "Orders" records the choices. Money is 2-decimal
 * yuan strings; times are 10-digit second timestamps (spec §9).
 */
import type { CheckoutPreview } from './cart';

/** 1 待付款, 2 待发货, 3 待收货, 4 已完成, 5 已取消 (docs/decisions.md "Orders"). */
export type OrderStatus = 1 | 2 | 3 | 4 | 5;
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  1: '待付款',
  2: '待发货',
  3: '待收货',
  4: '已完成',
  5: '已取消',
};

/** Order list tabs: 0 全部, 1–5 a status, 6 售后 (orders with an after-sales application). */
export const ORDER_TABS = [0, 1, 2, 3, 4, 5, 6] as const;

export type PayMethod = 'wallet' | 'online' | 'offline';

export interface Address {
  id: number;
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  /** province + city + district + detail. */
  full: string;
  is_default: 0 | 1;
}

export interface OrderItem {
  id: number;
  goods_id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  approval: string;
  image: string;
  number: number;
  price: string;
  amount: string;
  type: number;
  is_ephedrine: 0 | 1;
  gift: { name: string; number: number; total: string } | null;
  /** Units already returned through after-sales. */
  returned_number: number;
  /** Units that may still be applied for. */
  returnable_number: number;
  /** The 套餐 the line was sold in ('' for goods bought on their own): group such lines under 「套餐：name」. */
  combination_name: string;
}

/** What a buyer may do with the order now; the UI shows exactly these buttons. */
export interface OrderActions {
  pay: 0 | 1;
  cancel: 0 | 1;
  receive: 0 | 1;
  after_sale: 0 | 1;
  rebuy: 0 | 1;
}

export interface OrderSummary {
  id: number;
  order_no: string;
  status: OrderStatus;
  status_text: string;
  /** 0 none, 1 售后中, 2 售后完成. */
  after_sale_status: 0 | 1 | 2;
  pay_total: string;
  goods_count: number;
  goods_quantity: number;
  /** The first few lines, for the list. */
  items: OrderItem[];
  is_hm: 0 | 1;
  pay_method: PayMethod | '';
  offline_pending: 0 | 1;
  created_at: number;
  /** Unpaid orders: when they expire (seconds); 0 otherwise. */
  expires_at: number;
  actions: OrderActions;
}

export interface OrderTimelineEntry {
  text: string;
  at: number;
}

export interface OrderDetail extends OrderSummary {
  items: OrderItem[];
  goods_total: string;
  manjian: string;
  discount: string;
  coupon: string;
  freight: string;
  refunded: string;
  consignee: string;
  phone: string;
  address: string;
  invoice: { type: 0 | 1 | 2; type_text: string; title: string; tax_no: string };
  remark: string;
  cancel_reason: string;
  logistics: { company: string; tracking_no: string };
  paid_at: number;
  shipped_at: number;
  completed_at: number;
  cancelled_at: number;
  timeline: OrderTimelineEntry[];
  after_sales: AfterSaleSummary[];
  /** The order's payment attempts and refunds, oldest first (the ledger, not only the final method). */
  payments: OrderPayment[];
  /** Server clock (seconds), for the countdown of an unpaid order. */
  now: number;
}

export interface OrderCounts {
  /** Per tab id (0–6) as string keys. */
  [tab: string]: number;
}

export interface CreatedOrder {
  id: number;
  order_no: string;
  pay_total: string;
  is_hm: 0 | 1;
  /** Where the buyer pays: /cart/step3/{id} or /cart/hm?id={id}. */
  pay_path: string;
}

export interface OrderCheckoutPreview extends CheckoutPreview {
  coupon: { id: number; name: string; amount: string } | null;
  is_hm: 0 | 1;
  /** 0 when POST /api/order would be refused for the buyer (qualification not yet approved); blocked_reason says why. */
  can_order: 0 | 1;
  /** '' when can_order is 1. */
  blocked_reason: string;
}

export interface Coupon {
  /** The held coupon's id (user_coupons.id). */
  id: number;
  name: string;
  /** 1 满减券, 2 现金券. */
  type: 1 | 2;
  threshold: string;
  amount: string;
  describe: string;
  /** 0 unused, 1 used, 2 expired. */
  status: 0 | 1 | 2;
  valid_from: number;
  valid_to: number;
  /** What it applies to (全场商品（秒杀除外）/ 仅限优选商品), and the goods list that shows them. */
  applies_to: string;
  goods_path: string;
  /** A used coupon: the order it paid for (0 otherwise). */
  order_id: number;
  order_no: string;
  /** Checkout only: 1 when the selected lines reach the threshold. */
  usable?: 0 | 1;
  /** Checkout only: why it cannot be used (还差¥X可用). */
  unusable_reason?: string;
}

export interface PaymentMethodInfo {
  method: PayMethod;
  name: string;
  enabled: 0 | 1;
  /** Why not (余额不足 / 含麻订单仅支持对公转账). */
  reason: string;
}

/** GET /api/order/:id/pay: what the pay page (/cart/step3, /cart/hm) shows. */
export interface PayInfo {
  order: OrderSummary;
  balance: string;
  methods: PaymentMethodInfo[];
  /** The receiving account for transfers. */
  bank: { name: string; account_name: string; account: string };
  now: number;
}

/** POST /api/order/:id/pay answer. */
export interface PayResult {
  status: 'paid' | 'pending' | 'submitted';
  order_id: number;
  payment_no: string;
  /** online: the provider's page the QR code encodes. */
  pay_url: string;
  /** online: an image URL of the QR code. */
  qr_image: string;
}

/**
 * pending: the live attempt (awaiting the gateway or finance); paid: the one
 * that paid the order; closed: voided before money moved (a newer attempt,
 * another method, the order cancelled); failed: the gateway refused to
 * start it; refunded: money that arrived late, sent back to where it came
 * from (or, for rows older than the ledger, to the wallet).
 */
export type PaymentAttemptStatus = 'pending' | 'paid' | 'failed' | 'closed' | 'refunded';

/** One payment attempt of an order, as the order page lists it. */
export interface OrderPayment {
  payment_no: string;
  method: PayMethod;
  /** 余额支付 / 在线支付 / 线下转账. */
  method_text: string;
  amount: string;
  status: PaymentAttemptStatus;
  /** 待支付, 待财务确认, 已支付, 已关闭, 支付失败, 已原路退回, 已退回账户余额. */
  status_text: string;
  /** One line for the buyer, e.g. 在线支付 ¥12.00 已原路退回. */
  text: string;
  created_at: number;
  paid_at: number;
  refunded_at: number;
}

export interface PaymentStatus {
  payment_no: string;
  status: PaymentAttemptStatus;
  order_id: number;
  order_status: OrderStatus;
}

export interface WalletInfo {
  balance: string;
}

export interface WalletLogEntry {
  id: number;
  /** Signed, 2-decimal yuan. */
  amount: string;
  balance_after: string;
  use_type: 1 | 2;
  use_type_text: string;
  note: string;
  order_no: string;
  /** The order the line paid for or refunded (links /order/info/{id}); 0 none (top-up, opening balance). */
  order_id: number;
  /** A 售后退款 line: the after-sales application (links /order/afterSalesInfo/{id}); 0 otherwise. */
  after_sale_id: number;
  after_sale_no: string;
  created_at: number;
}

/** One line of the points ledger (/wdqb/jfgl). kind 1 获得, 2 使用, 3 过期. */
export interface PointsLogEntry {
  id: number;
  /** Signed. */
  points: number;
  balance_after: number;
  kind: 1 | 2 | 3;
  kind_text: string;
  note: string;
  /** The goods order that earned the points (links /order/info/{id}); 0 none. */
  order_id: number;
  order_no: string;
  /** The points order (/jfdd) that spent them; '' none. */
  points_order_no: string;
  created_at: number;
}

export interface OrderLogistics {
  order_id: number;
  company: string;
  tracking_no: string;
  /** Newest first. */
  traces: { text: string; at: number }[];
}

/** After-sales application: type 1 退货退款, 2 仅退款; status 1 待审核 2 已同意 3 已驳回 4 已退款 5 已撤销. */
export interface AfterSaleSummary {
  id: number;
  after_sale_no: string;
  order_id: number;
  order_no: string;
  type: 1 | 2;
  type_text: string;
  status: 1 | 2 | 3 | 4 | 5;
  status_text: string;
  amount: string;
  created_at: number;
}

export interface AfterSaleDetail extends AfterSaleSummary {
  reason: string;
  description: string;
  review_note: string;
  items: { order_item_id: number; name: string; ypgg: string; sccj: string; bzdw: string; price: string; number: number; amount: string }[];
  history: { status: number; text: string; at: number }[];
  /** The sales return written when the application was accepted. */
  sales_return_id: number | null;
  can_cancel: 0 | 1;
}

/** A sales return (销售退货单): status 1 待退货入库, 2 已退款. */
export interface SalesReturnDetail {
  id: number;
  return_no: string;
  after_sale_id: number;
  after_sale_no: string;
  order_id: number;
  order_no: string;
  status: 1 | 2;
  status_text: string;
  refund: string;
  refund_to: string;
  refunded_at: number;
  created_at: number;
  items: AfterSaleDetail['items'];
  /** Where to send goods back. */
  return_address: string;
}

/** The return-application form's data: the order and what may be returned. */
export interface ReturnForm {
  order: OrderDetail;
  reasons: string[];
}

/** A receipt of an order with ephedrine-type goods (/hmdd). */
export interface HmReceipt {
  order_id: number;
  order_no: string;
  status: OrderStatus;
  status_text: string;
  pay_total: string;
  /** The corporate transfer the buyer declared. */
  payer_account_name: string;
  payer_bank: string;
  payer_account: string;
  receipt_no: string;
  paid_at: number;
  created_at: number;
  items: OrderItem[];
  company: string;
}

export interface PointsGift {
  id: number;
  name: string;
  describe: string;
  points: number;
  stock: number;
}

export interface PointsOrder {
  id: number;
  order_no: string;
  gift_name: string;
  number: number;
  points: number;
  status: 1 | 2 | 3;
  status_text: string;
  consignee: string;
  phone: string;
  address: string;
  created_at: number;
}
