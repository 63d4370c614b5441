import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '/work/wt/trust-ui/scripts/chromium.mjs';
const base = 'http://127.0.0.1:5931';
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
const logged = [];
page.on('console', (m) => logged.push(`${m.type()}: ${m.text()} ${m.location().url}`));
page.on('response', (r) => { if (r.status() >= 400) logged.push(`HTTP ${r.status()} ${r.url()}`); });
for (const path of (process.argv[2] ?? '/').split(',')) {
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  logged.push('---- ' + path);
}
console.log(logged.join('\n'));
await browser.close();
