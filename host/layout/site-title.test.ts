import { describe, expect, it } from 'vitest';
import { documentTitle } from './site-title';

describe('documentTitle', () => {
  it('is the route title plus the site title', () => {
    expect(documentTitle('登录')).toBe('登录 - 药批');
  });

  it('is the site name and slogan when the route has no title of its own', () => {
    expect(documentTitle('')).toBe('药批 - 医药采购批发平台');
    expect(documentTitle('药批')).toBe('药批 - 医药采购批发平台');
  });
});
