/**
 * The lines of an e-invoice, from the order as it was paid (docs/decisions.md ADR-026). Amounts are tax included (价税合计), integer fen, split into
 * 金额 (net) and 税额 per line; the lines add up to the order's pay_total_fen
 * exactly: the goods lines at what each line was charged, one 折扣 line for
 * 满减 + 优惠 + 优惠券 (and any rounding of combination prices), and one 运费
 * line when freight was charged.
 */

/** VAT on medicines and medical goods sold at wholesale. */
export const GOODS_TAX_RATE = 13;
/** VAT on transport services (运费). */
export const FREIGHT_TAX_RATE = 9;

export interface InvoiceOrder {
  payTotalFen: number;
  freightFen: number;
}

export interface InvoiceItem {
  name: string;
  ypgg: string;
  bzdw: string;
  number: number;
  priceFen: number;
  amountFen: number;
}

export interface InvoiceLine {
  /** 货物或应税劳务、服务名称, with its tax class in asterisks as printed on Chinese e-invoices. */
  name: string;
  spec: string;
  unit: string;
  /** null on the 折扣 and 运费 lines. */
  quantity: number | null;
  unitPriceFen: number | null;
  /** Tax included. */
  amountFen: number;
  netFen: number;
  taxFen: number;
  ratePercent: number;
}

export interface InvoiceTotals {
  lines: InvoiceLine[];
  /** 价税合计: equals the order's pay_total_fen. */
  amountFen: number;
  netFen: number;
  taxFen: number;
}

/** The tax inside a tax-included amount, rounded half away from zero so a 折扣 line mirrors a goods line. */
export function taxOf(amountFen: number, ratePercent: number): number {
  const tax = Math.round((Math.abs(amountFen) * ratePercent) / (100 + ratePercent));
  return amountFen < 0 ? -tax : tax;
}

function line(fields: Omit<InvoiceLine, 'netFen' | 'taxFen'>): InvoiceLine {
  const taxFen = taxOf(fields.amountFen, fields.ratePercent);
  return { ...fields, taxFen, netFen: fields.amountFen - taxFen };
}

export function invoiceLines(order: InvoiceOrder, items: readonly InvoiceItem[]): InvoiceTotals {
  const lines = items.map((item) =>
    line({
      name: `*药品*${item.name}`,
      spec: item.ypgg,
      unit: item.bzdw,
      quantity: item.number,
      unitPriceFen: item.priceFen,
      amountFen: item.amountFen,
      ratePercent: GOODS_TAX_RATE,
    }),
  );
  const goodsFen = items.reduce((total, item) => total + item.amountFen, 0);
  // Whatever the goods lines do not explain is the order's discounts: the
  // invoice must total what was paid, to the fen.
  const adjustmentFen = order.payTotalFen - order.freightFen - goodsFen;
  if (adjustmentFen !== 0) {
    lines.push(
      line({
        name: adjustmentFen < 0 ? '*药品*折扣（满减、优惠券）' : '*药品*价格调整',
        spec: '',
        unit: '',
        quantity: null,
        unitPriceFen: null,
        amountFen: adjustmentFen,
        ratePercent: GOODS_TAX_RATE,
      }),
    );
  }
  if (order.freightFen > 0) {
    lines.push(
      line({ name: '*运输服务*运费', spec: '', unit: '', quantity: null, unitPriceFen: null, amountFen: order.freightFen, ratePercent: FREIGHT_TAX_RATE }),
    );
  }
  const sum = (pick: (row: InvoiceLine) => number) => lines.reduce((total, row) => total + pick(row), 0);
  return { lines, amountFen: sum((row) => row.amountFen), netFen: sum((row) => row.netFen), taxFen: sum((row) => row.taxFen) };
}
