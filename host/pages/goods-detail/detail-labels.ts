/** Chinese names of the goods' classification codes (GoodsSummary.rx and .kind). */
export const RX_LABELS: Record<string, string> = {
  rx: '处方药',
  'otc-a': '甲类非处方药',
  'otc-b': '乙类非处方药',
};

export const KIND_LABELS: Record<string, string> = {
  western: '西药',
  patent: '中成药',
  slices: '中药饮片',
  device: '医疗器械',
  health: '保健食品',
  other: '其他',
};

/** 效期: the expiry date when known, the shelf life in months otherwise. */
export function expiryText(expiryDate: string, validMonths: number): string {
  if (expiryDate && validMonths > 0) return `效期至 ${expiryDate}（有效期 ${validMonths} 个月）`;
  if (expiryDate) return `效期至 ${expiryDate}`;
  if (validMonths > 0) return `有效期 ${validMonths} 个月`;
  return '以实物为准';
}
