// @vitest-environment node
// The schema library (zod) loads with the forms only: the pages that only read (the app's shell,
// /guest, a project page) reach no module that imports it, except through an import() that runs
// when a form is shown or sent. Read through the static, non-type imports of src/, as the bundler
// follows them; tests/unit/import-graph.test.ts reads all imports for circles.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = process.cwd();

/** The modules a file loads with itself: static imports and re-exports, less type-only ones and import(). */
export function staticImports(text: string): string[] {
  const source = ts.createSourceFile('x.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly))
        continue;
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

function resolveImport(from: string, specifier: string): string {
  const base = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(join(root, from)), specifier)
      : null;
  if (!base) return specifier; // a package, by name
  const file = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  return file ? relative(root, file) : specifier;
}

/** The chain of static imports from `entry` to the first module named `target`, or null. */
export function pathTo(entry: string, target: (module: string) => boolean): string[] | null {
  const previous = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const module = queue.shift()!;
    if (target(module)) {
      const chain: string[] = [];
      for (let at: string | null = module; at !== null; at = previous.get(at) ?? null) chain.unshift(at);
      return chain;
    }
    if (!/\.tsx?$/.test(module)) continue;
    for (const next of staticImports(readFileSync(join(root, module), 'utf8')).map((specifier) => resolveImport(module, specifier))) {
      if (!previous.has(next)) {
        previous.set(next, module);
        queue.push(next);
      }
    }
  }
  return null;
}

const isZod = (module: string) => module === 'zod' || module.startsWith('zod/');

describe('zod', () => {
  it.each(['src/main.tsx', 'src/app/routes/public/guest.tsx', 'src/app/routes/shared/project.tsx'])('is not loaded by %s', (entry) => {
    expect(pathTo(entry, isZod)).toBeNull();
  });

  it('is loaded by a form (Create Campaign), which shows the check can see it', () => {
    expect(pathTo('src/app/routes/entrepreneur/create-campaign.tsx', isZod)?.at(-1)).toBe('zod/mini');
  });

  it('follows values and re-exports, not types or import()', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B } from './b';",
      "import { c, type C } from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "const f = () => import('./f');",
      "import './g.css';",
    ].join('\n');
    expect(staticImports(text)).toEqual(['./c', './d', './g.css']);
  });
});
