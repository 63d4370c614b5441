import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';

/**
 * The browser builds' view of shared/contract (site, server render and
 * embed): each call's method, path and access, without its zod schemas, and
 * zod itself only where a form validates with a schema it imports
 * (docs/decisions.md ADR-059). The server validates every input; the
 * schemas' construction code, with every Chinese field message, and zod were
 * ~12 + ~20 KB gzip that every page would otherwise load. In each contract
 * module this
 *
 * - drops the `input` and `output` properties of every `defineCall({…})`
 *   object literal (their types stay: they come from the source, not from
 *   this build), and
 * - wraps the initializer of every module-level `const` that makes a call
 *   in a pure immediately-called arrow (`/* @__PURE__ *\/ (() => (…))()`), so
 *   a schema nothing uses is tree-shaken with its helpers and with zod. A
 *   pure mark on the call itself is not enough: the bundler reads it as
 *   marking the first call of a chain only, so `z.string().min(1)`,
 *   `.extend({…})` and `.shape.items` kept every schema and all of zod alive.
 *   A schema a form does use (a named `…Input` the form imports) is built as
 *   written, with real zod, in the chunk of that form.
 *
 * Functions (fillPath and friends), constants (status lists, limits) and bare
 * call statements are untouched. Type checking, tests and the server read the
 * source as written.
 */
const CONTRACT_MODULE = /[\\/]shared[\\/]contract[\\/].*\.ts$/;

export function contractForBrowser(): Plugin {
  return {
    name: 'yaopi:contract-for-browser',
    enforce: 'pre',
    transform: {
      filter: { id: CONTRACT_MODULE },
      handler(code, id) {
        if (!CONTRACT_MODULE.test(id) || /\.test\.ts$/.test(id) || !code.includes('zod')) return null;
        const { program, errors } = parseSync(id, code, { lang: 'ts', sourceType: 'module' });
        if (errors.length) return null;
        const out = new MagicString(code);
        visit(program as unknown as Node, out, false);
        return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : null;
      },
    },
  };
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const SCHEMA_KEYS = new Set(['input', 'output']);

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function propertyName(property: Node): string | undefined {
  const key = property.key as Node | undefined;
  if (!key) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** Removes a defineCall's schema properties; returns them, so nothing inside is visited. */
function dropSchemas(call: Node, out: MagicString): Set<Node> {
  const dropped = new Set<Node>();
  const callee = call.callee as Node;
  const [argument] = call.arguments as Node[];
  if (callee.type !== 'Identifier' || callee.name !== 'defineCall' || argument?.type !== 'ObjectExpression') return dropped;
  const properties = argument.properties as Node[];
  for (const property of properties) {
    if (property.type !== 'Property' || !SCHEMA_KEYS.has(propertyName(property) ?? '')) continue;
    // The property and the comma after it, if any (the last one may have none).
    const comma = /^\s*,/.exec(out.original.slice(property.end));
    out.remove(property.start, property.end + (comma ? comma[0].length : 0));
    dropped.add(property);
  }
  return dropped;
}

/** True when the expression makes a call outside any function it holds (a function's body runs later, if ever). */
function makesCall(node: Node): boolean {
  if (FUNCTIONS.has(node.type)) return false;
  if (node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'TaggedTemplateExpression') return true;
  return Object.entries(node).some(([key, value]) => {
    if (key === 'typeAnnotation' || key === 'returnType' || key === 'typeParameters') return false;
    return (Array.isArray(value) ? value : [value]).some((child) => isNode(child) && makesCall(child));
  });
}

function visit(node: Node, out: MagicString, underFunction: boolean, skip: ReadonlySet<Node> = new Set()): void {
  if (skip.has(node)) return;
  let dropped: ReadonlySet<Node> = skip;
  let inFunction = underFunction || FUNCTIONS.has(node.type);
  if (node.type === 'CallExpression') dropped = dropSchemas(node, out);
  if (!underFunction && node.type === 'VariableDeclarator' && isNode(node.init) && makesCall(node.init)) {
    out.appendLeft(node.init.start, '/* @__PURE__ */ (() => (');
    out.appendRight(node.init.end, '))()');
    // What the arrow holds runs only if the value is used: nothing inside needs a mark of its own.
    inFunction = true;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'typeAnnotation' || key === 'returnType' || key === 'typeParameters') continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (!isNode(child)) continue;
      visit(child, out, inFunction, dropped);
    }
  }
}
