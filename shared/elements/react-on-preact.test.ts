// @vitest-environment happy-dom
// act() runs these callbacks synchronously (none is async), so its returned promise is not awaited.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import * as ReactOnPreact from './react-on-preact';
import { createElement as h, createRoot, useState, useSyncExternalStore } from './react-on-preact';

// A path, not new URL(): the page's URL class is happy-dom's here.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every value (not type) the embed's sources and r2wc import from react,
 * react-dom or react-dom/client: named imports by name, the default import as
 * `default.<member>` for each member read from it, a namespace import as `* as`
 * (which this module cannot vouch for, so it fails the test).
 */
function reactImports(): Map<string, string[]> {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : files(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const r2wc = join(root, 'node_modules/@r2wc/react-to-web-component/dist/react-to-web-component.js');
  const found = new Map<string, string[]>();
  for (const file of [...files(join(root, 'widgets')), ...files(join(root, 'shared')), r2wc]) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^import (?!type )([^;]*?) from ["'](react|react-dom|react-dom\/client)["']/gm)) {
      const clause = match[1]!.trim();
      const names = [...(/\{([^}]*)\}/.exec(clause)?.[1] ?? '').split(',')]
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0]!);
      if (clause.startsWith('* as')) names.push('* as');
      const defaultName = /^([A-Za-z_$][\w$]*)\s*(?:,|$)/.exec(clause)?.[1];
      if (defaultName) {
        const members = new Set([...source.matchAll(new RegExp(`\\b${defaultName}\\.(\\w+)`, 'g'))].map((use) => use[1]!));
        names.push(...[...members].map((member) => `default.${member}`));
      }
      for (const name of names) found.set(name, [...(found.get(name) ?? []), relative(root, file)]);
    }
  }
  return found;
}

let container: HTMLElement;
afterEach(() => {
  if (container) render(null, container);
  document.body.innerHTML = '';
});
function mount(vnode: ComponentChild): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  void act(() => render(vnode, container));
  return container;
}

describe('React on Preact (the embed build’s react)', () => {
  it('exports every React API the widgets import', () => {
    const imports = reactImports();
    expect(imports.get('useState')?.length).toBeGreaterThan(0);
    // r2wc renders with React.createElement and react-dom/client's createRoot.
    expect([imports.has('default.createElement'), imports.has('createRoot')]).toEqual([true, true]);
    const exported = (name: string) => (name.startsWith('default.') ? name.slice(8) in ReactOnPreact.default : name in ReactOnPreact);
    const missing = [...imports.keys()].filter((name) => !exported(name));
    expect(missing, `imported by ${missing.map((name) => imports.get(name)!.join(', ')).join('; ')}`).toEqual([]);
  });

  it('fires onChange of a text input on every input, of a checkbox on change', () => {
    const typed: string[] = [];
    let checked = 0;
    const page = mount(
      h('div', null, [
        h('input', { key: 'text', type: 'text', onChange: (event: Event) => typed.push((event.currentTarget as HTMLInputElement).value) }),
        h('input', { key: 'box', type: 'checkbox', onChange: () => checked++ }),
      ]),
    );
    const [text, box] = page.querySelectorAll('input');
    text!.value = '布';
    text!.dispatchEvent(new Event('input', { bubbles: true }));
    text!.dispatchEvent(new Event('change', { bubbles: true }));
    box!.dispatchEvent(new Event('change', { bubbles: true }));
    box!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(typed).toEqual(['布']);
    expect(checked).toBe(1);
  });

  it('lets a container hear focus and blur of what it holds, as React does', () => {
    const heard: string[] = [];
    const page = mount(h('div', { onFocus: () => heard.push('focus'), onBlur: () => heard.push('blur') }, h('button', { type: 'button' }, '打开')));
    const button = page.querySelector('button')!;
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    button.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(heard).toEqual(['focus', 'blur']);
  });

  it('gives handlers the native event as event.nativeEvent', () => {
    let composing: boolean | undefined;
    const page = mount(h('input', { onKeyDown: (event: KeyboardEvent & { nativeEvent: KeyboardEvent }) => (composing = event.nativeEvent.isComposing) }));
    page.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true }));
    expect(composing).toBe(true);
  });

  it('writes SVG attributes and classes the DOM way', () => {
    const page = mount(
      h('svg', { className: 'yp-icon', viewBox: '0 0 24 24' }, h('path', { d: 'M1 1', strokeWidth: 1.8, strokeLinecap: 'round', fillRule: 'evenodd' })),
    );
    const path = page.querySelector('path')!;
    expect(page.querySelector('svg')!.getAttribute('class')).toBe('yp-icon');
    expect(page.querySelector('svg')!.getAttribute('viewBox')).toBe('0 0 24 24');
    expect([path.getAttribute('stroke-width'), path.getAttribute('stroke-linecap'), path.getAttribute('fill-rule')]).toEqual(['1.8', 'round', 'evenodd']);
  });

  it('keeps a controlled textarea at its value', () => {
    const page = mount(h('textarea', { value: '备注', onChange: () => {} }));
    const area = page.querySelector('textarea')!;
    area.value = '别的';
    void act(() => render(h('textarea', { value: '备注', onChange: () => {} }), container));
    expect(area.value).toBe('备注');
  });

  it('re-renders on an external store’s change (useSyncExternalStore)', () => {
    let count = 1;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const read = () => count;
    function Badge() {
      return h('span', null, String(useSyncExternalStore(subscribe, read)));
    }
    const page = mount(h(Badge, {}));
    expect(page.textContent).toBe('1');
    void act(() => {
      count = 3;
      for (const listener of listeners) listener();
    });
    expect(page.textContent).toBe('3');
    void act(() => render(null, container));
    expect(listeners.size).toBe(0);
  });

  it('gives r2wc a root that replaces what the container held and unmounts', () => {
    container = document.createElement('div');
    container.innerHTML = '<p>旧内容</p>';
    function Counter() {
      const [count, setCount] = useState(0);
      return h('button', { type: 'button', onClick: () => setCount(count + 1) }, `已点 ${count} 次`);
    }
    const rootOfIt = createRoot(container);
    void act(() => rootOfIt.render(h(Counter, {})));
    expect(container.innerHTML).toBe('<button type="button">已点 0 次</button>');
    void act(() => container.querySelector('button')!.click());
    expect(container.textContent).toBe('已点 1 次');
    void act(() => rootOfIt.unmount());
    expect(container.innerHTML).toBe('');
  });
});
