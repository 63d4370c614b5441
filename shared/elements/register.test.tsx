// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig } from '../config/config';
import { resetConfig } from '../api/testing/config-reset';
import { defineWidget } from './register';
import { YAOPI_VERSION } from './version';

// r2wc renders on its own schedule, outside act(); tell React this is not an act() environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  resetConfig();
  vi.restoreAllMocks();
});

function Greeting({ name, loud }: { name?: string; loud?: boolean }) {
  return <p className="greeting">{`${name ?? '访客'}${loud ? '！' : ''}`}</p>;
}

const text = (element: Element) => element.shadowRoot?.querySelector('.greeting')?.textContent;

describe('defineWidget', () => {
  it('renders the component in an open shadow root with the tokens adopted', async () => {
    defineWidget('yp-test-a', Greeting, { props: { name: 'string' }, css: ['.greeting{margin:0}'] });
    const element = document.createElement('yp-test-a');
    element.setAttribute('name', '李娜');
    document.body.append(element);
    // r2wc renders on React's schedule, which a busy machine may stretch past one task: wait for the text.
    await vi.waitFor(() => expect(text(element)).toBe('李娜'));
    // (Vitest hands CSS files over as empty strings, so only this test's own CSS text is seen here;
    // the browser tests check the tokens in the real bundle.)
    const rules = (element.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.some((rule) => rule.includes('.greeting'))).toBe(true);
    expect(document.adoptedStyleSheets.length).toBe(0);
  });

  it('reads a boolean attribute the HTML way and drops a removed attribute', async () => {
    defineWidget('yp-test-b', Greeting, { props: { name: 'string', loud: 'boolean' } });
    document.body.innerHTML = '<yp-test-b name="王敏" loud></yp-test-b>';
    const element = document.querySelector('yp-test-b') as Element;
    await vi.waitFor(() => expect(text(element)).toBe('王敏！'));
    element.removeAttribute('loud');
    element.removeAttribute('name');
    await vi.waitFor(() => expect(text(element)).toBe('访客'));
  });

  it('configures the page from api-base, site and token attributes', async () => {
    defineWidget('yp-test-c', Greeting, {});
    document.body.innerHTML = '<yp-test-c api-base="https://api.example.com/" site="https://www.example.com" token="t-1"></yp-test-c>';
    await settle();
    expect(getConfig()).toEqual({ apiBase: 'https://api.example.com', site: 'https://www.example.com', token: 't-1' });
  });

  it('is a silent no-op when the same version defines a tag again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = defineWidget('yp-test-d', Greeting, {});
    const second = defineWidget('yp-test-d', Greeting, {});
    expect(second).toBe(first);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once, and never throws, when another release holds the tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class Older extends HTMLElement {
      static readonly yaopiVersion = '0.0.1';
    }
    customElements.define('yp-test-e', Older);
    expect(() => defineWidget('yp-test-e', Greeting, {})).not.toThrow();
    expect(() => defineWidget('yp-test-e', Greeting, {})).not.toThrow();
    expect(customElements.get('yp-test-e')).toBe(Older);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(YAOPI_VERSION);
  });

  it('reports an invalid tag instead of throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(defineWidget('NotValid', Greeting, {})).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
