// The partner-facing description of every yaopi element, generated from the
// source so it cannot drift from it: custom-elements.json (the Custom
// Elements Manifest schema 2.1, read by IDEs, Storybook and linters), the
// TypeScript declarations shipped with the embed (widgets/types/) and the
// element reference in docs/embed.md. The Custom Elements Manifest analyzer
// reads classes; most yaopi elements are React components wrapped by
// defineWidget() (r2wc), which it cannot see, so this small generator reads
// the element modules with the TypeScript compiler instead:
//
// - tag: the `'yp-…'` constant passed to defineWidget()/defineOnce();
// - description: that constant's (or class's) doc comment; the CSS parts are
//   its "Parts: …." sentence, the one place widget authors already list them;
// - attributes and properties: defineWidget's `props` (camelCase property,
//   kebab-case attribute, r2wc's type), plus api-base, site and token, which
//   every element accepts (shared/elements/apply-config.ts);
// - events: `new CustomEvent<Detail>(NAME, …)` in the widget's folder;
// - CSS custom properties: the design tokens of shared/ui/tokens.css (every
//   element adopts them) and the `var(--yp-…)` the widget's own CSS reads.
//
// `npm run elements:manifest` writes all three;
// tests/types/elements-manifest.test.ts fails when a committed file differs
// from what the source gives.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export interface ElementAttribute {
  name: string;
  fieldName?: string;
  type: { text: string };
  description?: string;
}

export interface ElementField {
  kind: 'field';
  name: string;
  type: { text: string };
  attribute?: string;
  inheritedFrom?: { name: string };
}

export interface ElementEvent {
  name: string;
  type: { text: string };
  description?: string;
}

export interface CssProperty {
  name: string;
  default?: string;
}

export interface ElementDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description: string;
  attributes: ElementAttribute[];
  members: ElementField[];
  events: ElementEvent[];
  cssParts: { name: string }[];
  cssProperties: CssProperty[];
}

export interface Manifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: ElementDeclaration[];
    exports: { kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } }[];
  }[];
}

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every element accepts these (shared/elements/apply-config.ts CONFIG_ATTRIBUTES). */
const CONFIG_ATTRIBUTES: ElementAttribute[] = [
  { name: 'api-base', type: { text: 'string' }, description: 'yaopi API 的地址（origin）' },
  { name: 'site', type: { text: 'string' }, description: '完整站点的地址：链接与跳转去那里' },
  { name: 'token', type: { text: 'string' }, description: '合作方服务端取得的买家短期令牌' },
];

const DOM_TYPES: Record<PropType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
  function: '(...args: unknown[]) => unknown',
  method: '(...args: unknown[]) => unknown',
};

const toDashed = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const className = (tag: string) => `${tag.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Element`;

/** The text of every top-level `/** … *\/` comment of a module, in order. */
function docComments(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) =>
    (ts.getLeadingCommentRanges(source.text, statement.getFullStart()) ?? [])
      .filter((range) => source.text.startsWith('/**', range.pos))
      .map((range) =>
        source.text
          .slice(range.pos + 3, range.end - 2)
          .split('\n')
          .map((line) => line.replace(/^\s*\* ?/, ''))
          .join('\n')
          .trim(),
      ),
  );
}

/**
 * The names of a "Parts: a, b, c (+ d, e), f (what f is)." sentence: a
 * parenthesis starting with "+" lists more parts, any other explains.
 */
export function partsOf(description: string): string[] {
  const match = /Parts:\s*([\s\S]*?)\.(?:\s|$)/.exec(description);
  if (!match?.[1]) return [];
  const text = match[1].replace(/\((?!\s*\+)[^)]*\)/g, '').replace(/[()+]/g, ',');
  return [...new Set(text.split(/[,\s]+/).filter((word) => /^[a-z][a-z0-9-]*$/.test(word)))];
}

/** The `--yp-*` custom properties a CSS text reads, with their fallbacks. */
export function cssPropertiesOf(css: string): CssProperty[] {
  const found = new Map<string, CssProperty>();
  // Comments may show the pattern (`var(--yp-x, default)`) without using a property.
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of code.matchAll(/var\(\s*(--yp-[a-z0-9-]+)\s*(?:,\s*((?:[^()]|\([^()]*(?:\([^()]*\))*[^()]*\))*))?\)/g)) {
    const name = match[1] as string;
    if (found.has(name)) continue;
    const fallback = match[2]?.trim();
    found.set(name, fallback ? { name, default: fallback } : { name });
  }
  return [...found.values()];
}

function stringConstants(source: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isStringLiteral(node.initializer)) {
      constants.set(node.name.text, node.initializer.text);
    }
    node.forEachChild(visit);
  });
  return constants;
}

/** A type as standalone TypeScript text: aliases and interfaces expanded, so the declarations need no import. */
function typeText(checker: ts.TypeChecker, type: ts.Type, depth = 0): string {
  if (type.isUnion()) return type.types.map((member) => typeText(checker, member, depth)).join(' | ');
  if (type.isStringLiteral()) return JSON.stringify(type.value);
  if (type.isNumberLiteral()) return String(type.value);
  const properties = type.getProperties();
  if (depth < 3 && type.flags & ts.TypeFlags.Object && properties.length && !checker.getSignaturesOfType(type, ts.SignatureKind.Call).length) {
    const members = properties.map((property) => {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getAnyType();
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${property.name}${optional}: ${typeText(checker, propertyType, depth + 1)}`;
    });
    return `{ ${members.join('; ')} }`;
  }
  return checker.typeToString(type);
}

function eventsIn(program: ts.Program, folder: string): ElementEvent[] {
  const checker = program.getTypeChecker();
  const events: ElementEvent[] = [];
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(`${folder}/`) || /\.test\.tsx?$/.test(source.fileName)) continue;
    const constants = stringConstants(source);
    source.forEachChild(function visit(node) {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'CustomEvent' && node.arguments?.[0]) {
        const nameNode = node.arguments[0];
        const name = ts.isStringLiteral(nameNode) ? nameNode.text : ts.isIdentifier(nameNode) ? constants.get(nameNode.text) : undefined;
        const detail = node.typeArguments?.[0];
        if (name) {
          const detailText = detail ? typeText(checker, checker.getTypeFromTypeNode(detail)) : 'unknown';
          events.push({ name, type: { text: `CustomEvent<${detailText}>` } });
        }
      }
      node.forEachChild(visit);
    });
  }
  return events;
}

/** A widget's own CSS and CSS-in-TS, and the shared/ui style sheets its modules import (they style it too). */
function widgetCss(folder: string): string {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.css') || ((file.endsWith('.ts') || file.endsWith('.tsx')) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx')))
    .sort()
    .map((file) => readFileSync(join(folder, file), 'utf8'));
  const shared = new Set<string>();
  for (const text of files) {
    for (const match of text.matchAll(/from\s+'((?:\.\.\/)+shared\/ui\/[\w/-]+\.css)(?:\?inline)?'/g)) shared.add(join(folder, match[1] as string));
  }
  return [...files, ...[...shared].sort().map((file) => readFileSync(file, 'utf8'))].join('\n');
}

interface Registration {
  tag: string;
  description: string;
  props: [string, PropType][];
}

function registrationIn(source: ts.SourceFile): Registration | undefined {
  const constants = stringConstants(source);
  let found: Registration | undefined;
  source.forEachChild(function visit(node) {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['defineWidget', 'defineOnce'].includes(node.expression.text)) {
      const [tagNode, , options] = node.arguments;
      const tag = tagNode && ts.isIdentifier(tagNode) ? constants.get(tagNode.text) : tagNode && ts.isStringLiteral(tagNode) ? tagNode.text : undefined;
      if (!tag) return;
      const props: [string, PropType][] = [];
      if (options && ts.isObjectLiteralExpression(options)) {
        const propsNode = options.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === 'props');
        if (propsNode && ts.isPropertyAssignment(propsNode) && ts.isObjectLiteralExpression(propsNode.initializer)) {
          for (const prop of propsNode.initializer.properties) {
            if (ts.isPropertyAssignment(prop) && ts.isStringLiteral(prop.initializer))
              props.push([prop.name.getText(source), prop.initializer.text as PropType]);
          }
        }
      }
      // The doc comment that shows the tag: on the tag constant (React widgets) or the class or its CSS (lit and plain elements).
      const description = docComments(source).find((comment) => comment.includes(`<${tag}`)) ?? '';
      found = { tag, description, props };
    }
    node.forEachChild(visit);
  });
  return found;
}

/** Reads every widgets/<name>/<name>.element.ts of `root` and describes its element. */
export function buildManifest(root = projectRoot): Manifest {
  const widgetsDir = join(root, 'widgets');
  const elementFiles = readdirSync(widgetsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(widgetsDir, entry.name))
        .filter((file) => file.endsWith('.element.ts'))
        .map((file) => join(widgetsDir, entry.name, file)),
    )
    .sort();
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  // Type information only for the events' detail types and HTMLElement's own
  // members (a probe file): no @types packages needed.
  const options = { ...(config?.options ?? {}), noEmit: true, types: [], skipLibCheck: true };
  const probe = join(root, '__html-element-probe__.ts');
  const host = ts.createCompilerHost(options);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (file) => file === probe || fileExists(file);
  host.getSourceFile = (file, language, ...rest) =>
    file === probe ? ts.createSourceFile(file, 'export declare const probe: HTMLElement;', language) : getSourceFile(file, language, ...rest);
  const program = ts.createProgram([...elementFiles, probe], options, host);
  const checker = program.getTypeChecker();
  const probeSource = program.getSourceFile(probe);
  const probeSymbol = probeSource && checker.getSymbolAtLocation(probeSource);
  const probeExport = probeSymbol && checker.getExportsOfModule(probeSymbol)[0];
  const htmlElementMembers = new Map(
    probeExport ? checker.getPropertiesOfType(checker.getTypeOfSymbol(probeExport)).map((p) => [p.name, checker.typeToString(checker.getTypeOfSymbol(p))]) : [],
  );
  const tokens = cssPropertiesOf(readFileSync(join(root, 'shared/ui/tokens.css'), 'utf8'));
  const tokenNames = new Set(tokens.map((token) => token.name));

  const modules = elementFiles.flatMap((file) => {
    const source = program.getSourceFile(file);
    const registration = source && registrationIn(source);
    if (!registration) return [];
    const folder = dirname(file);
    const path = relative(root, file).split('\\').join('/');
    const name = className(registration.tag);
    const own = cssPropertiesOf(widgetCss(folder)).filter((property) => !tokenNames.has(property.name));
    const declaration: ElementDeclaration = {
      kind: 'class',
      customElement: true,
      name,
      tagName: registration.tag,
      description: registration.description,
      attributes: [
        ...registration.props.map(([prop, type]) => ({ name: toDashed(prop), fieldName: prop, type: { text: type === 'json' ? 'string (JSON)' : type } })),
        ...CONFIG_ATTRIBUTES,
      ],
      // A prop HTMLElement has too (title) keeps HTMLElement's type, so the element stays an HTMLElement.
      members: registration.props.map(([prop, type]): ElementField => {
        const inherited = htmlElementMembers.get(prop);
        const field: ElementField = { kind: 'field', name: prop, type: { text: inherited ?? DOM_TYPES[type] }, attribute: toDashed(prop) };
        return inherited ? { ...field, inheritedFrom: { name: 'HTMLElement' } } : field;
      }),
      events: eventsIn(program, folder),
      cssParts: partsOf(registration.description).map((part) => ({ name: part })),
      cssProperties: [...own, ...tokens],
    };
    return [
      {
        kind: 'javascript-module' as const,
        path,
        declarations: [declaration],
        exports: [{ kind: 'custom-element-definition' as const, name: registration.tag, declaration: { name, module: path } }],
      },
    ];
  });
  return { schemaVersion: '2.1.0', readme: 'docs/embed.md', modules };
}

const elementsOf = (manifest: Manifest) => manifest.modules.flatMap((module) => module.declarations);

const HEADER = '// Generated by scripts/build/elements-manifest.ts from widgets/*/*.element.ts: do not edit.\n';

/** JSX attribute value types: HTML attributes are text; React 19 also takes numbers and booleans for custom elements. */
function jsxType(type: string): string {
  if (type === 'boolean') return "boolean | ''";
  if (type === 'number') return 'number | string';
  return 'string';
}

/** widgets/types/yaopi-elements.d.ts: the element types and HTMLElementTagNameMap. */
export function renderDomDeclarations(manifest: Manifest): string {
  const lines = [HEADER, '/** The page-wide settings every yaopi element accepts as attributes. */'];
  lines.push('export interface YaopiConfigAttributes {');
  for (const attribute of CONFIG_ATTRIBUTES) lines.push(`  /** ${attribute.description} */`, `  '${attribute.name}'?: string;`);
  lines.push('}', '');
  for (const element of elementsOf(manifest)) {
    const members = element.members.filter((member) => !member.inheritedFrom);
    lines.push(`/** \`<${element.tagName}>\` (docs/embed.md). */`);
    if (!members.length && !element.events.length) {
      lines.push(`export type ${element.name} = HTMLElement;`, '');
      continue;
    }
    lines.push(`export interface ${element.name} extends HTMLElement {`);
    // Optional: a property is undefined until its attribute or a script sets it. HTMLElement's own (title) are declared there.
    for (const member of members) lines.push(`  ${member.name}?: ${member.type.text};`);
    for (const event of element.events) {
      lines.push(
        `  addEventListener(type: '${event.name}', listener: (event: ${event.type.text}) => void, options?: boolean | AddEventListenerOptions): void;`,
        '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
      );
    }
    lines.push('}', '');
  }
  lines.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const element of elementsOf(manifest)) lines.push(`    '${element.tagName}': ${element.name};`);
  lines.push('  }', '}', '');
  return lines.join('\n');
}

/** widgets/types/yaopi-jsx.d.ts: the elements in React's JSX (`<yp-cart-badge />` in TSX). */
export function renderJsxDeclarations(manifest: Manifest): string {
  const elements = elementsOf(manifest);
  const lines = [
    HEADER,
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    `import type { ${elements.map((e) => e.name).join(', ')} } from './yaopi-elements';`,
    '',
  ];
  lines.push("declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {');
  for (const element of elements) {
    const own = element.attributes.filter((attribute) => !CONFIG_ATTRIBUTES.some((config) => config.name === attribute.name));
    const attributes = [
      ...[...own, ...CONFIG_ATTRIBUTES].map((attribute) => `'${attribute.name}'?: ${jsxType(attribute.type.text)}`),
      ...element.events.map((event) => `'on${event.name}'?: (event: ${event.type.text}) => void`),
    ];
    lines.push(`      '${element.tagName}': DetailedHTMLProps<HTMLAttributes<${element.name}>, ${element.name}> & { ${attributes.join('; ')} };`);
  }
  lines.push('    }', '  }', '}', '');
  return lines.join('\n');
}

const DOCS_START = '<!-- elements:start (generated by scripts/build/elements-manifest.ts from the element modules; do not edit by hand) -->';
const DOCS_END = '<!-- elements:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The element reference of docs/embed.md, between its markers. */
export function renderDocs(manifest: Manifest): string {
  const lines = [DOCS_START, ''];
  const tokens = new Set(
    elementsOf(manifest)[0]
      ?.cssProperties.filter((p) => elementsOf(manifest).every((e) => e.cssProperties.some((q) => q.name === p.name)))
      .map((p) => p.name),
  );
  for (const element of elementsOf(manifest)) {
    // A description opening with a usage paragraph (`<yp-x [a] [b]>` on lines of its own) shows it as HTML code.
    const [first = '', ...rest] = element.description.split(/\n\s*\n/);
    const usage = /^<yp-[^>]*>\s*(\n|$)/.test(first) ? first : '';
    // Element tags in the prose as code, or Markdown would take them for HTML.
    const text = cell((usage ? rest : [first, ...rest]).join('\n\n'))
      .trim()
      .replace(/(?<!`)(<\/?yp-[^>]*>)(?!`)/g, '`$1`');
    lines.push(`### \`<${element.tagName}>\``, '');
    if (usage) lines.push('```html', usage.replace(/\n\s*(?=\[)/g, ' '), '```', '');
    lines.push(text, '');
    lines.push('| attribute | property | type |', '|---|---|---|');
    for (const attribute of element.attributes)
      lines.push(`| \`${attribute.name}\` | ${attribute.fieldName ? `\`${attribute.fieldName}\`` : '—'} | ${cell(attribute.type.text)} |`);
    lines.push('');
    lines.push(
      `- **Events**: ${element.events.length ? element.events.map((event) => `\`${event.name}\` (\`${cell(event.type.text)}\`)`).join(', ') : 'none'}`,
    );
    lines.push(`- **CSS parts**: ${element.cssParts.length ? element.cssParts.map((part) => `\`${part.name}\``).join(', ') : 'none'}`);
    const own = element.cssProperties.filter((property) => !tokens.has(property.name));
    lines.push(
      `- **CSS variables**: ${own.length ? `${own.map((p) => `\`${p.name}\`${p.default ? ` (${cell(p.default)})` : ''}`).join(', ')}, and ` : ''}the design tokens below`,
      '',
    );
  }
  lines.push('### Design tokens (every element)', '', '| variable | default |', '|---|---|');
  for (const property of elementsOf(manifest)[0]?.cssProperties.filter((p) => tokens.has(p.name)) ?? []) {
    lines.push(`| \`${property.name}\` | \`${cell(property.default ?? '')}\` |`);
  }
  lines.push('', DOCS_END);
  return lines.join('\n');
}

/** `doc` with its generated element reference replaced by `section`. */
export function withDocs(doc: string, section: string): string {
  const start = doc.indexOf(DOCS_START);
  const end = doc.indexOf(DOCS_END);
  if (start < 0 || end < start) throw new Error('docs/embed.md has no <!-- elements:start … --> … <!-- elements:end --> markers');
  return doc.slice(0, start) + section + doc.slice(end + DOCS_END.length);
}

/** Every generated file: path (from the project root) → content. */
export function generatedFiles(root = projectRoot): Record<string, string> {
  const manifest = buildManifest(root);
  return {
    'custom-elements.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'widgets/types/yaopi-elements.d.ts': renderDomDeclarations(manifest),
    'widgets/types/yaopi-jsx.d.ts': renderJsxDeclarations(manifest),
    'docs/embed.md': withDocs(readFileSync(join(root, 'docs/embed.md'), 'utf8'), renderDocs(manifest)),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [path, content] of Object.entries(generatedFiles())) {
    writeFileSync(join(projectRoot, path), content);
    console.log(`wrote ${path}`);
  }
}
