// @vitest-environment node
// The schemas (src/features/*/api/*-schema.ts) and firestore.rules state every shape twice: the app
// checks with one, the server with the other. This test reads the rules as text and fails when a
// shape's fields, a string or number bound, or an enum differs, so a limit changed on one side only
// fails here instead of as permission-denied in front of a user.
import { readFileSync } from 'node:fs';
import { z } from 'zod/mini';
import { LIMITS } from '@/features/campaigns/api/projects/project-limits';
import { kindOf } from '@/lib/schema-fields';
import {
  collectionSchemas,
  serverSchemas,
  type CollectionSchema,
  type JsonSchema,
  type RulesCheck,
} from '../../scripts/collection-schemas';

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

type Bounds = { min?: number; max?: number; values?: string[]; conflicts?: string[] };
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const TARGET = String.raw`(\w+(?:\(\))?(?:\.\w+)*)`;
const fieldOf = (target: string) => target.split('.').pop()!;
const literals = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Adds what one place checks of a field: a second, different bound is a conflict; values add up. */
function merge(into: Record<string, Bounds>, field: string, bounds: Bounds) {
  const known = (into[field] ??= {});
  for (const side of ['min', 'max'] as const) {
    const value = bounds[side];
    if (value === undefined) continue;
    if (known[side] !== undefined && known[side] !== value) (known.conflicts ??= []).push(`${side} ${known[side]} and ${value}`);
    known[side] ??= value;
  }
  if (bounds.values) known.values = [...new Set([...(known.values ?? []), ...bounds.values])];
}

/**
 * The string literals a rules function returns: a list's (`return ['a', 'b'];`) or, for one that
 * picks a value, each literal returned or chosen by `? :` (askerRoleIn's 'founder', 'investor', 'member').
 */
export function returnedValues(rules: string, name: string): string[] {
  if (!new RegExp(`function ${name}\\(`).test(rules)) return []; // a built-in: string(), int(), ...
  const body = bodyOf(rules, name).trim();
  const list = /^return\s*\[([^\]]*)\];?$/.exec(body);
  if (list) return literals(list[1]);
  return [...body.matchAll(/(?:\breturn|[?:])\s*\(?\s*'([^']*)'/g)].map((m) => m[1]);
}

/** The values `in [...]`, `in fn()`, `== 'a'`, `!= 'a'` or `== fn(...)` compares with: the list's, the literal, what fn returns. */
function comparedValues(rules: string, operand: string): string[] {
  if (operand.startsWith('[') || operand.startsWith("'")) return literals(operand);
  return returnedValues(rules, /^(\w+)\(/.exec(operand)![1]);
}

type Check = { name: string; only?: string; as?: string; fields?: string[] };
const checkOf = (check: RulesCheck): Check =>
  typeof check === 'string'
    ? { name: check }
    : Array.isArray(check)
      ? { name: check[0], only: check[1] }
      : { name: check.in, as: check.as, fields: check.fields };

/** What the rules functions (or match blocks) of an entry check, per field. */
export function rulesBounds(rules: string, checks: CollectionSchema['rulesChecks'] = []): Record<string, Bounds> {
  const found: Record<string, Bounds> = {};
  const urlMax = Number(/value\.size\(\) <= (\d+)/.exec(bodyOf(rules, 'isSafeUrl'))![1]);
  for (const { name, only, as, fields } of checks.map(checkOf)) {
    const body = bodyOf(rules, name);
    const here: Array<[string, Bounds]> = [];
    const add = (target: string, bounds: Bounds) => here.push([only ?? fieldOf(target), bounds]);
    // The document: `as` where it goes by another name; else data, incoming() or existing(), or (for a
    // [name, field] check) anything, all of it the field's. A field read with .get('field', default) counts too.
    const doc = as ? escape(as) : only ? String.raw`\w+(?:\(\))?` : String.raw`(?:data|incoming\(\)|existing\(\))`;
    const target = as ? String.raw`(${doc}\.\w+)` : TARGET;
    for (const m of body.matchAll(new RegExp(String.raw`isBoundedText\(${target}, (\d+), (\d+)\)`, 'g')))
      add(m[1], { min: Number(m[2]), max: Number(m[3]) });
    for (const m of body.matchAll(new RegExp(String.raw`isWholeDollars\(${target}, (\d+)\)`, 'g')))
      add(m[1], { min: 1, max: Number(m[2]) });
    for (const m of body.matchAll(new RegExp(String.raw`isSafeUrl\(${target}\)`, 'g'))) add(m[1], { max: urlMax });
    const compared = String.raw`(?<![\w.])${doc}(?:\.(\w+)|\.get\('(\w+)', [^)]*\))?\s*(?:==|!=|in)\s*(\[[^\]]*\]|'[^']*'|\w+\([^()]*\))`;
    for (const m of body.matchAll(new RegExp(compared, 'g'))) {
      const field = m[1] ?? m[2] ?? only;
      const values = comparedValues(rules, m[3]);
      if (field && values.length > 0) add(field, { values });
    }
    if (only) {
      const min = /(?:\bvalue|\.\w+) >= (\d+)/.exec(body);
      const max = /(?:\bvalue|\.\w+) <= (\d+)/.exec(body);
      if (min) add(only, { min: Number(min[1]) });
      if (max) add(only, { max: Number(max[1]) });
    }
    for (const [field, bounds] of here) if (!fields || fields.includes(field)) merge(found, field, bounds);
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
  const ruleKeys = new Set(entry.rulesKeys.flatMap((name) => keysOf(rules, name)));
  const schemaKeys = new Set(Object.keys(json.properties));
  for (const key of schemaKeys)
    if (!ruleKeys.has(key)) problems.push(`${key}: in the schema, not in the rules' ${entry.rulesKeys.join(' + ')}`);
  for (const key of ruleKeys)
    if (!schemaKeys.has(key)) problems.push(`${key}: in the rules' ${entry.rulesKeys.join(' + ')}, not in the schema`);
  if (entry.rulesChecks) {
    const inRules = rulesBounds(rules, entry.rulesChecks);
    for (const [field, bounds] of Object.entries(entry.serverSets ?? {})) merge(inRules, field, bounds);
    const inSchema = schemaBounds(json);
    for (const field of new Set([...Object.keys(inRules), ...Object.keys(inSchema)])) {
      const r = inRules[field] ?? {};
      const s = inSchema[field] ?? {};
      if (r.max !== s.max) problems.push(`${field}: at most ${s.max ?? 'unbounded'} in the schema, ${r.max ?? 'unbounded'} in the rules`);
      // A schema without a lower bound leaves it to the rules (a field written empty first, bounded when set).
      if (s.min !== undefined && r.min !== s.min)
        problems.push(`${field}: at least ${s.min} in the schema, ${r.min ?? 'unbounded'} in the rules`);
      if (r.min !== undefined && s.min === undefined && r.max === undefined) problems.push(`${field}: at least ${r.min} in the rules only`);
      // The values of every place together, in any order: each value the rules compare with is one the schema allows, and each the schema allows the rules name.
      if (r.values && [...r.values].sort().join() !== [...(s.values ?? [])].sort().join()) {
        problems.push(`${field}: ${s.values?.join('|') ?? 'any'} in the schema, ${r.values.join('|')} in the rules`);
      }
      for (const conflict of r.conflicts ?? []) problems.push(`${field}: the rules disagree with themselves, ${conflict}`);
    }
  }
  for (const {
    what,
    rules: [name, pattern],
    schema,
  } of entry.rulesNumbers ?? []) {
    const inRules = Number(pattern.exec(bodyOf(rules, name))?.[1]);
    if (inRules !== schema(json)) problems.push(`${what}: ${String(schema(json))} in the schema, ${inRules} in the rules`);
  }
  if (entry.id) {
    const placeholder = /\{(\w+)\}$/.exec(entry.path)![1];
    const inRules = /matches\('([^']*)'\)/.exec(bodyOf(rules, entry.id.rules))?.[1];
    const inSchema = (z.toJSONSchema(entry.id.schema) as { pattern?: string }).pattern;
    if (`^${inRules}$` !== inSchema) problems.push(`id: ${inSchema} in the schema, ^${inRules}$ in the rules`);
    if (!rules.includes(`${entry.id.rules}(${placeholder})`)) problems.push(`id: the rules never call ${entry.id.rules}(${placeholder})`);
  }
  return problems;
}

describe('every schema says what firestore.rules enforces', () => {
  it.each(collectionSchemas.map((entry) => [entry.path, entry] as const))('%s', (_path, entry) => {
    expect(drift(RULES, entry)).toEqual([]);
  });

  it.each([...collectionSchemas, ...serverSchemas].filter((entry) => entry.readKinds).map((entry) => [entry.path, entry] as const))(
    '%s is read by the fields and kinds of its schema',
    (_path, entry) => {
      const fromSchema = Object.fromEntries(
        Object.entries(entry.schema.shape as Record<string, z.ZodMiniType>).map(([key, field]) => [key, kindOf(field)]),
      );
      expect(entry.readKinds).toEqual(fromSchema);
    },
  );

  it('has an entry for every key list in the rules', () => {
    // Lists of what may change, not shapes of their own.
    const notShapes = new Set(['changedKeys', 'syncKeys', 'laterProjectKeys']);
    const listed = new Set(collectionSchemas.flatMap((entry) => entry.rulesKeys));
    const reachable = new Set([...listed].flatMap((name) => [name, ...[...bodyOf(RULES, name).matchAll(/(\w+)\(\)/g)].map((m) => m[1])]));
    const keyLists = [...RULES.matchAll(/function (\w+Keys)\(\)/g)].map((m) => m[1]);
    expect(keyLists.filter((name) => !reachable.has(name) && !notShapes.has(name))).toEqual([]);
  });
});

describe('the drift check itself', () => {
  const entry = (path: string) => collectionSchemas.find((candidate) => candidate.path === path)!;
  const projects = entry('projects/{projectId}');
  const report = 'projects/{projectId}/reports/{reporterId}';
  const projectStatuses = 'pending|approved|changes_requested|closed in the schema';

  // One change to firestore.rules (`from`, found exactly once, becomes `to`), made in memory, and every
  // line the drift check must report for the entry at `path`. A matcher that stops seeing a form fails its row.
  const mutations: Array<{ what: string; path: string; from: string; to: string; expected: string[] }> = [
    {
      what: 'a project description limit (isBoundedText)',
      path: 'projects/{projectId}',
      from: `isBoundedText(data.description, 1, ${LIMITS.description})`,
      to: `isBoundedText(data.description, 1, ${LIMITS.description + 10})`,
      expected: [`description: at most ${LIMITS.description} in the schema, ${LIMITS.description + 10} in the rules`],
    },
    {
      what: 'a second, different title limit in another function',
      path: 'projects/{projectId}',
      from: "return isCreator() && changed.hasOnly(['status'])",
      to: `return isBoundedText(incoming().title, 1, ${LIMITS.title + 10}) && isCreator() && changed.hasOnly(['status'])`,
      expected: [`title: the rules disagree with themselves, max ${LIMITS.title} and ${LIMITS.title + 10}`],
    },
    {
      what: "a plan line's amount limit (isWholeDollars)",
      path: 'projects/{projectId}/useOfFunds/plan#lines[]',
      from: 'isWholeDollars(line.amount, 100000000)',
      to: 'isWholeDollars(line.amount, 500000000)',
      expected: ['amount: at most 100000000 in the schema, 500000000 in the rules'],
    },
    {
      what: 'a category added to a literal list (data.category in [...])',
      path: 'projects/{projectId}',
      from: "'finance']",
      to: "'finance', 'games']",
      expected: [
        'category: technology|healthcare|education|sustainability|finance in the schema, technology|healthcare|education|sustainability|finance|games in the rules',
      ],
    },
    {
      what: "a project's status where the creator may edit (existing().status in [...])",
      path: 'projects/{projectId}',
      from: "existing().status in ['pending', 'changes_requested']",
      to: "existing().status in ['pending', 'sent_back']",
      expected: [`status: ${projectStatuses}, pending|closed|sent_back|changes_requested|approved in the rules`],
    },
    {
      what: "a project's status as canReadProject reads it (project.status == 'closed')",
      path: 'projects/{projectId}',
      from: "project.status == 'closed' && isInvestorIn",
      to: "project.status == 'ended' && isInvestorIn",
      expected: [`status: ${projectStatuses}, pending|closed|changes_requested|ended|approved in the rules`],
    },
    {
      what: "a question's askerRole (data.askerRole == askerRoleIn(...), a function that picks a literal)",
      path: 'projects/{projectId}/questions/{questionId}',
      from: ": 'member')",
      to: ": 'visitor')",
      expected: ['askerRole: member|investor|founder in the schema, founder|investor|visitor in the rules'],
    },
    {
      what: "a report's reason dropped from reportReasons() (data.reason in a function's list)",
      path: report,
      from: "return ['fraud', 'misleading', 'inappropriate', 'spam', 'other'];",
      to: "return ['fraud', 'misleading', 'inappropriate', 'other'];",
      expected: ['reason: fraud|misleading|inappropriate|spam|other in the schema, fraud|misleading|inappropriate|other in the rules'],
    },
    {
      what: "a report's reason added to reportReasons()",
      path: report,
      from: "'spam', 'other']",
      to: "'spam', 'abuse', 'other']",
      expected: [
        'reason: fraud|misleading|inappropriate|spam|other in the schema, fraud|misleading|inappropriate|spam|abuse|other in the rules',
      ],
    },
    {
      what: "a new report's status (data.status == 'open')",
      path: report,
      from: "data.status == 'open'",
      to: "data.status == 'new'",
      expected: ['status: open|dismissed|actioned in the schema, new|dismissed|actioned in the rules'],
    },
    {
      what: 'a role a person may choose (role in [...] in selfChosenRole)',
      path: 'users/{userId}',
      from: "role in ['investor', 'entrepreneur']",
      to: "role in ['investor', 'founder']",
      expected: ['role: admin|entrepreneur|investor in the schema, admin|investor|founder|entrepreneur in the rules'],
    },
    {
      what: "a plan line's label limit (isBoundedText(line.label, ...))",
      path: 'projects/{projectId}/useOfFunds/plan#lines[]',
      from: 'isBoundedText(line.label, 1, 60)',
      to: 'isBoundedText(line.label, 1, 80)',
      expected: ['label: at most 60 in the schema, 80 in the rules'],
    },
    {
      what: 'the most lines of a plan',
      path: 'projects/{projectId}/useOfFunds/{docId}',
      from: 'lines.size() <= 8',
      to: 'lines.size() <= 12',
      expected: ['most lines of a plan: 8 in the schema, 12 in the rules'],
    },
    {
      what: 'the days without an update before a backer may ask for one (updateRequestDays)',
      path: 'projects/{projectId}/updateRequests/{userId}',
      from: 'function updateRequestDays() { return 30; }',
      to: 'function updateRequestDays() { return 7; }',
      expected: ['days without an update before a backer may ask: 30 in the schema, 7 in the rules'],
    },
    {
      what: "a milestone's title limit (validMilestonePlan)",
      path: 'projects/{projectId}/milestones/{milestoneId}',
      from: 'isBoundedText(data.title, 1, 80)',
      to: 'isBoundedText(data.title, 1, 100)',
      expected: ['title: at most 80 in the schema, 100 in the rules'],
    },
    {
      what: 'the most postponements of a milestone (isPostponement)',
      path: 'projects/{projectId}/milestones/{milestoneId}',
      from: 'count < 2',
      to: 'count < 3',
      expected: ['most postponements of a milestone: 2 in the schema, 3 in the rules'],
    },
    {
      what: "a postponement's reason limit (validPostponement)",
      path: 'projects/{projectId}/milestones/{milestoneId}#postponements',
      from: 'isBoundedText(entry.reason, 1, 280)',
      to: 'isBoundedText(entry.reason, 1, 300)',
      expected: ['reason: at most 280 in the schema, 300 in the rules'],
    },
  ];

  it.each(mutations)('reports $what', ({ path, from, to, expected }) => {
    expect(RULES.split(from)).toHaveLength(2);
    expect(drift(RULES.replace(from, to), entry(path))).toEqual(expected);
  });

  it('fails when an id form differs, or the rules stop requiring it', () => {
    const questions = entry('projects/{projectId}/questions/{questionId}');
    expect(drift(RULES.replace("'[A-Za-z0-9]{20}'", "'[A-Za-z0-9]{1,200}'"), questions)).toEqual([
      'id: ^[A-Za-z0-9]{20}$ in the schema, ^[A-Za-z0-9]{1,200}$ in the rules',
    ]);
    expect(RULES.split('isAutoId(questionId) && ')).toHaveLength(2);
    expect(drift(RULES.replace('isAutoId(questionId) && ', ''), questions)).toEqual(['id: the rules never call isAutoId(questionId)']);
    const projects = entry('projects/{projectId}');
    expect(RULES.split('isRandomUuid(projectId) && ')).toHaveLength(2);
    expect(drift(RULES.replace('isRandomUuid(projectId) && ', ''), projects)).toEqual(['id: the rules never call isRandomUuid(projectId)']);
  });

  it('fails when the schema changes the title limit and the rules do not', () => {
    const schema = z.extend(projects.schema, { title: z.string().check(z.minLength(1), z.maxLength(LIMITS.title + 10)) });
    expect(drift(RULES, { ...projects, schema })).toEqual([
      `title: at most ${LIMITS.title + 10} in the schema, ${LIMITS.title} in the rules`,
    ]);
  });

  it('fails on a field or a status on the schema side only', () => {
    const withField = z.extend(projects.schema, { tagline: z.string() });
    expect(drift(RULES, { ...projects, schema: withField })).toEqual(["tagline: in the schema, not in the rules' projectKeys"]);
    const reports = entry(report);
    const withStatus = z.extend(reports.schema, { status: z.enum(['open', 'dismissed', 'actioned', 'escalated']) });
    expect(drift(RULES, { ...reports, schema: withStatus })).toEqual([
      'status: open|dismissed|actioned|escalated in the schema, open|dismissed|actioned in the rules',
    ]);
  });
});
