// No rule near Firestore's limit of 1,000 expressions a request may evaluate. This file loads
// firestore.rules into a project of its own with `spare` more expressions in front of the project's
// update rule (the largest: docs/security.md), then runs the fullest edit the form allows of the largest
// campaign (every text at its longest, a new goal with an 8-line plan, 6 milestones, a convertible note's
// terms becoming a SAFE's): it must still pass. The padding bites: more of it refuses the same edit.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { createCampaign, updateCampaign } from '../../src/features/accountability/api/campaign-writes';
import { appFirestoreAs } from './app-client';
import { actorProfiles, actors } from './rules-env';
import { fullCampaign } from './largest-campaign';
import { expectExpressionLimit } from '../expression-limit-guard';

const BUDGET_PROJECT = 'demo-expression-budget';
// A pad term (`request.method != 'x'`, in functions of 10) costs about 5.7 expressions: 150 terms in front
// of the one-document read of platform/figures pass and 200 do not. The fullest edit passed with 51 terms
// and not with 54 (a one-field edit the same): it evaluates about 700 of the 1,000 (docs/security.md).
const SPARE_TERMS = 45;
const BITING_TERMS = 100;

// In functions of 10 terms each: the rules compiler refuses one long chain ("too complex").
const withSpareExpressions = (rules: string, terms: number) => {
  const groups = Array.from({ length: Math.ceil(terms / 10) }, (_, g) => Math.min(10, terms - g * 10));
  const functions = groups.map((size, g) => `function spare${g}() { return ${Array(size).fill("request.method != 'x'").join(' && ')}; }`);
  const pad = [...groups.map((_, g) => `spare${g}()`), 'true'].join(' && ');
  const padded = rules.replace(
    'allow update: if projectUpdate(projectId, changedKeys());',
    'allow update: if spareExpressions() && projectUpdate(projectId, changedKeys());',
  );
  if (padded === rules) throw new Error("firestore.rules' project update rule moved: pad it here too");
  return padded.replace(
    'function isSignedIn()',
    `${functions.join('\n    ')}\n    function spareExpressions() { return ${pad}; }\n    function isSignedIn()`,
  );
};

let env: RulesTestEnvironment | undefined;
async function loadRules(terms: number) {
  await env?.cleanup();
  env = await initializeTestEnvironment({
    projectId: BUDGET_PROJECT,
    firestore: { host: '127.0.0.1', port: 8080, rules: withSpareExpressions(readFileSync('firestore.rules', 'utf8'), terms) },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(actorProfiles())) await setDoc(doc(db, path), data);
  });
}
afterAll(() => env?.cleanup());

const erin = actors.entrepreneur;
const newCampaign = (db: ReturnType<typeof appFirestoreAs>) =>
  createCampaign(fullCampaign(80_000, 'convertible_note'), { ...erin, role: 'entrepreneur' }, db);

it(
  `the fullest edit of the largest campaign passes with ${SPARE_TERMS} pad terms (about 250 expressions) to spare`,
  { timeout: 120_000 },
  async () => {
    await loadRules(SPARE_TERMS);
    const db = appFirestoreAs(erin, BUDGET_PROJECT);
    const id = await newCampaign(db);
    await expect(updateCampaign(id, fullCampaign(120_000, 'safe', 'b'), db)).resolves.toBeUndefined();
  },
);

it(`the padding counts: with ${BITING_TERMS} terms the same edit is refused`, { timeout: 120_000 }, async () => {
  expectExpressionLimit();
  await loadRules(BITING_TERMS);
  const db = appFirestoreAs(erin, BUDGET_PROJECT);
  const id = await newCampaign(db);
  await expect(updateCampaign(id, fullCampaign(120_000, 'safe', 'b'), db)).rejects.toThrow(/maximum of 1000 expressions/);
});
