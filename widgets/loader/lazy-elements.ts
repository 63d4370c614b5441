import type { WidgetGate } from './partner-widgets';

/** Loads the module that defines a tag; what it resolves to does not matter. */
export type ElementModule = () => Promise<unknown>;

export interface LazyElements {
  /** Loads and defines `tag` now (partners creating elements from script call it); resolves to its class. */
  load(tag: string): Promise<CustomElementConstructor | undefined>;
  /** Loads every known tag present under `root` now and whenever one is added later. */
  watch(root: Document): void;
}

/**
 * Defines each widget's element the first time its tag is on the page, so a
 * page downloads only the widgets it shows. `modules` maps a tag to the
 * dynamic import of its element module; `renders` lists the tags an element
 * puts in its own shadow root, which the document observer cannot see, so
 * they load together with it.
 *
 * A tag some other script (another copy or release of the bundle) already
 * defined is not loaded again: the element there serves the page. A tag the
 * `gate` refuses (a widget the partner's registry entry does not list) is
 * not loaded at all: it stays undefined, with one console warning, and
 * load() resolves to undefined.
 */
export function lazyElements(
  modules: Readonly<Record<string, ElementModule>>,
  renders: Readonly<Record<string, readonly string[]>> = {},
  gate: WidgetGate = () => Promise.resolve(true),
): LazyElements {
  const started = new Map<string, Promise<CustomElementConstructor | undefined>>();
  const waiting = () => Object.keys(modules).filter((tag) => !started.has(tag));

  function load(name: string): Promise<CustomElementConstructor | undefined> {
    const tag = name.toLowerCase();
    const running = started.get(tag);
    if (running) return running;
    const importer = modules[tag];
    if (!importer) return Promise.reject(new Error(`[yaopi] unknown element <${tag}>`));
    const define = async (): Promise<CustomElementConstructor | undefined> => {
      if (customElements.get(tag)) return customElements.get(tag);
      if (!(await gate(tag))) {
        console.warn(`[yaopi] 本页面所属合作方未开通组件 <${tag}>，未加载 / <${tag}> is not among the widgets this partner's pages may show`);
        return undefined;
      }
      await Promise.all([importer(), ...(renders[tag] ?? []).map(load)]);
      return customElements.get(tag);
    };
    const promise = define().catch((error: unknown) => {
      // Forget the failure, so the next <tag> on the page (or load()) tries again.
      started.delete(tag);
      console.error(`[yaopi] could not load <${tag}>`, error);
      throw error;
    });
    started.set(tag, promise);
    return promise;
  }

  function loadWithin(node: Element | Document): void {
    const tags = waiting();
    if (tags.length === 0) return;
    if (node instanceof Element && tags.includes(node.localName)) void load(node.localName).catch(() => {});
    for (const element of node.querySelectorAll(tags.join(','))) void load(element.localName).catch(() => {});
  }

  function watch(root: Document): void {
    loadWithin(root);
    // Kept for the page's life: once every tag has started, each batch costs
    // one empty check, and a tag whose load failed is looked for again.
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) loadWithin(node);
      }
    });
    observer.observe(root, { childList: true, subtree: true });
  }

  return { load, watch };
}
