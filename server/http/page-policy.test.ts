import { describe, expect, it } from 'vitest';
import { cspOrigins, demoPolicy, pageKind, pagePolicy, sitePolicy } from './page-policy';

/** One directive's sources, or undefined when the policy lacks it. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1);
}

describe('pageKind', () => {
  it.each([
    ['/', 'site'],
    ['/login', 'site'],
    ['/order/info/12', 'site'],
    ['/cart/step3/1', 'site'],
    ['/frame/order/12', 'framed'],
    ['/frame/order/12/', 'framed'],
    ['/frame/order/12?parent_origin=https%3A%2F%2Ferp.example', 'framed'],
    ['/chat', 'framed'],
    ['/chat?x=1', 'framed'],
    // Only the exact shapes: a path that merely starts like one is a site page.
    ['/chatroom', 'site'],
    ['/chat/x', 'site'],
    ['/frame/cart', 'site'],
    ['/frame/order/12/cancel', 'site'],
    ['/frame/order/', 'site'],
    ['//frame/order/12', 'site'],
    ['/login?next=/frame/order/12', 'site'],
    ['/pay/sandbox/P123', 'site'],
    ['/demo/partner.html', 'demo'],
  ] as const)('%s → %s', (url, kind) => {
    expect(pageKind(url)).toBe(kind);
  });
});

describe('cspOrigins', () => {
  it('keeps bare http(s) origins and drops anything that could add a source or a directive', () => {
    expect(
      cspOrigins([
        'https://erp.example',
        'http://127.0.0.1:8000',
        'https://erp.example',
        "https://x.example; script-src 'unsafe-inline'",
        'https://x.example/path',
        '*',
        "'unsafe-inline'",
        'javascript:alert(1)',
        'data:',
        'not a url',
      ]),
    ).toEqual(['https://erp.example', 'http://127.0.0.1:8000']);
  });
});

describe('sitePolicy', () => {
  it('allows scripts, connections and frames from the site only, and no plugins or <base>', () => {
    const policy = sitePolicy();
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('adds the partner origins to frame-ancestors only, and inline styles only when asked', () => {
    const policy = sitePolicy({ frameAncestors: ['https://erp.example'], inlineStyles: true });
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'", 'https://erp.example']);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });
});

describe('pagePolicy', () => {
  const options = { frameAncestors: ['https://erp.example'], siteOrigins: ['http://127.0.0.1:8080'] };

  it.each([
    ['/frame/order/12', ["'self'", 'https://erp.example']],
    ['/chat', ["'self'", 'https://erp.example']],
    ['/', ["'self'"]],
    ['/order', ["'self'"]],
    ['/login', ["'self'"]],
    ['/cart/step3/1', ["'self'"]],
    ['/pay/sandbox/P1', ["'self'"]],
    ['/demo/erp.html', ["'self'"]],
  ])('%s may be framed by %j', (url, ancestors) => {
    expect(directive(pagePolicy(url, options), 'frame-ancestors')).toEqual(ancestors);
  });

  it('gives a demo page what a partner page needs: our scripts, API, images and frames, still no inline script', () => {
    const policy = demoPolicy(['http://127.0.0.1:8080']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://127.0.0.1:8080']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:8080']);
    expect(directive(policy, 'img-src')).toContain('http://127.0.0.1:8080');
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'http://127.0.0.1:8080']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });
});
