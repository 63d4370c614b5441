import { ESLint, type Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// eslint.config.js is plain JavaScript without declarations; only its
// boundaries blocks are taken, so the type-aware rules (which need the file
// on disk and in the TypeScript program) stay out of these one-line fixtures.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- no declaration file for the flat config
import config from '../../eslint.config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The block that declares the plugin holds the rules for code (the fixtures are not tests).
const boundaryBlocks = (config as Linter.Config[]).filter((block) => block.plugins?.boundaries !== undefined);

/** The boundary findings ESLint reports for `code` placed at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaryBlocks],
  });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('one-way imports between host pages and between widgets', () => {
  it('fails a host page that imports another host page', async () => {
    const errors = await boundaryErrors('host/pages/order/fixture.ts', "import { CartPage } from '../cart/cart-page';\nexport { CartPage };\n");
    expect(errors.join('\n')).toMatch(/boundaries\/element-types/);
  });

  it('lets a host page import its own folder, host/lib and the layout', async () => {
    const errors = await boundaryErrors(
      'host/pages/cart/fixture.ts',
      "import { CartPage } from './cart-page';\nimport { paths } from '../../paths';\nexport { CartPage, paths };\n",
    );
    expect(errors).toEqual([]);
  });

  it('fails a widget that imports another widget', async () => {
    const errors = await boundaryErrors('widgets/order-page/fixture.ts', "import { x } from '../account-centre/account-centre.pages';\nexport { x };\n");
    expect(errors.join('\n')).toMatch(/boundaries\/element-types/);
  });

  it('lets a widget import its own folder and the shared core', async () => {
    const errors = await boundaryErrors(
      'widgets/order-page/fixture.ts',
      "import { x } from './frame-bridge';\nimport { y } from '../../shared/domain/money';\nexport { x, y };\n",
    );
    expect(errors).toEqual([]);
  });
});
