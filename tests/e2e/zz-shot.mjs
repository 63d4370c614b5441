import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '/work/wt/trust-ui/scripts/chromium.mjs';
const base = 'http://127.0.0.1:5931';
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
for (const width of [1200, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const user = process.argv[2] ?? 'demo';
  const r = await page.request.post(base + '/api/login', { form: { username: user, password: 'yaopi123' } });
  console.log(user, (await r.json()).code);
  await page.goto(base + '/');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/trust-dev/home-${width}.png` });
  await context.close();
}
await browser.close();
