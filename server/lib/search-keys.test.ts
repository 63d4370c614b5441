import { describe, expect, it } from 'vitest';
import { alternativeKeys, keyWords, keywordGrams, searchGrams, searchKeys } from './search-keys';

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

describe('polyphonic characters', () => {
  it('reads 重组 as chong and 长春 as chang', () => {
    expect(searchKeys('重组人胰岛素注射液').initials).toMatch(/^czr/);
    expect(searchKeys('重组人胰岛素注射液').pinyin).toMatch(/^chongzuren/);
    expect(searchKeys('长春西汀片')).toEqual({ pinyin: 'changchunxitingpian', initials: 'ccxtp' });
  });

  it('keeps the other reading of a polyphonic character as an extra key word', () => {
    const words = keyWords('重组人胰岛素注射液').split(' ');
    expect(words.slice(0, 2)).toEqual(['chongzurenyidaosuzhusheye', 'czrydszsy']);
    expect(words).toContain('zzrydszsy');
    expect(alternativeKeys('长春西汀片')).toContain('zcxtp');
  });

  it('adds the brand keys and skips empty texts', () => {
    expect(keyWords('布洛芬缓释胶囊', '芬必得').split(' ')).toEqual(expect.arrayContaining(['buluofenhuanshijiaonang', 'blfhsjn', 'fenbide', 'fbd']));
    expect(keyWords('', '')).toBe('');
  });
});

describe('search grams', () => {
  it('holds every character and adjacent pair of the texts and the letter pairs of the key words', () => {
    const grams = searchGrams(['阿莫西林', '阿莫仙'], 'amxl');
    expect(grams).toEqual(expect.arrayContaining(['阿', '阿莫', '莫西', '西林', '莫仙', 'am', 'mx', 'xl']));
    // Pairs never run across two texts or two key words.
    expect(grams).not.toContain('林阿');
  });

  it('lower-cases and drops whitespace, as keywords are', () => {
    expect(searchGrams(['维生素C 片'], '')).toEqual(expect.arrayContaining(['素c', 'c片']));
    expect(keywordGrams('维生素 C')).toEqual(['维生', '生素', '素c']);
    expect(keywordGrams('阿')).toEqual(['阿']);
  });
});
