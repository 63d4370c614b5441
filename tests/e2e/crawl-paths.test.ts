import { describe, expect, it } from 'vitest';
import { crawlKey, fillPattern, patternRegExp } from './crawl-paths';

const ORIGIN = 'http://127.0.0.1:4000';

describe('crawlKey', () => {
  it('keeps path and query of same-origin pages, drops the fragment', () => {
    expect(crawlKey('/list?page=2#top', ORIGIN)).toBe('/list?page=2');
    expect(crawlKey(`${ORIGIN}/order`, ORIGIN)).toBe('/order');
  });

  it('follows neither other origins, server paths, files nor non-http links', () => {
    expect(crawlKey('https://beian.miit.gov.cn/', ORIGIN)).toBeNull();
    expect(crawlKey('/api/focus', ORIGIN)).toBeNull();
    expect(crawlKey('/img/banner/1.svg', ORIGIN)).toBeNull();
    expect(crawlKey('/manifest.webmanifest', ORIGIN)).toBeNull();
    expect(crawlKey('mailto:service@yaopi.cn', ORIGIN)).toBeNull();
    expect(crawlKey('javascript:void(0)', ORIGIN)).toBeNull();
  });
});

describe('route patterns', () => {
  it('fills required params from the samples and leaves optional ones out', () => {
    const samples = { '/list/info/:id': { id: '12' }, '/list/other/:id/:name?': { id: '3', name: '感冒 用药' } };
    expect(fillPattern('/list/info/:id', samples)).toBe('/list/info/12');
    expect(fillPattern('/list/other/:id/:name?', samples)).toBe('/list/other/3/%E6%84%9F%E5%86%92%20%E7%94%A8%E8%8D%AF');
    expect(fillPattern('/ppzq/:page?', samples)).toBe('/ppzq');
    expect(fillPattern('/order/info/:id', samples)).toBeNull();
    expect(fillPattern('/', samples)).toBe('/');
  });

  it('matches crawled paths to a pattern', () => {
    expect(patternRegExp('/news/info/:id/:type').test('/news/info/3/1')).toBe(true);
    expect(patternRegExp('/news/info/:id/:type').test('/news/info/3')).toBe(false);
    expect(patternRegExp('/ppzq/:page?').test('/ppzq')).toBe(true);
    expect(patternRegExp('/ppzq/:page?').test('/ppzq/2?x=1')).toBe(true);
    expect(patternRegExp('/').test('/')).toBe(true);
  });
});
