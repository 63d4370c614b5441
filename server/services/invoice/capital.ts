const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿'];

function yuanInWords(yuan: number): string {
  const text = String(yuan);
  let out = '';
  let zeroPending = false;
  let groupHasDigit = false;
  for (let i = 0; i < text.length; i += 1) {
    const digit = Number(text[i]);
    const position = text.length - 1 - i;
    if (digit === 0) {
      zeroPending = out !== '';
    } else {
      if (zeroPending) out += '零';
      zeroPending = false;
      out += DIGITS[digit]! + UNITS[position % 4]!;
      groupHasDigit = true;
    }
    if (position % 4 === 0 && groupHasDigit) {
      out += GROUPS[position / 4]!;
      groupHasDigit = false;
    }
  }
  return out;
}

/**
 * 价税合计（大写）: an amount in fen as a Chinese capital-figure amount, the
 * form printed on invoices and cheques so digits cannot be altered
 * (12345.60 → 壹万贰仟叁佰肆拾伍元陆角整).
 */
export function capitalAmount(fen: number): string {
  if (!Number.isInteger(fen) || fen < 0) throw new RangeError(`capitalAmount: ${fen}`);
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let out = yuan > 0 ? `${yuanInWords(yuan)}元` : '';
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (cents > 0 && yuan > 0) out += '零';
  out += cents > 0 ? `${DIGITS[cents]}分` : '整';
  return out;
}
