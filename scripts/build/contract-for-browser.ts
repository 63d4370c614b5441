import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';

/**
 * The embed build's view of shared/contract: each call's method, path and
 * access, without its zod schemas. The browser never validates (the server
 * does, shared/contract/browser/inert-zod.ts says why), yet the schemas'
 * construction code, with every Chinese field message, was ~12 KB gzip of
 * the partner bundle. In each contract module this
 *
 * - drops the `input` and `output` properties of every `defineCall({…})`
 *   object literal (their types stay: they come from the source, not from
 *   this build), and
 * - marks every call made at module level, outside functions and outside
 *   bare expression statements, as pure (`/* @__PURE__ *\/`), so a schema
 *   nothing uses any more is tree-shaken with its helpers.
 *
 * Functions (fillPath and friends) and constants (status lists, limits) are
 * untouched. Type checking, tests and the server read the source as written.
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
        visit(program as unknown as Node, out, { inFunction: false, statementCall: false });
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

interface Where {
  inFunction: boolean;
  /** The node is the whole expression of an expression statement: kept as written. */
  statementCall: boolean;
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

function visit(node: Node, out: MagicString, where: Where, skip: ReadonlySet<Node> = new Set()): void {
  if (skip.has(node)) return;
  let dropped: ReadonlySet<Node> = skip;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') {
    if (node.type === 'CallExpression') dropped = dropSchemas(node, out);
    if (!where.inFunction && !where.statementCall) out.appendLeft(node.start, '/* @__PURE__ */ ');
  }
  const inFunction = where.inFunction || FUNCTIONS.has(node.type);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'typeAnnotation' || key === 'returnType' || key === 'typeParameters') continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (!isNode(child)) continue;
      const statementCall = node.type === 'ExpressionStatement' && key === 'expression';
      visit(child, out, { inFunction, statementCall }, dropped);
    }
  }
}
