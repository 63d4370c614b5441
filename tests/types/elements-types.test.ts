import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const fixture = join(dirname(fileURLToPath(import.meta.url)), 'fixture');

/** Compiles the partner fixture (tests/types/fixture) and returns its errors as text. */
function compileFixture(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(fixture, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tests/types/fixture/tsconfig.json could not be read');
  const program = ts.createProgram(config.fileNames, config.options);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.slice(fixture.length + 1)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1} `
      : '';
    return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('the TypeScript declarations shipped with the embed', () => {
  // The fixture's @ts-expect-error lines must each be an error, so declarations
  // that typed the elements as `any` (or not at all) fail here too.
  it("type-check a partner's createElement('yp-search-bar') and <yp-cart-badge /> in TSX, and reject misuse", () => {
    expect(compileFixture()).toEqual([]);
  }, 60_000);
});
