// @vitest-environment node
// One name for each thing: a constant, type or function is imported from the module that declares
// it, never through another that passes it on (`export { x } from`, `export * from`, or an import
// exported again). A re-export gives a symbol a second import path, and the schema-free reads
// (*-read.ts) versus the schemas (*-schema.ts) split holds only while nobody reaches zod through one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const CODE = /\.(ts|tsx|mts|js|mjs)$/;
const DIRS = ['src', 'shared', 'scripts', 'tests', 'e2e'];
const ROOT_FILES = ['vite.config.ts', 'playwright.config.ts', 'eslint.config.js', 'eslint.layers.js'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : CODE.test(name) ? [path] : [];
  });
}

/** Each statement of the file that passes on what another module exports. */
export function reExports(text: string): string[] {
  // Parsing is the slow part: a file with no `export {` or `export *` has nothing to find.
  if (!/\bexport\s*(type\s*)?[{*]/.test(text)) return [];
  const source = ts.createSourceFile('x.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const imported = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const { name, namedBindings } = statement.importClause;
    if (name) imported.add(name.text);
    if (namedBindings && ts.isNamespaceImport(namedBindings)) imported.add(namedBindings.name.text);
    if (namedBindings && ts.isNamedImports(namedBindings)) for (const element of namedBindings.elements) imported.add(element.name.text);
  }
  return source.statements
    .filter(
      (statement) =>
        ts.isExportDeclaration(statement) &&
        (statement.moduleSpecifier !== undefined ||
          (statement.exportClause !== undefined &&
            ts.isNamedExports(statement.exportClause) &&
            statement.exportClause.elements.some((element) => imported.has((element.propertyName ?? element.name).text)))),
    )
    .map((statement) => statement.getText(source).replace(/\s+/g, ' '));
}

describe('re-exports', () => {
  it('none: every import names the module that declares what it imports', () => {
    const files = [...DIRS.flatMap((dir) => filesUnder(join(root, dir))), ...ROOT_FILES.map((file) => join(root, file))];
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) =>
      reExports(readFileSync(file, 'utf8')).map((statement) => `${relative(root, file)}: ${statement}`),
    );
    expect(found).toEqual([]);
  });

  it('sees each form of re-export, and not a module exporting its own names', () => {
    const text = [
      "import { a, type A } from './a';",
      "import * as b from './b';",
      "import c from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "export * from './f';",
      "export * as g from './g';",
      'export { a };',
      'export type { A };',
      'export { b as bee, c };',
      'const own = 1;',
      'export { own };',
      'export const mine = a;',
    ].join('\n');
    expect(reExports(text)).toEqual([
      "export { d } from './d';",
      "export type { E } from './e';",
      "export * from './f';",
      "export * as g from './g';",
      'export { a };',
      'export type { A };',
      'export { b as bee, c };',
    ]);
  });
});
