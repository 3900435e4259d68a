// @vitest-environment node
// The build depends on no app code: vite.config.ts and its plugins (scripts/vite/) import nothing
// from src/, so a change in the app cannot change how it is built. What they need of the app (the
// route table, the early reads) is data in shared/, which imports nothing from src/ either.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const buildFiles = [
  'vite.config.ts',
  ...readdirSync(join(root, 'scripts/vite')).map((name) => `scripts/vite/${name}`),
  ...readdirSync(join(root, 'shared')).map((name) => `shared/${name}`),
].filter((file) => /\.(ts|mts|js|mjs)$/.test(file) && !/\.test\./.test(file));

/** Where each import of a file leads, as a path from the repository's root ('@/...' is src/). */
export function importsOf(file: string, text = readFileSync(join(root, file), 'utf8')): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) =>
      fileName.startsWith('@/')
        ? `src/${fileName.slice(2)}`
        : fileName.startsWith('.')
          ? relative(root, resolve(dirname(join(root, file)), fileName))
          : fileName,
    );
}

describe('the build', () => {
  it('imports nothing from src/', () => {
    expect(buildFiles).toContain('scripts/vite/early-reads.ts');
    const fromSrc = buildFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('src/'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(fromSrc).toEqual([]);
  });

  it('sees an import of app code, by a relative path or the alias', () => {
    expect(importsOf('scripts/vite/x.ts', "import { paths } from '../../src/config/paths.ts';\nimport type { A } from '@/lib/a';")).toEqual(
      ['src/config/paths.ts', 'src/lib/a'],
    );
  });
});
