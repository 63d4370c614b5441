import { APP_FILES_ELEMENT_ID, type AppFiles } from '../shared/domain/first-answers';

/**
 * The one script a server-rendered page asks for while it is parsed
 * (server/render/page.ts). The page is already the app's own markup; the
 * app's modules (some 160 kB) are asked for once the page's own files
 * (stylesheets, the banner or pack shot) have loaded (or after MAX_WAIT_MS)
 * and the page is on screen, so on a slow line the first screen does not
 * share the bandwidth with them (docs/decisions.md ADR-010). Then the app hydrates the page (host/main.tsx). Until
 * it has, links work as plain HTML, and taps on buttons are held
 * (host/hold-taps.ts) and replayed after hydration (host/early-taps.ts).
 */
const MAX_WAIT_MS = 1000;
const HIDDEN_TAB_WAIT_MS = 100;

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    window.setTimeout(resolve, MAX_WAIT_MS);
  });
}

/**
 * After the frame that follows: the page is on screen before the app's
 * modules are asked for. A hidden tab draws no frames, so a short timer
 * stands in for the frame there.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => window.setTimeout(resolve, 0));
    window.setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
  });
}

function readAppFiles(): AppFiles {
  const text = document.getElementById(APP_FILES_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`页面缺少 #${APP_FILES_ELEMENT_ID}`);
  return JSON.parse(text) as AppFiles;
}

/**
 * Each modulepreload link starts its fetch as it is inserted, and some 60 of
 * them at once were one task of 100 ms and more on a 4× slower phone; one
 * insertion per batch (one head mutation each), a task per batch.
 */
const LINKS_PER_TASK = 4;

function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

const files = readAppFiles();
await pageLoaded();
await afterNextPaint();
for (let start = 0; start < files.preload.length; start += LINKS_PER_TASK) {
  if (start > 0) await nextTask();
  const links = document.createDocumentFragment();
  for (const href of files.preload.slice(start, start + LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
// Each file is evaluated in a task of its own, before the entry: evaluated as the entry's import graph (the kit, the
// layout, the page), they were one task of 120 ms and more on a 4× slower phone. Any order is sound, since a module's
// imports are evaluated before it; what the entry's own code does first (stats, the session, hydration) still comes
// before anything renders. A file that fails here fails again, and is reported, as the entry's import.
for (const href of files.preload) {
  await nextTask();
  await import(/* @vite-ignore */ href).catch(() => undefined);
}
await nextTask();
await import(/* @vite-ignore */ files.entry);
