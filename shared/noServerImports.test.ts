/**
 * shared/ holds only what both the browser and the server run, so nothing in it
 * may import from server/ (issue 31: the import circle shared/registryWords.ts
 * had). Tests of server code live beside that code, so this holds for them too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SHARED = import.meta.dirname;

/** Every module specifier a source imports or re-exports, statically or dynamically. */
function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

function serverImportsIn(file: string): string[] {
  return importsOf(readFileSync(join(SHARED, file), 'utf8')).filter(
    (specifier) => /^(\.\.\/)+server\//.test(specifier) || specifier.startsWith('#route-loader'),
  );
}

describe('shared/ imports nothing from server/', () => {
  const files = readdirSync(SHARED, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && file !== 'noServerImports.test.ts');

  it.each(files)('%s', (file) => {
    expect(serverImportsIn(file)).toEqual([]);
  });

  it('would catch one', () => {
    expect(importsOf(`import type { figures } from '../server/figures/figures.ts';\nexport * from "../server/x.ts";\nawait import('../server/y.ts');`)).toEqual(
      ['../server/figures/figures.ts', '../server/x.ts', '../server/y.ts'],
    );
  });
});
