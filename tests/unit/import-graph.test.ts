// @vitest-environment node
// The app's import graph has no circles: a module never reaches itself through its imports, static,
// dynamic (import()) or type-only. A test over TypeScript's own import scanner rather than
// eslint-plugin-import-x's no-cycle: no new packages or resolver to keep in step with the `@/`
// alias, and the whole of src/ is read in well under a second (no-cycle re-walks the graph from
// every file it lints). `npm test` and `npm run test:unit` run it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FEATURE_ORDER } from '../../eslint.layers.js';

const root = process.cwd();
const SOURCE = /\.(ts|tsx)$/;

const ALLOWED_CYCLES: string[][] = [];
const allowed = (component: string[]) =>
  ALLOWED_CYCLES.some((pair) => pair.length === component.length && pair.every((file) => component.includes(file)));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** The file an import names, if it is one of ours (the `@/` alias or a relative path); else null. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => SOURCE.test(file) && existsSync(file)) ?? null;
}

export function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolveImport(file, fileName))
        .filter((target): target is string => target !== null);
      return [relative(root, file), [...new Set(targets.map((target) => relative(root, target)))]];
    }),
  );
}

/** Every circle as its set of modules (Tarjan's strongly connected components of more than one, or a self-import). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const FEATURE = /^src\/features\/([^/]+)\//;

/** The graph between features: one feature imports another when any of its files imports one of the other's. */
export function featureGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const features = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = FEATURE.exec(file)?.[1];
    if (!from) continue;
    const reached = features.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = FEATURE.exec(target)?.[1];
      if (to && to !== from) reached.add(to);
    }
    features.set(from, reached);
  }
  return new Map([...features].map(([feature, reached]) => [feature, [...reached].sort()]));
}

describe('the import graph of src/', () => {
  it('has no circles', () => {
    const circles = cycles(importGraph(filesUnder(join(root, 'src')))).filter((component) => !allowed(component));
    expect(circles, 'modules that import each other, directly or around a circle').toEqual([]);
  });

  it('has no circles between features, and each feature imports only those below it (FEATURE_ORDER)', () => {
    const features = featureGraph(importGraph(filesUnder(join(root, 'src'))));
    expect(cycles(features), 'features that import each other, directly or around a circle').toEqual([]);
    const upwards = [...features].flatMap(([feature, reached]) =>
      reached.filter((other) => FEATURE_ORDER.indexOf(other) > FEATURE_ORDER.indexOf(feature)).map((other) => `${feature} -> ${other}`),
    );
    expect(upwards, 'imports from a feature to one above it in eslint.layers.js').toEqual([]);
  });

  it('finds a circle between features made of files that form none', () => {
    const files = new Map([
      ['src/features/campaigns/api/a.ts', ['src/features/engagement/api/b.ts']],
      ['src/features/engagement/api/b.ts', []],
      ['src/features/engagement/api/c.ts', ['src/features/campaigns/api/d.ts']],
      ['src/features/campaigns/api/d.ts', ['src/lib/e.ts']],
      ['src/lib/e.ts', []],
    ]);
    expect(cycles(files)).toEqual([]);
    expect(cycles(featureGraph(files))).toEqual([['campaigns', 'engagement']]);
  });

  it('finds a circle through a dynamic or type-only import', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    const scanned = ts.preProcessFile("import type { T } from '@/app/router';\nconst s = () => import('./search-page');", true, true);
    expect(scanned.importedFiles.map((file) => file.fileName)).toEqual(['@/app/router', './search-page']);
  });
});
