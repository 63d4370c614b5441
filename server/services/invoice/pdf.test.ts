import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { invoiceLines } from './lines';
import { invoicePdf } from './pdf';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
// pdf-parse's library file (its package entry runs a self-test when it is the main module).
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

describe('woffToSfnt', () => {
  it('unwraps a WOFF into the TrueType font it holds: same glyphs, same characters', () => {
    const woff = readFileSync(require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-latin-400-normal.woff'));
    const sfnt = woffToSfnt(woff);
    expect(Buffer.from(sfnt.subarray(0, 4)).readUInt32BE(0)).toBe(0x00010000);
    const [wrapped, plain] = [fontkit.create(woff), fontkit.create(Buffer.from(sfnt))];
    expect(plain.numGlyphs).toBe(wrapped.numGlyphs);
    expect(plain.characterSet).toEqual(wrapped.characterSet);
    expect(() => woffToSfnt(sfnt)).toThrow('not a WOFF 1.0 file');
  });
});

describe('invoicePdf', () => {
  it('pages long orders 16 lines a page, totals on the last, and stays small', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      name: `板蓝根颗粒${i + 1}号`,
      ypgg: '10g*20袋',
      bzdw: '盒',
      number: 2,
      priceFen: 1_550,
      amountFen: 3_100,
    }));
    const totals = invoiceLines({ payTotalFen: 40 * 3_100, freightFen: 0 }, items);
    const bytes = await invoicePdf({
      invoiceNo: 'FP20261124120000000001',
      typeText: '电子普通发票',
      issuedAt: new Date('2026-11-24T04:00:00Z'),
      buyer: { title: '太原市小店区德生堂药店', taxNo: '' },
      seller: { name: '药批医药科技有限公司', address: '石家庄市高新区' },
      orderNo: 'YP20261124115900000001',
      totals,
    });
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const { text, numpages: pages } = await pdfParse(Buffer.from(bytes));
    expect(pages).toBe(3);
    expect(text).toContain('第3页/共3页');
    expect(text).toContain('开票日期：2026年11月24日');
    expect(text).toContain('*药品*板蓝根颗粒40号');
    expect(text).toContain('价税合计（大写）：壹仟贰佰肆拾元整');
    expect(text).toContain('（小写）¥1240.00');
  });
});
