// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyElements } from './lazy-elements';

let serial = 0;
/** A fresh tag per test: the registry outlives each test. */
const uniqueTag = (name: string) => `yp-${name}-${++serial}`;

function moduleDefining(tag: string) {
  return vi.fn(async () => {
    customElements.define(tag, class extends HTMLElement {});
  });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('lazyElements', () => {
  it('loads a tag already in the document once, and one added later deep in a subtree', async () => {
    const present = uniqueTag('present');
    const later = uniqueTag('later');
    const absent = uniqueTag('absent');
    document.body.innerHTML = `<${present}></${present}><${present}></${present}>`;
    const modules = { [present]: moduleDefining(present), [later]: moduleDefining(later), [absent]: moduleDefining(absent) };
    lazyElements(modules).watch(document);
    await flush();
    expect(modules[present]).toHaveBeenCalledTimes(1);
    expect(modules[later]).not.toHaveBeenCalled();

    const wrapper = document.createElement('div');
    wrapper.innerHTML = `<p><${later}></${later}></p>`;
    document.body.append(wrapper);
    await flush();
    expect(modules[later]).toHaveBeenCalledTimes(1);
    expect(customElements.get(later)).toBeDefined();
    expect(modules[absent]).not.toHaveBeenCalled();
  });

  it('loads the tags an element renders in its own shadow root with it', async () => {
    const outer = uniqueTag('outer');
    const inner = uniqueTag('inner');
    const modules = { [outer]: moduleDefining(outer), [inner]: moduleDefining(inner) };
    const elements = lazyElements(modules, { [outer]: [inner] });
    await elements.load(outer);
    expect(customElements.get(inner)).toBeDefined();
  });

  it('does not load a tag someone else defined, and retries after a failed load', async () => {
    const taken = uniqueTag('taken');
    customElements.define(taken, class extends HTMLElement {});
    const flaky = uniqueTag('flaky');
    const failing = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async () => {
        customElements.define(flaky, class extends HTMLElement {});
      });
    const modules = { [taken]: moduleDefining(taken), [flaky]: failing };
    const elements = lazyElements(modules);
    expect(await elements.load(taken)).toBe(customElements.get(taken));
    expect(modules[taken]).not.toHaveBeenCalled();

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(elements.load(flaky)).rejects.toThrow('offline');
    error.mockRestore();
    expect(await elements.load(flaky)).toBe(customElements.get(flaky));
    await expect(elements.load('yp-never-heard-of')).rejects.toThrow('unknown element');
  });

  it('leaves a tag the gate refuses undefined: its module is never fetched, load() answers undefined, one warning', async () => {
    const refused = uniqueTag('refused');
    const allowed = uniqueTag('allowed');
    const modules = { [refused]: moduleDefining(refused), [allowed]: moduleDefining(allowed) };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const asked: string[] = [];
    const elements = lazyElements(modules, {}, (tag) => {
      asked.push(tag);
      return Promise.resolve(tag === allowed);
    });
    document.body.innerHTML = `<${refused}></${refused}><${allowed}></${allowed}>`;
    elements.watch(document);
    expect(await elements.load(refused)).toBeUndefined();
    expect(await elements.load(allowed)).toBe(customElements.get(allowed));
    // Another refused tag added later is not asked about again.
    document.body.append(document.createElement(refused));
    await flush();
    expect(modules[refused]).not.toHaveBeenCalled();
    expect(customElements.get(refused)).toBeUndefined();
    expect(asked.sort()).toEqual([allowed, refused].sort());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`<${refused}>`);
    warn.mockRestore();
  });
});
