// Finds a Chromium for the browser and end-to-end tests, in this order:
// CHROME_PATH, the headless shell shipped inside the @sparticuz/chromium npm
// package (unpacked once under .cache/, a folder the project owns, so
// `npm test` needs no apt step), then Debian's /usr/bin/chromium.
//
// The headless shell comes first because it is the lighter browser: it has
// none of the full browser's window, UI and compositor processes. The same
// end-to-end specs took about 40 % less Chromium CPU in it than in Debian's
// full Chromium, which Playwright's --headless runs as a whole browser
// (Playwright itself defaults to a headless shell for the same reason). It has
// no CJK fonts: fine for tests, which read text from the DOM; for looking at
// pages, YAOPI_SYSTEM_CHROMIUM=1 (or CHROME_PATH) picks Debian's build.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Flags that keep Chromium quiet on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const system = '/usr/bin/chromium';
  if (process.env.YAOPI_SYSTEM_CHROMIUM === '1' && existsSync(system)) return system;
  try {
    return await headlessShell();
  } catch (error) {
    // No binary in the package for this platform (it ships x64 and arm64 Linux only).
    if (existsSync(system)) return system;
    throw error;
  }
}

/** The headless shell inside @sparticuz/chromium, unpacked into .cache/chromium on first use. */
async function headlessShell() {
  const dir = join(root, '.cache', 'chromium');
  mkdirSync(dir, { recursive: true });
  // The package unpacks into os.tmpdir(); point that at our folder for the call.
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    const { default: Chromium } = await import('@sparticuz/chromium');
    return await Chromium.executablePath();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await chromiumPath());
}
