/** Self-service (/zzfw) shapes. */

/** One goods of 快捷采购 (/zzfw/kjcg): what this buyer bought of it, and what it costs now. */
export interface FastBuyItem {
  goods_id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  image: string;
  /** Orders it was in. */
  times: number;
  /** Units bought over those orders. */
  quantity: number;
  /** Paid for it over those orders, 2-decimal yuan. */
  amount: string;
  /** Seconds. */
  last_bought_at: number;
  /** Today's unit price, 2-decimal yuan. */
  price: string;
  /** Units in stock now. */
  number: number;
  /** 1 when it can be bought now (on sale and in stock). */
  is_buy: 0 | 1;
  /** The quantity one click adds (the goods' step). */
  step: number;
}
