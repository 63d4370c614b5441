import type { UserState } from '../contract/user';
import type { OrderStatusAction } from '../contract/frame-messages';

/** docs/product/entities.md "Add-to-cart line"; ids default to 0. The server re-prices every line. */
export interface AddToCartLine {
  goods_id: number;
  price: string;
  number: number;
  ck_id: number;
  goods_price_id: number;
  ladder_price_id: number;
  goods_manjian_id: number;
  is_yj: number;
  type?: number;
}

/**
 * docs/product/entities.md "Cart store: action": a change the server accepted — goods added,
 * or cart lines deleted (shared/store/cart.ts holds the page's last one).
 */
export interface CartAction {
  type: 'add' | 'delete';
  /** Goods ids added, or cart line ids deleted. */
  ids: number[];
}

/** Dialog buttons an effect may ask for. */
export interface AlertAction {
  label: string;
  /** What pressing it does: close, reload the page, or go to a path. */
  kind: 'close' | 'reload' | 'navigate';
  path?: string;
  primary?: boolean;
}

/**
 * Every event on the page-wide bus, name → payload. Widgets, the host and
 * the API client talk only through these.
 */
export interface BusEvents {
  /** The session model changed (login, logout, base call answered). */
  'session:changed': { user: UserState | null; origin: string };
  /** The server said the session is missing or expired (10001 / 401). */
  'session:expired': { path: string };
  /** The cart line count changed anywhere on the page. */
  'cart:count': { count: number; origin: string };
  /** Goods were added to the cart or lines deleted from it anywhere on the page (docs/product/entities.md cart store `action`). */
  'cart:action': { action: CartAction | null; origin: string };
  /**
   * Goods to add to the cart (docs/product/entities.md add-to-cart line). Emitted by the
   * product list and detail 200 ms after the click (docs/product/constants.md); the cart
   * feature listens and calls POST /api/cart.
   */
  'cart:add': { lines: AddToCartLine[] };
  /** Favourite state of goods changed (added or cancelled) anywhere on the page. */
  'favorite:changed': { goods_ids: number[]; favorite: boolean; origin: string };
  /**
   * A list widget's query changed (filters, sort, page, view). The host turns
   * it into the URL; on a partner page nobody listens and the widget keeps it.
   */
  'list:query': { path: string; query: Record<string, string> };
  /** A widget asks for a route change; the host or a full navigation serves it. */
  navigate: { path: string; replace?: boolean };
  /** A short message that fades (docs/product/errors.md 5xx toast). */
  'ui:toast': { message: string; kind?: 'info' | 'success' | 'error' };
  /** A modal message (docs/product/errors.md 温馨提示 alert, 422 with error icon, timeout with refresh). */
  'ui:alert': { title?: string; message: string; icon?: 'error' | 'info' | 'success' | 'warning'; actions?: AlertAction[] };
  /**
   * An order page showed an order's status: after loading it and after each
   * action taken on it. Crosses frames (shared/bus/frame-bridge.ts), so the
   * ERP page around the framed order page hears it.
   */
  'order:status': {
    order_id: number;
    order_no: string;
    status: number;
    status_text: string;
    action: OrderStatusAction;
    origin: string;
  };
  /** A page view for the statistics adapter. */
  'stats:pageview': { path: string; title: string };
}

export type BusEventName = keyof BusEvents;
