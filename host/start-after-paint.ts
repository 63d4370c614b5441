import { APP_FILES_ELEMENT_ID, FIRST_PAINT_ELEMENT_ID, type AppFiles } from '../shared/domain/first-answers';

/**
 * The site's loader on a page the server painted first
 * (server/render/first-paint.ts): the only script such a page asks for
 * while it is parsed. The app's modules (some 160 kB) are asked for once the
 * first paint's own files (stylesheets, the banner or pack shot) have
 * loaded (or after MAX_WAIT_MS) and the paint is on screen, so on a slow
 * line the first screen does not share the bandwidth with them; the visitor sees the page first and the
 * app takes its place when it is ready (host/main.tsx). Pages without a
 * first paint load the entry from index.html as before. Without script the
 * first paint is the page: plain links and a GET search form.
 */
const MAX_WAIT_MS = 1000;
const HIDDEN_TAB_WAIT_MS = 100;

function firstPaintLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    window.setTimeout(resolve, MAX_WAIT_MS);
  });
}

/**
 * After the frame that follows: the first paint is on screen before the app's
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

const firstPaint = document.getElementById(FIRST_PAINT_ELEMENT_ID);
// From now on the app is on its way: what is typed into the first paint would be lost when the app takes its place.
firstPaint?.setAttribute('inert', '');

try {
  const files = readAppFiles();
  await firstPaintLoaded();
  await afterNextPaint();
  for (const href of files.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  await import(/* @vite-ignore */ files.entry);
} catch (error) {
  // Without the app the first paint is still a page: its links and search form work as they do without script.
  firstPaint?.removeAttribute('inert');
  throw error;
}
