import { describe, expect, it } from 'vitest';
import { styleId, styleIdsOf } from './style-id';

describe('styleId', () => {
  it.each([
    ['', 'a CSS text of nothing'],
    [':host{display:block}', 'a short rule'],
    ['.yp-a{color:red}'.repeat(2000), 'a long sheet'],
    ['.价格{color:red}', 'text outside ASCII'],
  ])('names %s with 11 base-36 digits (%s)', (css) => {
    expect(styleId(css)).toMatch(/^[0-9a-z]{11}$/);
  });

  it('is the same for the same text and differs for a one-character change', () => {
    expect(styleId('.a{color:red}')).toBe(styleId('.a{color:red}'));
    expect(styleId('.a{color:red}')).not.toBe(styleId('.a{color:rec}'));
  });
});

describe('styleIdsOf', () => {
  const [a, b] = [styleId('.a{}'), styleId('.b{}')];
  it.each([
    [`/ssr-styles/${a}.${b}.css`, [a, b]],
    [`/ssr-styles/${a}.css`, [a]],
    ['/assets/index-abc.css', []],
    ['/ssr-styles/../etc/passwd.css', []],
    [`/ssr-styles/${a}.${b}.css?x=1`, []],
  ])('%s names %j', (href, ids) => {
    expect(styleIdsOf(href)).toEqual(ids);
  });
});
