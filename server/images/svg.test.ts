import { describe, expect, it } from 'vitest';
import { bannerSvg } from './banner';
import { fitFontSize, safeColor, truncateToWidth } from './svg';

describe('svg helpers', () => {
  it('only lets plain hex colours into attributes', () => {
    expect(safeColor('#1a7fd4', '#000')).toBe('#1a7fd4');
    expect(safeColor('red" onload="x', '#000')).toBe('#000');
  });

  it('shrinks a long headline and cuts what still does not fit', () => {
    expect(fitFontSize('短标题', 600, 66, 40)).toBe(66);
    expect(fitFontSize('这是一个非常非常非常非常长的促销活动标题文字', 600, 66, 40)).toBe(40);
    expect(truncateToWidth('一二三四五六七八九十', 100, 20)).toBe('一二三四…');
  });
});

describe('bannerSvg', () => {
  it('draws the banner text escaped, with the theme colours', () => {
    const svg = bannerSvg({
      title: '满减<活动>',
      subtitle: 'A&B',
      themeFrom: '#112233',
      themeTo: '#445566',
      themeAccent: '#ffcc00',
      position: 'home',
      label: '药批',
    });
    expect(svg).toContain('满减&#60;活动&#62;');
    expect(svg).toContain('A&#38;B');
    expect(svg).toContain('stop-color="#112233"');
    expect(svg).not.toContain('<活动>');
  });
});
