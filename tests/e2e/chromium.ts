/**
 * Chromium for the suite, from scripts/chromium.mjs (CHROME_PATH, Debian's
 * /usr/bin/chromium, or the one unpacked from @sparticuz/chromium). The
 * script is plain JavaScript without types, so it is loaded by URL and given
 * its shape here.
 */
interface ChromiumScript {
  chromiumPath(): Promise<string>;
  chromiumArgs: string[];
}

export async function resolveChromium(): Promise<{ path: string; args: string[] }> {
  const script = (await import(new URL('../../scripts/chromium.mjs', import.meta.url).href)) as ChromiumScript;
  return { path: await script.chromiumPath(), args: script.chromiumArgs };
}
