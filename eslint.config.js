// ESLint (flat config): type-aware typescript-eslint, React hooks, jsx-a11y,
// lit, vitest, and the design's one-way imports (../shared/design.md "Imports
// flow one way") as eslint-plugin-boundaries rules. `npm run lint` runs it
// with --max-warnings 0; `npm test` runs lint first.
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lit from 'eslint-plugin-lit';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The rooms of the house; a file belongs to the first pattern it matches. */
const elements = [
  { type: 'contract', pattern: 'shared/contract/**' },
  { type: 'domain', pattern: 'shared/domain/**' },
  { type: 'text', pattern: 'shared/text/**' },
  { type: 'bus', pattern: 'shared/bus/**' },
  { type: 'config', pattern: 'shared/config/**' },
  { type: 'api', pattern: 'shared/api/**' },
  { type: 'store', pattern: 'shared/store/**' },
  { type: 'ui', pattern: 'shared/ui/**' },
  { type: 'widget', pattern: 'widgets/*', capture: ['name'] },
  { type: 'widgets-entry', pattern: 'widgets/index.ts', mode: 'file' },
  { type: 'host', pattern: 'host/**' },
  { type: 'server', pattern: 'server/**' },
  { type: 'tests', pattern: 'tests/**' },
  { type: 'demo', pattern: 'demo/**' },
  { type: 'scripts', pattern: 'scripts/**' },
];

const core = ['contract', 'domain', 'text', 'bus', 'config', 'api', 'store', 'ui'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', '.data/**', 'test-results/**', 'server/db/migrations/**'] },
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
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node, ...globals.browser } },
  },
  {
    // web-test-runner's browser tests run in Chromium with mocha's globals.
    files: ['tests/browser/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
  },
  {
    files: ['shared/ui/**/*.tsx', 'widgets/**/*.tsx', 'host/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  { files: ['widgets/**/*.element.ts', 'widgets/cart-badge/**', 'widgets/config/**', 'widgets/loader/**'], ...lit.configs['flat/recommended'] },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { vitest },
    rules: { ...vitest.configs.recommended.rules, 'vitest/expect-expect': 'error' },
  },
  {
    files: ['shared/**', 'widgets/**', 'host/**', 'server/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['shared/**', 'widgets/**', 'host/**', 'server/**', 'tests/**', 'demo/**', 'scripts/**'],
      'import/resolver': { typescript: true, node: true },
    },
    rules: {
      'boundaries/no-unknown-files': 'off',
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'domain', allow: ['domain'] },
            { from: 'contract', allow: ['contract', 'domain'] },
            { from: 'text', allow: ['text'] },
            { from: 'bus', allow: ['bus', 'contract', 'domain'] },
            { from: 'config', allow: ['config', 'bus'] },
            { from: 'api', allow: ['api', 'contract', 'domain', 'bus', 'config', 'text'] },
            { from: 'store', allow: ['store', 'api', 'contract', 'domain', 'bus', 'config', 'text'] },
            { from: 'ui', allow: ['ui', 'domain', 'text', 'bus', 'config'] },
            { from: 'widget', allow: [...core, ['widget', { name: '${from.name}' }]] },
            { from: 'widgets-entry', allow: [...core, 'widget'] },
            { from: 'host', allow: [...core, 'widget', 'host'] },
            { from: 'server', allow: ['server', 'contract', 'domain'] },
          ],
        },
      ],
    },
  },
);
