// Finds a Chromium for the browser and end-to-end tests, in this order:
// CHROME_PATH, Debian's /usr/bin/chromium, then the headless shell shipped
// inside the @sparticuz/chromium npm package (unpacked once under .cache/,
// a folder the project owns), so `npm test` needs no apt step.
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
  // YAOPI_BUNDLED_CHROMIUM=1 skips Debian's build, to prove the fallback that
  // a machine without the apt package takes.
  if (process.env.YAOPI_BUNDLED_CHROMIUM !== '1' && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
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
