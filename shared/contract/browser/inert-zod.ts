/**
 * What `zod` resolves to in the browser builds (vite.config.ts aliases it
 * for the site and the embed bundle; type checking, tests and the server use
 * the real zod).
 *
 * Why: the contract's call modules build their input schemas when they are
 * imported, so every page that makes an API call used to download zod
 * (~23 KB gzip, a third of the embed entry) only to build schemas it never
 * runs — the browser client sends input as given and the server validates.
 * This stand-in accepts any chain of schema-building calls (z.object(…),
 * .int(…), .refine(…), z.preprocess(…), .extend(…), .shape…) and returns
 * itself, so the contract modules load unchanged. Validating with it is a
 * programming error, so parse and friends throw instead of pretending.
 */
const REFUSED = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode', 'spa']);

function refuse(name: string): never {
  throw new Error(`yaopi: zod.${name}() is not available in the browser build; input is validated by the server`);
}

const target = function inertSchema() {} as unknown as object;

const inert: unknown = new Proxy(target, {
  get(_target, property) {
    if (typeof property === 'string' && REFUSED.has(property)) return () => refuse(property);
    // Not a thenable: awaiting a schema by mistake must not hang.
    if (property === 'then') return undefined;
    if (property === Symbol.toPrimitive) return () => '[inert zod]';
    return inert;
  },
  apply: () => inert,
  construct: () => inert as object,
});

export const z = inert;
export default inert;
