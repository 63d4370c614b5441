// The PNG icons of the web app manifest (添加到桌面), drawn from the favicon
// by Chromium: `node scripts/app-icons.mjs`. The output is committed
// (host/public/icons/), so building the site needs no browser; run this again
// only when favicon.svg changes.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const svg = await readFile(join(root, 'host/public/favicon.svg'), 'utf8');

// "any": the logo as drawn; "maskable": on a full-bleed brand square with the
// logo inside the central safe zone (80 %), so a round or squircle mask never cuts it.
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    const inner = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.maskable ? '#1a7fd4' : 'transparent'}">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}"></body></html>`,
    );
    const png = await page.screenshot({ omitBackground: !icon.maskable, type: 'png' });
    await writeFile(join(root, 'host/public/icons', icon.file), png);
    console.log(`host/public/icons/${icon.file} ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
