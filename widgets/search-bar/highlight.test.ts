import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks a Chinese keyword inside the suggestion', () => {
    expect(highlightParts('阿莫西林胶囊', '莫西')).toEqual([
      { text: '阿', match: false },
      { text: '莫西', match: true },
      { text: '林胶囊', match: false },
    ]);
  });

  it('marks every occurrence, ignoring case and surrounding spaces', () => {
    expect(highlightParts('VC维生素c片', ' c ')).toEqual([
      { text: 'V', match: false },
      { text: 'C', match: true },
      { text: '维生素', match: false },
      { text: 'c', match: true },
      { text: '片', match: false },
    ]);
  });

  it('leaves the text whole when the keyword is pinyin initials', () => {
    expect(highlightParts('阿莫西林胶囊', 'amxl')).toEqual([{ text: '阿莫西林胶囊', match: false }]);
  });

  it('leaves the text whole for an empty keyword', () => {
    expect(highlightParts('布洛芬', '')).toEqual([{ text: '布洛芬', match: false }]);
  });
});
