import { FONT_FAMILY, truncateToWidth } from './svg';
import { escapeHtml } from '../lib/html';

/** What a 药品检验报告书 shows. */
export interface ReportArt {
  reportNo: string;
  goodsName: string;
  ypgg: string;
  sccj: string;
  approval: string;
  batchNo: string;
  producedOn: string;
  expiresOn: string;
  inspectedOn: string;
  inspector: string;
  conclusion: string;
}

/** The rows of the report's table, shared by the SVG and the PDF. */
function rows(art: ReportArt): [string, string][] {
  return [
    ['检品名称', art.goodsName],
    ['规格', art.ypgg],
    ['生产企业', art.sccj],
    ['批准文号', art.approval || '—'],
    ['批号', art.batchNo],
    ['生产日期', art.producedOn],
    ['有效期至', art.expiresOn],
    ['检验依据', '《中华人民共和国药典》2020年版'],
    ['检验项目', '性状、鉴别、检查、含量测定'],
    ['检验日期', art.inspectedOn],
  ];
}

const W = 794;
const H = 1123;

/** An A4-proportioned report image (SVG), drawn from the row: no file is stored. */
export function inspectionReportSvg(art: ReportArt): string {
  const lines = rows(art)
    .map(([label, value], i) => {
      const y = 250 + i * 56;
      return `<rect x="80" y="${y}" width="634" height="56" fill="${i % 2 ? '#fff' : '#f7f9fb'}" stroke="#c9d3dd"/>
<line x1="230" y1="${y}" x2="230" y2="${y + 56}" stroke="#c9d3dd"/>
<text x="96" y="${y + 35}" font-size="20" fill="#444">${escapeHtml(label)}</text>
<text x="246" y="${y + 35}" font-size="20" fill="#111">${escapeHtml(truncateToWidth(value, 450, 20))}</text>`;
    })
    .join('\n');
  const conclusionY = 250 + 10 * 56 + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT_FAMILY}">
<rect width="${W}" height="${H}" fill="#fff"/>
<rect x="30" y="30" width="${W - 60}" height="${H - 60}" fill="none" stroke="#1a4f8b" stroke-width="3"/>
<text x="${W / 2}" y="130" font-size="38" font-weight="bold" text-anchor="middle" fill="#1a4f8b">药品检验报告书</text>
<text x="${W / 2}" y="180" font-size="18" text-anchor="middle" fill="#555">报告编号：${escapeHtml(art.reportNo)}</text>
${lines}
<text x="80" y="${conclusionY}" font-size="22" font-weight="bold" fill="#111">检验结论</text>
<text x="80" y="${conclusionY + 40}" font-size="20" fill="#111">${escapeHtml(truncateToWidth(art.conclusion, 634, 20))}</text>
<text x="80" y="${H - 150}" font-size="20" fill="#444">检验机构：${escapeHtml(art.inspector)}</text>
<text x="80" y="${H - 110}" font-size="20" fill="#444">签发日期：${escapeHtml(art.inspectedOn)}</text>
<circle cx="${W - 190}" cy="${H - 150}" r="70" fill="none" stroke="#d9363e" stroke-width="4" opacity=".8"/>
<text x="${W - 190}" y="${H - 143}" font-size="18" text-anchor="middle" fill="#d9363e" opacity=".85">检验专用章</text>
</svg>`;
}

/** UTF-16BE hex of a string, for the UniGB-UCS2-H encoded font (BMP only, which Chinese text is). */
function ucs2Hex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    hex += (code > 0xffff ? 0x3000 : code).toString(16).padStart(4, '0');
  }
  return `<${hex.toUpperCase()}>`;
}

/**
 * The same report as a one-page PDF. The text uses PDF's predefined CJK
 * font STSong-Light with the UniGB-UCS2-H CMap, which every reader maps to
 * a system Song typeface, so no font is embedded and the file stays ~2 KB.
 */
export function inspectionReportPdf(art: ReportArt): Buffer {
  const ops: string[] = ['0.1 0.31 0.55 RG 2 w 30 30 535 782 re S'];
  const text = (x: number, y: number, size: number, value: string) => ops.push(`BT /F1 ${size} Tf ${x} ${y} Td ${ucs2Hex(value)} Tj ET`);
  text(190, 760, 26, '药品检验报告书');
  text(200, 730, 11, `报告编号：${art.reportNo}`);
  rows(art).forEach(([label, value], i) => {
    const y = 690 - i * 34;
    ops.push(`0.79 0.83 0.87 RG 0.8 w 60 ${y - 10} 475 34 re S 150 ${y - 10} m 150 ${y + 24} l S`);
    text(70, y + 2, 12, label);
    text(160, y + 2, 12, value.slice(0, 32));
  });
  text(60, 300, 14, '检验结论');
  text(60, 275, 12, art.conclusion.slice(0, 40));
  text(60, 150, 12, `检验机构：${art.inspector}`);
  text(60, 125, 12, `签发日期：${art.inspectedOn}`);
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
