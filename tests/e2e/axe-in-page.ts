import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = Window & { axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };

/**
 * axe-core run in the page itself, put into the document once and kept
 * across the site's in-document route changes. @axe-core/playwright's
 * legacy mode evaluates axe's 550 kB source twice on every call (once to
 * check for runPartial, once per frame), which was most of the accessibility
 * spec's time per route (docs/perf.md "Accessibility and phone tests": the
 * direct run was the floor measured there). Evaluated through the DevTools
 * protocol, as @axe-core/playwright does, so the site's CSP does not apply.
 * The site's pages have no frames of their own to audit.
 */
export async function runAxe(page: Page, options: { include?: string; tags: readonly string[] }): Promise<AxeResults> {
  const present = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ include, tags }) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe-core is not on the page');
      const context: ElementContext = include ? { include: [[include]] } : document;
      return axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    { include: options.include, tags: [...options.tags] },
  );
}
