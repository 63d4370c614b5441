/**
 * Puts CSS where a node lives: `node.getRootNode()` is the document for the
 * host site and the shadow root inside a custom element, so one helper
 * serves both (design "Widgets"). Each CSS text becomes one constructable
 * stylesheet per document, shared by every root of that document, and is
 * adopted at most once per root; the order of first adoption is the cascade
 * order, so tokens go first.
 *
 * Browsers without constructable stylesheets (Safari before 16.4) get a
 * <style> element per CSS text instead.
 */

export type StyleRoot = Document | ShadowRoot;

// Per root: which CSS texts are already in it.
const adopted = new WeakMap<StyleRoot, Set<string>>();
// Per document: the sheet built for each CSS text. A constructed sheet can
// only be adopted by roots of the document that built it.
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function isStyleRoot(node: Node): node is StyleRoot {
  return node.nodeType === Node.DOCUMENT_NODE || node.nodeType === Node.DOCUMENT_FRAGMENT_NODE;
}

function supportsAdoption(root: StyleRoot): boolean {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
}

function sheetFor(doc: Document, css: string): CSSStyleSheet {
  let byText = sheets.get(doc);
  if (!byText) sheets.set(doc, (byText = new Map<string, CSSStyleSheet>()));
  let sheet = byText.get(css);
  if (!sheet) {
    const View = doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet;
    sheet = new View();
    sheet.replaceSync(css);
    byText.set(css, sheet);
  }
  return sheet;
}

function appendStyleElement(root: StyleRoot, css: string): void {
  const doc = root.nodeType === Node.DOCUMENT_NODE ? (root as Document) : (root.ownerDocument as Document);
  const style = doc.createElement('style');
  style.dataset.yaopi = '';
  style.textContent = css;
  if (root.nodeType === Node.DOCUMENT_NODE) (root as Document).head.append(style);
  // Styles first in a shadow root, before whatever the component renders.
  else {
    const existing = [...root.querySelectorAll('style[data-yaopi]')];
    const last = existing[existing.length - 1];
    if (last) last.after(style);
    else root.prepend(style);
  }
}

/**
 * Adopts each CSS text into the root `node` belongs to (a Document or a
 * ShadowRoot passed directly works too). A node not yet attached to a
 * document or shadow root has nowhere to put styles: nothing happens.
 * `present` names texts the root already has from elsewhere (the server
 * page's stylesheet): they count as adopted and are left out.
 */
export function adoptStyles(node: Node, cssTexts: readonly string[], present?: (root: StyleRoot, css: string) => boolean): void {
  const root = isStyleRoot(node) ? node : node.getRootNode();
  if (!isStyleRoot(root)) return;
  let done = adopted.get(root);
  if (!done) adopted.set(root, (done = new Set()));
  const unseen = cssTexts.filter((css) => css && !done.has(css));
  if (unseen.length === 0) return;
  for (const css of unseen) done.add(css);
  const fresh = present ? unseen.filter((css) => !present(root, css)) : unseen;
  if (fresh.length === 0) return;

  if (supportsAdoption(root)) {
    const doc = root.nodeType === Node.DOCUMENT_NODE ? (root as Document) : (root.ownerDocument as Document);
    // Appended after the page's or host's own adopted sheets, never replacing them.
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...fresh.map((css) => sheetFor(doc, css))];
  } else {
    for (const css of fresh) appendStyleElement(root, css);
  }
}
