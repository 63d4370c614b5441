/**
 * Tells zod, before any form builds a schema, to parse without compiling.
 * zod compiles its object parsers with `new Function` where a page allows it,
 * and finds out by trying one: under the site's `script-src 'self'` (no
 * 'unsafe-eval'; docs/security.md) and on partner pages with a strict policy,
 * that try is reported as a policy violation even though zod catches it. A
 * form parses one small input on submit, so the interpreted parser costs
 * nothing a buyer notices; the server keeps the compiled ones.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every
 * copy of zod on a page) and reads `jitless` when a schema is built. Setting
 * it here, rather than calling `z.config()`, keeps zod out of the entries that
 * call this: zod takes the object when it loads, or has it already.
 */
export function parseWithoutEval(): void {
  const page = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (page.__zod_globalConfig ??= {}).jitless = true;
}
