// @vitest-environment node
// The schemas (src/features/*/api/*-schema.ts) and firestore.rules state every shape twice: the app
// checks with one, the server with the other. This test reads the rules as text and fails when a
// shape's fields, a string or number bound, or an enum differs, so a limit changed on one side only
// fails here instead of as permission-denied in front of a user.
import { readFileSync } from 'node:fs';
import { z } from 'zod/mini';
import { LIMITS } from '@/features/campaigns/api/project-limits';
import { MAX_INVESTMENT } from '@/features/investments/api/investment-schema';
import { kindOf } from '@/lib/schema-fields';
import { collectionSchemas, type CollectionSchema, type JsonSchema } from '../../scripts/collection-schemas';

const RULES = readFileSync('firestore.rules', 'utf8').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The text between the braces that follow `function name(` or `match path`. */
export function bodyOf(rules: string, name: string): string {
  const head = name.startsWith('match ') ? rules.indexOf(`${name} {`) : rules.search(new RegExp(`function ${name}\\(`));
  if (head < 0) throw new Error(`firestore.rules has no ${name}`);
  const open = name.startsWith('match ') ? head + name.length + 1 : rules.indexOf('{', head);
  let depth = 0;
  for (let i = open; i < rules.length; i++) {
    if (rules[i] === '{') depth++;
    if (rules[i] === '}' && --depth === 0) return rules.slice(open + 1, i);
  }
  throw new Error(`Unbalanced braces after ${name}`);
}

/** The keys a key-list function returns: its string literals and those of the key lists it calls. */
export function keysOf(rules: string, name: string): string[] {
  const body = bodyOf(rules, name);
  const called = [...body.matchAll(/(\w+)\(\)/g)].map((m) => m[1]);
  return [...new Set([...[...body.matchAll(/'([^']*)'/g)].map((m) => m[1]), ...called.flatMap((fn) => keysOf(rules, fn))])];
}

type Bounds = { min?: number; max?: number; values?: string[] };
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const TARGET = String.raw`(\w+(?:\(\))?(?:\.\w+)*)`;
const fieldOf = (target: string) => target.split('.').pop()!;
const merge = (into: Record<string, Bounds>, field: string, bounds: Bounds) => (into[field] = { ...into[field], ...bounds });

/** What the rules functions (or match blocks) of an entry check, per field. */
export function rulesBounds(rules: string, checks: CollectionSchema['rulesChecks'] = []): Record<string, Bounds> {
  const found: Record<string, Bounds> = {};
  const urlMax = Number(/value\.size\(\) <= (\d+)/.exec(bodyOf(rules, 'isSafeUrl'))![1]);
  for (const check of checks) {
    const [name, only] = typeof check === 'string' ? [check, undefined] : check;
    const body = bodyOf(rules, name);
    const field = (target: string) => only ?? fieldOf(target);
    for (const m of body.matchAll(new RegExp(String.raw`isBoundedText\(${TARGET}, (\d+), (\d+)\)`, 'g'))) merge(found, field(m[1]), { min: Number(m[2]), max: Number(m[3]) });
    for (const m of body.matchAll(new RegExp(String.raw`isWholeDollars\(${TARGET}, (\d+)\)`, 'g'))) merge(found, field(m[1]), { min: 1, max: Number(m[2]) });
    for (const m of body.matchAll(new RegExp(String.raw`isSafeUrl\(${TARGET}\)`, 'g'))) merge(found, field(m[1]), { max: urlMax });
    for (const m of body.matchAll(/(?:data|incoming\(\))\.(\w+) in \[([^\]]*)\]/g)) {
      merge(found, m[1], { values: [...m[2].matchAll(/'([^']*)'/g)].map((v) => v[1]) });
    }
    if (only) {
      const min = /(?:\bvalue|\.\w+) >= (\d+)/.exec(body);
      const max = /(?:\bvalue|\.\w+) <= (\d+)/.exec(body);
      if (min) merge(found, only, { min: Number(min[1]) });
      if (max) merge(found, only, { max: Number(max[1]) });
    }
  }
  return found;
}

/** What the schema states per field: string length, number range (a safe-integer default is none) and enum. */
export function schemaBounds(json: JsonSchema): Record<string, Bounds> {
  const found: Record<string, Bounds> = {};
  for (const [field, raw] of Object.entries(json.properties)) {
    const property = (raw.anyOf as Array<Record<string, unknown>> | undefined)?.find((option) => option.type !== 'null') ?? raw;
    const bounds: Bounds = {};
    const min = property.minLength ?? property.minimum;
    const max = property.maxLength ?? property.maximum;
    if (typeof min === 'number' && Math.abs(min) < MAX_SAFE) bounds.min = min;
    if (typeof max === 'number' && Math.abs(max) < MAX_SAFE) bounds.max = max;
    if (Array.isArray(property.enum)) bounds.values = property.enum as string[];
    if (property.type !== 'array' && Object.keys(bounds).length > 0) found[field] = bounds;
  }
  return found;
}

export const jsonOf = (schema: z.ZodMiniObject) => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as unknown as JsonSchema;

/** Every difference between an entry's schema and the rules, as readable lines (none when they agree). */
export function drift(rules: string, entry: CollectionSchema): string[] {
  const problems: string[] = [];
  const json = jsonOf(entry.schema);
  const except = new Set((entry.rulesKeysExcept ?? []).flatMap((name) => keysOf(rules, name)));
  const ruleKeys = new Set(entry.rulesKeys.flatMap((name) => keysOf(rules, name)).filter((key) => !except.has(key)));
  const schemaKeys = new Set(Object.keys(json.properties));
  for (const key of schemaKeys) if (!ruleKeys.has(key)) problems.push(`${key}: in the schema, not in the rules' ${entry.rulesKeys.join(' + ')}`);
  for (const key of ruleKeys) if (!schemaKeys.has(key)) problems.push(`${key}: in the rules' ${entry.rulesKeys.join(' + ')}, not in the schema`);
  if (entry.rulesChecks) {
    const inRules = rulesBounds(rules, entry.rulesChecks);
    const inSchema = schemaBounds(json);
    for (const field of new Set([...Object.keys(inRules), ...Object.keys(inSchema)])) {
      const r = inRules[field] ?? {};
      const s = inSchema[field] ?? {};
      if (r.max !== s.max) problems.push(`${field}: at most ${s.max ?? 'unbounded'} in the schema, ${r.max ?? 'unbounded'} in the rules`);
      // A schema without a lower bound leaves it to the rules (a field written empty first, bounded when set).
      if (s.min !== undefined && r.min !== s.min) problems.push(`${field}: at least ${s.min} in the schema, ${r.min ?? 'unbounded'} in the rules`);
      if (r.min !== undefined && s.min === undefined && r.max === undefined) problems.push(`${field}: at least ${r.min} in the rules only`);
      if (r.values && r.values.join() !== (s.values ?? []).join()) problems.push(`${field}: ${s.values?.join('|') ?? 'any'} in the schema, ${r.values.join('|')} in the rules`);
    }
  }
  for (const { what, rules: [name, pattern], schema } of entry.rulesNumbers ?? []) {
    const inRules = Number(pattern.exec(bodyOf(rules, name))?.[1]);
    if (inRules !== schema(json)) problems.push(`${what}: ${String(schema(json))} in the schema, ${inRules} in the rules`);
  }
  return problems;
}

describe('every schema says what firestore.rules enforces', () => {
  it.each(collectionSchemas.map((entry) => [entry.path, entry] as const))('%s', (_path, entry) => {
    expect(drift(RULES, entry)).toEqual([]);
  });

  it.each(collectionSchemas.filter((entry) => entry.readKinds).map((entry) => [entry.path, entry] as const))(
    '%s is read by the fields and kinds of its schema',
    (_path, entry) => {
      const fromSchema = Object.fromEntries(Object.entries(entry.schema.shape as Record<string, z.ZodMiniType>).map(([key, field]) => [key, kindOf(field)]));
      expect(entry.readKinds).toEqual(fromSchema);
    },
  );

  it('has an entry for every key list in the rules', () => {
    // Lists of what may change, not shapes of their own.
    const notShapes = new Set(['changedKeys', 'syncKeys', 'laterProjectKeys']);
    const listed = new Set(collectionSchemas.flatMap((entry) => [...entry.rulesKeys, ...(entry.rulesKeysExcept ?? [])]));
    const reachable = new Set([...listed].flatMap((name) => [name, ...[...bodyOf(RULES, name).matchAll(/(\w+)\(\)/g)].map((m) => m[1])]));
    const keyLists = [...RULES.matchAll(/function (\w+Keys)\(\)/g)].map((m) => m[1]);
    expect(keyLists.filter((name) => !reachable.has(name) && !notShapes.has(name))).toEqual([]);
  });
});

describe('the drift check itself', () => {
  const projects = collectionSchemas.find((entry) => entry.path === 'projects/{projectId}')!;
  const investments = collectionSchemas.find((entry) => entry.path === 'investments/{investmentId}')!;

  it('fails when the rules change the title limit and the schema does not', () => {
    const changed = RULES.replace(`isBoundedText(data.title, 1, ${LIMITS.title})`, `isBoundedText(data.title, 1, ${LIMITS.title + 10})`);
    expect(changed).not.toBe(RULES);
    expect(drift(changed, projects)).toEqual([`title: at most ${LIMITS.title} in the schema, ${LIMITS.title + 10} in the rules`]);
  });

  it('fails when the schema changes the title limit and the rules do not', () => {
    const schema = z.extend(projects.schema, { title: z.string().check(z.minLength(1), z.maxLength(LIMITS.title + 10)) });
    expect(drift(RULES, { ...projects, schema })).toEqual([`title: at most ${LIMITS.title + 10} in the schema, ${LIMITS.title} in the rules`]);
  });

  it('fails on a field, an amount bound or a category on one side only', () => {
    const withField = z.extend(projects.schema, { tagline: z.string() });
    expect(drift(RULES, { ...projects, schema: withField })).toEqual(["tagline: in the schema, not in the rules' projectKeys"]);
    const amount = RULES.replace(`isWholeDollars(data.amount, ${MAX_INVESTMENT})`, `isWholeDollars(data.amount, ${MAX_INVESTMENT * 5})`);
    expect(drift(amount, investments)).toEqual([`amount: at most ${MAX_INVESTMENT} in the schema, ${MAX_INVESTMENT * 5} in the rules`]);
    const category = RULES.replace("'finance']", "'finance', 'games']");
    expect(drift(category, projects)).toEqual([
      'category: technology|healthcare|education|sustainability|finance in the schema, technology|healthcare|education|sustainability|finance|games in the rules',
    ]);
  });
});
