import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssPropertiesOf, generatedFiles, partsOf, type Manifest } from '../../scripts/build/elements-manifest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const generated = generatedFiles(root);
const manifest = JSON.parse(generated['custom-elements.json'] ?? '{}') as Manifest;
const elements = manifest.modules.flatMap((module) => module.declarations);
const byTag = (tag: string) => elements.find((element) => element.tagName === tag);

describe('the elements manifest, declarations and docs/embed.md', () => {
  it.each(Object.keys(generated))('%s is what the element modules give (run `npm run elements:manifest`)', (path) => {
    expect(readFileSync(join(root, path), 'utf8')).toBe(generated[path]);
  });

  it('describes every element the embed loads, and only those', () => {
    const entry = readFileSync(join(root, 'widgets/index.ts'), 'utf8');
    const loaded = new Set([...entry.matchAll(/'(yp-[a-z-]+)'/g)].map((match) => match[1]));
    // The framework-free elements (and the notifier's loader) are imported by the entry directly.
    for (const tag of ['yp-config', 'yp-cart-badge', 'yp-notifier']) loaded.add(tag);
    expect(elements.map((element) => element.tagName).sort()).toEqual([...loaded].sort());
  });

  it("reads a widget's attributes, properties, events, parts and own variables from its source", () => {
    const search = byTag('yp-search-bar');
    expect(search?.attributes.map((a) => a.name)).toEqual([
      'keywords',
      'type',
      'sticky',
      'sticky-offset',
      'hot-words',
      'hide-hot',
      'api-base',
      'site',
      'token',
    ]);
    expect(search?.members.find((m) => m.name === 'stickyOffset')).toMatchObject({ attribute: 'sticky-offset', type: { text: 'number' } });
    expect(search?.events).toEqual([{ name: 'yp-search', type: { text: 'CustomEvent<{ keywords: string; type: 1 | 2 }>' } }]);
    expect(search?.cssParts.map((p) => p.name)).toContain('input');
    expect(search?.cssProperties).toContainEqual({ name: '--yp-search-width', default: '560px' });
    expect(search?.cssProperties).toContainEqual({ name: '--yp-brand', default: '#166dbb' });
    expect(byTag('yp-cart-badge')?.cssParts).toEqual([{ name: 'badge' }]);
  });

  it('takes part names from a "Parts:" sentence, with (+ …) lists and without explanations', () => {
    expect(partsOf('Shows a bar. Parts: bar, tab (+ account, cart), chat (the 在线客服 iframe), qr-code.')).toEqual([
      'bar',
      'tab',
      'account',
      'cart',
      'chat',
      'qr-code',
    ]);
    expect(partsOf('No parts here.')).toEqual([]);
  });

  it('reads --yp-* variables with their fallbacks and skips the private --_yp-* ones', () => {
    expect(cssPropertiesOf('a{color:var(--yp-text, #333);border:var(--_yp-border);width:var(--yp-w,calc(1px + 2px));x:var(--yp-x)}')).toEqual([
      { name: '--yp-text', default: '#333' },
      { name: '--yp-w', default: 'calc(1px + 2px)' },
      { name: '--yp-x' },
    ]);
  });

  it('ignores variables a comment only shows', () => {
    expect(cssPropertiesOf('/* write var(--yp-y, default) */ a{color:var(--yp-text)}')).toEqual([{ name: '--yp-text' }]);
  });
});
