import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '/work/wt/trust-ui/scripts/chromium.mjs';
const host = process.argv[2] ?? '127.0.0.1';
const base = `http://${host}:5931`;
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
const logged = [];
page.on('console', (m) => logged.push(`${m.type()}: ${m.text()} @${m.location().url}`));
page.on('pageerror', (e) => logged.push(`pageerror ${e.message}`));
page.on('response', (r) => { if (r.status() >= 400) logged.push(`HTTP ${r.status()} ${r.url()}`); });
page.on('frameattached', (f) => logged.push('frame attached'));
for (const path of (process.argv[3] ?? '/demo/index.html,/demo/partner.html,/demo/plain.html,/demo/catalogue.html,/demo/erp.html?order=1').split(',')) {
  logged.push('---- ' + path);
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/trust-dev/demo-${host}-${path.replace(/[^a-z]/g, '')}.png`, fullPage: true });
}
console.log(logged.join('\n'));
await browser.close();
