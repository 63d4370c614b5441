import { fenToYuan, formatPrice } from './money';

/** A 组合满赠/换购 group's threshold: an amount (fen) or a quantity of the group's goods, whichever is set. */
export interface ComboThreshold {
  thresholdFen: number | null;
  thresholdNumber: number | null;
}

/** What the buyer has of the group's goods: the selected amount (fen) and units. */
export interface ComboBought {
  amountFen: number;
  number: number;
}

export interface ComboProgress {
  met: boolean;
  /** Fen still to buy (0 when met or when the threshold is a quantity). */
  remainingFen: number;
  /** Units still to buy (0 when met or when the threshold is an amount). */
  remainingNumber: number;
}

/**
 * Whether a group's threshold is met. An amount threshold wins when both are
 * set (the admin sets one; the amount is what a wholesale buyer plans by).
 */
export function comboProgress(threshold: ComboThreshold, bought: ComboBought): ComboProgress {
  if (threshold.thresholdFen !== null) {
    const remainingFen = Math.max(0, threshold.thresholdFen - bought.amountFen);
    return { met: remainingFen === 0, remainingFen, remainingNumber: 0 };
  }
  if (threshold.thresholdNumber !== null) {
    const remainingNumber = Math.max(0, threshold.thresholdNumber - bought.number);
    return { met: remainingNumber === 0, remainingFen: 0, remainingNumber };
  }
  return { met: false, remainingFen: 0, remainingNumber: 0 };
}

/** 1000.00 → "1000", 12.50 → "12.5". */
function shortYuan(fen: number): string {
  return fenToYuan(fen).replace(/\.?0+$/, '');
}

/** A group's rule as buyers read it: 满¥1000赠… / 满10件可¥9.9换购…. */
export function comboRuleText(threshold: ComboThreshold, gift: { name: string; number: number; priceFen: number }): string {
  const condition = threshold.thresholdFen !== null ? `满¥${shortYuan(threshold.thresholdFen)}` : `满${threshold.thresholdNumber ?? 0}件`;
  const reward = gift.priceFen > 0 ? `可¥${shortYuan(gift.priceFen)}换购${gift.name}${gift.number}件` : `赠${gift.name}${gift.number}件`;
  return `组合商品${condition}${reward}`;
}

/** The progress line of /zhmz/list: 已购¥X，再买¥Y得赠品 (or 已满足). */
export function comboProgressText(threshold: ComboThreshold, bought: ComboBought, giftPriceFen: number): string {
  const progress = comboProgress(threshold, bought);
  const reward = giftPriceFen > 0 ? '可换购' : '得赠品';
  const done = giftPriceFen > 0 ? '已满足换购条件' : '已满足赠品条件';
  if (threshold.thresholdFen !== null) {
    const head = `已购${formatPrice(bought.amountFen)}`;
    return progress.met ? `${head}，${done}` : `${head}，再买${formatPrice(progress.remainingFen)}${reward}`;
  }
  const head = `已购${bought.number}件`;
  return progress.met ? `${head}，${done}` : `${head}，再买${progress.remainingNumber}件${reward}`;
}
