import { describe, expect, it } from 'vitest';
import { inspectionReportPdf, inspectionReportSvg, type ReportArt } from './inspection-report';

const art: ReportArt = {
  reportNo: 'JY2026031400012',
  goodsName: '阿莫西林胶囊 <0.25g>',
  ypgg: '0.25g*24粒',
  sccj: '华北制药股份有限公司',
  approval: '国药准字H13023964',
  batchNo: '26030812',
  producedOn: '2026-03-08',
  expiresOn: '2028-03-07',
  inspectedOn: '2026-03-14',
  inspector: '华北制药股份有限公司质量检验中心',
  conclusion: '本品按《中华人民共和国药典》2020年版检验，结果符合规定。',
};

describe('inspection report documents', () => {
  it('the SVG shows the batch and escapes what it prints', () => {
    const svg = inspectionReportSvg(art);
    expect(svg).toContain('药品检验报告书');
    expect(svg).toContain('26030812');
    expect(svg).toContain('&#60;0.25g&#62;');
    expect(svg).not.toContain('<0.25g>');
  });

  it('the PDF is well formed: every xref offset points at its object, startxref at the table', () => {
    const pdf = inspectionReportPdf(art).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    const stream = /\/Length (\d+) >>\nstream\n/.exec(pdf)!;
    const start = stream.index + stream[0].length;
    expect(pdf.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe('\nendstream');
    // The batch number as UTF-16BE for the UniGB-UCS2-H font: "批号：" is not ASCII, the digits are.
    const hex = [...'26030812'].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('');
    expect(pdf).toContain(hex);
  });
});
