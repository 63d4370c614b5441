import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fenToYuan } from '../../../shared/domain/money';
import { capitalAmount } from './capital';
import type { InvoiceTotals } from './lines';
import { woffToSfnt } from './woff';

/**
 * The invoice PDF (docs/decisions.md ADR-026), drawn with pdf-lib. The
 * glyphs come from Noto Sans SC as @fontsource/noto-sans-sc ships it: WOFF
 * files each covering part of Unicode (one for the ~8,000 common simplified
 * characters, one for Latin, and about a hundred for rarer characters), so a
 * server with no system fonts still prints every name. Text is drawn in runs,
 * each with the first file that has its glyphs, and each file used is
 * subset-embedded: only the glyphs printed go into the PDF (some tens of kB).
 */

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');
const PREFERRED = ['chinese-simplified', 'latin', 'latin-ext'];

interface FontFile {
  name: string;
  /** The unwrapped font, read on first use; null when it cannot be read. */
  font(): { bytes: Uint8Array; has: (codePoint: number) => boolean } | null;
}

let fontFiles: FontFile[] | null = null;

/**
 * Every weight-400 WOFF of the package, common subsets first. Each is read
 * and unwrapped the first time a character is looked up in it, so an invoice
 * of common characters reads two files, not a hundred.
 */
function loadFontFiles(): FontFile[] {
  if (fontFiles) return fontFiles;
  const names = readdirSync(FONT_DIR)
    .filter((file) => file.endsWith('-400-normal.woff'))
    .map((file) => file.slice('noto-sans-sc-'.length, -'-400-normal.woff'.length));
  const ordered = [
    ...PREFERRED.filter((name) => names.includes(name)),
    ...names.filter((name) => !PREFERRED.includes(name)).sort((a, b) => Number(a) - Number(b)),
  ];
  fontFiles = ordered.map((name): FontFile => {
    let loaded: ReturnType<FontFile['font']> | undefined;
    return {
      name,
      font() {
        if (loaded !== undefined) return loaded;
        try {
          const bytes = woffToSfnt(readFileSync(join(FONT_DIR, `noto-sans-sc-${name}-400-normal.woff`)));
          const parsed = fontkit.create(Buffer.from(bytes));
          parsed.hasGlyphForCodePoint(0x20);
          loaded = { bytes, has: (codePoint: number) => parsed.hasGlyphForCodePoint(codePoint) };
        } catch {
          // One rare-character file (emoji and symbols) has a cmap fontkit cannot read; its characters print as '?'.
          loaded = null;
        }
        return loaded;
      },
    };
  });
  return fontFiles;
}

/** Draws text in runs of one font each, embedding (subset) each font file the first time a run needs it. */
class TextWriter {
  private readonly embedded = new Map<string, PDFFont>();
  private readonly files = loadFontFiles();

  constructor(private readonly doc: PDFDocument) {}

  private async font(file: FontFile): Promise<PDFFont> {
    let font = this.embedded.get(file.name);
    if (!font) {
      font = await this.doc.embedFont(file.font()!.bytes, { subset: true });
      this.embedded.set(file.name, font);
    }
    return font;
  }

  private async runs(text: string): Promise<{ font: PDFFont; text: string }[]> {
    const runs: { file: FontFile; text: string }[] = [];
    const fallback = this.files.find((file) => file.name === 'latin') ?? this.files[0]!;
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      const file = this.files.find((candidate) => candidate.font()?.has(codePoint));
      // A character no file covers prints as a question mark rather than failing the invoice.
      const [use, shown] = file ? [file, char] : [fallback, '?'];
      const last = runs.at(-1);
      if (last && last.file === use) last.text += shown;
      else runs.push({ file: use, text: shown });
    }
    return Promise.all(runs.map(async (run) => ({ font: await this.font(run.file), text: run.text })));
  }

  async width(text: string, size: number): Promise<number> {
    const runs = await this.runs(text);
    return runs.reduce((total, run) => total + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** Draws `text` with its left edge at x, or right-aligned / centred on x; long text is cut to maxWidth with an ellipsis. */
  async draw(
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    options: { size?: number; align?: 'left' | 'right' | 'center'; maxWidth?: number; color?: ReturnType<typeof rgb> } = {},
  ): Promise<void> {
    const size = options.size ?? 9;
    let shown = text;
    if (options.maxWidth !== undefined && (await this.width(shown, size)) > options.maxWidth) {
      while (shown.length > 1 && (await this.width(`${shown}…`, size)) > options.maxWidth) shown = [...shown].slice(0, -1).join('');
      shown = `${shown}…`;
    }
    const runs = await this.runs(shown);
    let left = x;
    if (options.align === 'right' || options.align === 'center') {
      const width = runs.reduce((total, run) => total + run.font.widthOfTextAtSize(run.text, size), 0);
      left = options.align === 'right' ? x - width : x - width / 2;
    }
    for (const run of runs) {
      page.drawText(run.text, { x: left, y, size, font: run.font, color: options.color ?? INK });
      left += run.font.widthOfTextAtSize(run.text, size);
    }
  }
}

export interface InvoiceDocument {
  invoiceNo: string;
  /** 电子普通发票 / 电子增值税专用发票. */
  typeText: string;
  issuedAt: Date;
  buyer: { title: string; taxNo: string };
  seller: { name: string; address: string };
  orderNo: string;
  totals: InvoiceTotals;
}

const INK = rgb(0.15, 0.15, 0.15);
const FRAME = rgb(0.6, 0.35, 0.2);
const PAGE = { width: 842, height: 595 };
const MARGIN = 40;
const ROW = 18;
const LINES_PER_PAGE = 16;
const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

/** 「2026年11月24日」 in China time. */
function issuedOn(at: Date): string {
  const china = new Date(at.getTime() + 8 * 60 * 60 * 1000);
  return `${china.getUTCFullYear()}年${String(china.getUTCMonth() + 1).padStart(2, '0')}月${String(china.getUTCDate()).padStart(2, '0')}日`;
}

// Columns of the lines table: left edge and width; numbers are right-aligned.
const COLUMNS = [
  { title: '项目名称', x: MARGIN, width: 210 },
  { title: '规格型号', x: MARGIN + 210, width: 120 },
  { title: '单位', x: MARGIN + 330, width: 40 },
  { title: '数量', x: MARGIN + 370, width: 50, right: true },
  { title: '单价(含税)', x: MARGIN + 420, width: 80, right: true },
  { title: '金额(含税)', x: MARGIN + 500, width: 90, right: true },
  { title: '税率', x: MARGIN + 590, width: 50, right: true },
  { title: '税额', x: MARGIN + 640, width: 122, right: true },
] as const;

/** The invoice as PDF bytes: header, buyer and seller, the lines (16 a page), totals in figures and in capitals. */
export async function invoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`电子发票 ${invoice.invoiceNo}`);
  doc.setAuthor(invoice.seller.name);
  doc.setCreationDate(invoice.issuedAt);
  const writer = new TextWriter(doc);
  const { lines } = invoice.totals;
  const pageCount = Math.max(1, Math.ceil(lines.length / LINES_PER_PAGE));
  const right = PAGE.width - MARGIN;

  for (let pageIndex = 0; pageIndex < pageCount; pageIndex += 1) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN - 10;
    await writer.draw(page, `电子发票（${invoice.typeText.replace(/^电子/, '')}）`, PAGE.width / 2, y, { size: 20, align: 'center', color: FRAME });
    await writer.draw(page, `发票号码：${invoice.invoiceNo}`, right, y + 4, { align: 'right' });
    await writer.draw(page, `开票日期：${issuedOn(invoice.issuedAt)}`, right, y - 10, { align: 'right' });
    if (pageCount > 1) await writer.draw(page, `第${pageIndex + 1}页/共${pageCount}页`, MARGIN, y + 4);

    // 购买方 | 销售方
    y -= 30;
    const partyTop = y;
    page.drawRectangle({ x: MARGIN, y: partyTop - 50, width: right - MARGIN, height: 50, borderColor: FRAME, borderWidth: 1 });
    page.drawLine({ start: { x: PAGE.width / 2, y: partyTop }, end: { x: PAGE.width / 2, y: partyTop - 50 }, color: FRAME, thickness: 1 });
    await writer.draw(page, `购买方名称：${invoice.buyer.title}`, MARGIN + 8, partyTop - 18, { maxWidth: PAGE.width / 2 - MARGIN - 16 });
    await writer.draw(page, `统一社会信用代码/纳税人识别号：${invoice.buyer.taxNo || '—'}`, MARGIN + 8, partyTop - 36);
    await writer.draw(page, `销售方名称：${invoice.seller.name}`, PAGE.width / 2 + 8, partyTop - 18, { maxWidth: right - PAGE.width / 2 - 16 });
    await writer.draw(page, `地址：${invoice.seller.address}`, PAGE.width / 2 + 8, partyTop - 36, { maxWidth: right - PAGE.width / 2 - 16 });

    // The lines.
    y = partyTop - 50 - ROW;
    for (const column of COLUMNS) {
      await writer.draw(page, column.title, 'right' in column ? column.x + column.width - 4 : column.x + 4, y + 5, {
        align: 'right' in column ? 'right' : 'left',
      });
    }
    page.drawLine({ start: { x: MARGIN, y: y }, end: { x: right, y: y }, color: FRAME, thickness: 0.5 });
    for (const row of lines.slice(pageIndex * LINES_PER_PAGE, (pageIndex + 1) * LINES_PER_PAGE)) {
      y -= ROW;
      const cells = [
        row.name,
        row.spec,
        row.unit,
        row.quantity === null ? '' : String(row.quantity),
        row.unitPriceFen === null ? '' : fenToYuan(row.unitPriceFen),
        fenToYuan(row.amountFen),
        `${row.ratePercent}%`,
        fenToYuan(row.taxFen),
      ];
      for (const [index, column] of COLUMNS.entries()) {
        const cell = cells[index]!;
        if ('right' in column) await writer.draw(page, cell, column.x + column.width - 4, y + 5, { align: 'right' });
        else await writer.draw(page, cell, column.x + 4, y + 5, { maxWidth: column.width - 8 });
      }
    }
    const tableBottom = partyTop - 50 - ROW * (LINES_PER_PAGE + 2);
    page.drawRectangle({ x: MARGIN, y: tableBottom, width: right - MARGIN, height: partyTop - 50 - tableBottom, borderColor: FRAME, borderWidth: 1 });

    if (pageIndex === pageCount - 1) {
      const { amountFen, netFen, taxFen } = invoice.totals;
      y = tableBottom - ROW;
      await writer.draw(page, '合计', MARGIN + 8, y + 5);
      await writer.draw(page, `金额(不含税)：${yuan(netFen)}`, MARGIN + 60, y + 5);
      await writer.draw(page, `税额：${yuan(taxFen)}`, MARGIN + 260, y + 5);
      y -= ROW;
      await writer.draw(page, `价税合计（大写）：${capitalAmount(amountFen)}`, MARGIN + 8, y + 5);
      await writer.draw(page, `（小写）${yuan(amountFen)}`, right - 8, y + 5, { align: 'right', size: 11 });
      y -= ROW;
      await writer.draw(page, `备注：订单号 ${invoice.orderNo}`, MARGIN + 8, y + 5);
      page.drawRectangle({ x: MARGIN, y: y, width: right - MARGIN, height: tableBottom - y, borderColor: FRAME, borderWidth: 1 });
      await writer.draw(page, '开票人：药批电子发票服务', MARGIN, y - 16);
    }
  }
  return doc.save();
}
