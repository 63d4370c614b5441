import { describe, expect, it } from 'vitest';
import { isRedirect, routes, type PageRoute } from './routes';

const pages = routes.filter((route): route is PageRoute => !isRedirect(route));
const byPath = (path: string) => pages.find((route) => route.path === path);

describe('route table', () => {
  it('gives every page a Chinese title and one path', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of pages) expect(page.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('never shows both headers: the login-style header replaces the main one', () => {
    for (const page of pages) expect(page.header && page.headerLogin).toBe(false);
    expect(byPath('/login')).toMatchObject({ headerLogin: true, header: false, footer: true });
  });

  it('gives home the full chrome', () => {
    expect(byPath('/')).toMatchObject({ title: '首页', header: true, nav: true, footer: true, right: true });
  });

  it('sends the home aliases to the main site address', () => {
    const aliases = routes.filter(isRedirect);
    expect(aliases.map((alias) => alias.path).sort()).toEqual(['/home', '/index']);
    for (const alias of aliases) expect(alias.redirectTo).toBe('/');
  });
});
