// ESLint (flat config): type-aware typescript-eslint, React hooks, jsx-a11y,
// vitest, and the design's one-way imports (../shared/design.md "Imports
// flow one way") as eslint-plugin-boundaries rules. `npm run lint` runs it
// with --max-warnings 0; `npm test` runs lint first.
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The rooms of the house; a file belongs to the first pattern it matches. */
const elements = [
  // Browser tests (web-test-runner, Chromium) sit beside their widget, or in
  // tests/browser when they cross widgets; they test the BUILT bundle, so
  // they come first here, before the widget folder that holds them.
  { type: 'browser-test', pattern: ['widgets/*/*.browser.test.ts', 'tests/browser/*.browser.test.ts'], mode: 'file' },
  { type: 'browser-kit', pattern: ['tests/browser/util.ts', 'tests/browser/fake-clock.ts'], mode: 'file' },
  { type: 'page', pattern: 'shared/page/**' },
  { type: 'contract', pattern: 'shared/contract/**' },
  { type: 'domain', pattern: 'shared/domain/**' },
  { type: 'text', pattern: 'shared/text/**' },
  { type: 'bus', pattern: 'shared/bus/**' },
  { type: 'config', pattern: 'shared/config/**' },
  { type: 'api', pattern: 'shared/api/**' },
  { type: 'store', pattern: 'shared/store/**' },
  { type: 'connected', pattern: 'shared/connected/**' },
  { type: 'ui', pattern: 'shared/ui/**' },
  { type: 'elements', pattern: 'shared/elements/**' },
  { type: 'widget', pattern: 'widgets/*', capture: ['name'] },
  { type: 'widgets-entry', pattern: 'widgets/index.ts', mode: 'file' },
  // A host page is one folder of host/pages; what two pages share lives in
  // host/lib, so a page reaches only its own folder, host/lib and the rest of
  // the host (layout, data, paths), never another page.
  { type: 'host-page', pattern: 'host/pages/*', capture: ['name'] },
  { type: 'host-lib', pattern: 'host/lib/**' },
  { type: 'host', pattern: 'host/**' },
  { type: 'server-lib', pattern: 'server/lib/**' },
  { type: 'server-db', pattern: 'server/db/**' },
  { type: 'server', pattern: 'server/**' },
  { type: 'tests', pattern: 'tests/**' },
  { type: 'demo', pattern: 'demo/**' },
  { type: 'scripts', pattern: 'scripts/**' },
];

const core = ['page', 'contract', 'domain', 'text', 'bus', 'config', 'api', 'store', 'connected', 'ui', 'elements'];

/**
 * Who may import whom (../shared/design.md "Imports flow one way"): the
 * core's rooms from the pure rules up to the element registration; widgets
 * stand alone; the server takes only the contract and the domain.
 */
function policies(testing) {
  // shared/page (the page-wide slots) sits below everything and imports nothing.
  const shared = (from, allow) => ({ from, allow: testing ? core : ['page', ...allow] });
  return [
    // A browser test reaches the widgets only through the built bundle: it
    // runs each file as the browser gets it (esbuild strips types, nothing is
    // bundled), so beside its helpers it may load only the page slot and
    // clock and the pure rules (constants); the rest of the core and the
    // bundle's entry only for their types.
    { from: 'browser-test', allow: ['browser-kit', 'page', 'domain'] },
    { from: 'browser-test', allow: [...core, 'widgets-entry'], importKind: 'type' },
    { from: 'browser-kit', allow: ['browser-kit', 'page'] },
    { from: 'browser-kit', allow: [...core, 'widgets-entry'], importKind: 'type' },
    shared('domain', ['domain']),
    shared('contract', ['contract', 'domain']),
    shared('text', ['text']),
    shared('config', ['config']),
    shared('bus', ['bus', 'contract', 'domain', 'config']),
    shared('api', ['api', 'contract', 'domain', 'bus', 'config', 'text']),
    shared('store', ['store', 'api', 'contract', 'domain', 'bus', 'config', 'text']),
    // shared/ui: React primitives that know nothing of the API or the store.
    shared('ui', ['ui', 'contract', 'domain', 'text', 'bus', 'config']),
    // shared/connected: React bindings that read the store or call the API.
    shared('connected', ['connected', 'ui', 'store', 'api', 'contract', 'domain', 'text', 'bus', 'config']),
    // shared/elements: the custom-element registration (config, session, styles).
    shared('elements', ['elements', 'ui', 'store', 'api', 'contract', 'domain', 'text', 'bus', 'config']),
    { from: 'widget', allow: [...core, ['widget', { name: '${from.name}' }]] },
    { from: 'widgets-entry', allow: [...core, 'widget'] },
    { from: 'host-page', allow: [...core, 'widget', 'host', 'host-lib', ['host-page', { name: '${from.name}' }]] },
    { from: 'host-lib', allow: [...core, 'widget', 'host', 'host-lib'] },
    { from: 'host', allow: [...core, 'widget', 'host', 'host-lib', 'host-page'] },
    // The server: routes and services over the database layer over small
    // libraries; the seed writes through the database layer, never services.
    { from: 'server-lib', allow: ['server-lib', 'contract', 'domain'] },
    { from: 'server-db', allow: ['server-db', 'server-lib', 'contract', 'domain'] },
    { from: 'server', allow: ['server', 'server-db', 'server-lib', 'contract', 'domain'] },
  ];
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', '.data/**', 'test-results/**', 'server/db/migrations/**', 'demo/vendor/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Off on purpose: `async` is part of interface contracts here (providers
      // whose local double answers synchronously, React act() callbacks), and
      // the promise rules that catch real bugs (no-floating-promises,
      // no-misused-promises) stay on.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // No import cycles anywhere in the code (a cycle is how one-way layers
    // quietly stop being one-way).
    files: ['shared/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'host/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    // The resolver-next interface with the TypeScript resolver built once (unrs-resolver underneath): the same
    // cycles found as with the legacy `import-x/resolver` setting, the rule 2.8× faster (28 s → 10 s of
    // ESLint's time on the tree).
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver(), createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node, ...globals.browser } },
  },
  {
    // mocha's globals exist only in the browser tests (web-test-runner); its
    // types are global for the whole TypeScript program (tests/browser/util.ts
    // references them), so everywhere else a test must import describe, it
    // and the hooks from vitest, and this says so when one does not.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.browser.test.ts', 'tests/browser/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['describe', 'it', 'test', 'before', 'after', 'beforeEach', 'afterEach', 'context', 'specify', 'suite', 'xit', 'xdescribe'].map((name) => ({
          name,
          message: "Import it from 'vitest': mocha's globals are for the browser tests (*.browser.test.ts) only.",
        })),
      ],
    },
  },
  {
    files: [
      'shared/ui/**/*.{ts,tsx}',
      'shared/connected/**/*.{ts,tsx}',
      'shared/elements/**/*.{ts,tsx}',
      'shared/store/**/*.ts',
      'widgets/**/*.{ts,tsx}',
      'host/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two classic hooks rules. The React Compiler rules of react-hooks 7
      // (set-state-in-effect, refs, …) assume the compiler, which this
      // project does not use (docs/decisions.md ADR-004).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Goods rows label their checkbox with the goods name a few elements deep.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
  {
    // A form schema module (shared/contract/calls/account-fields.ts and every …-input.ts) is zod and its schemas:
    // browser code loads it with import() on submit, never statically, or zod joins the page's first load
    // (docs/decisions.md ADR-059). import() is not an import declaration, so this rule lets it through.
    files: ['host/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'shared/{api,bus,config,connected,elements,page,store,ui}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'contract/calls/(account-fields|[a-z-]+-input)$',
              message: 'Load a form schema with import() when the form is submitted, so zod stays out of the first load.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/expect-expect': 'error',
      // expect(value, message) names the case that failed in table loops.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Tests read JSON bodies (any) and hand spies' methods to expect().
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Unit test files share one module cache (vitest.config.ts, isolate off),
    // so a module replaced with vi.mock in one file would stay replaced for
    // the files after it. A test that replaces modules is named
    // *.isolated.test.ts(x) and runs with a module graph of its own.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}', '**/*.browser.test.ts', 'tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
          message: 'This file shares its module cache with the other unit tests: name it *.isolated.test.ts(x) to replace a module with vi.mock.',
        },
      ],
    },
  },
  {
    // Browser tests are mocha's (web-test-runner): the vitest rules above
    // apply, with the assertions these tests have (tests/browser/util.ts);
    // waitFor fails the test when what it waits for never comes.
    files: ['**/*.browser.test.ts', 'tests/browser/**/*.ts'],
    rules: { 'vitest/expect-expect': ['error', { assertFunctionNames: ['assert', 'assertEqual', 'waitFor'] }] },
  },
  {
    files: ['shared/**', 'widgets/**', 'host/**', 'server/**', 'tests/browser/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['shared/**', 'widgets/**', 'host/**', 'server/**', 'tests/**', 'demo/**', 'scripts/**'],
      'import/resolver': { typescript: true, node: true },
    },
    rules: { 'boundaries/no-unknown-files': 'off', 'boundaries/element-types': ['error', { default: 'disallow', rules: policies(false) }] },
  },
  {
    // A test may put several rooms of the core together to prove behaviour
    // across them (the API client's 10001 clearing the session model); it
    // still may not reach into another widget, the host or the server.
    files: ['shared/**/*.test.{ts,tsx}', 'shared/**/testing/**', 'widgets/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/element-types': ['error', { default: 'disallow', rules: policies(true) }] },
  },
);
