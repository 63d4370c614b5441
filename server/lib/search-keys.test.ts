import { describe, expect, it } from 'vitest';
import { searchKeys } from './search-keys';

describe('searchKeys', () => {
  it('gives full pinyin and initials without tones', () => {
    expect(searchKeys('阿莫西林胶囊')).toEqual({ pinyin: 'amoxilinjiaonang', initials: 'amxljn' });
  });

  it('keeps Latin letters and digits, lower-cased, and drops symbols', () => {
    expect(searchKeys('维生素C片')).toEqual({ pinyin: 'weishengsucpian', initials: 'wsscp' });
    expect(searchKeys('复方甘草片(OTC)').pinyin).toBe('fufanggancaopianotc');
  });

  it('writes ü as v, as buyers type it', () => {
    expect(searchKeys('绿').pinyin).toBe('lv');
  });
});
