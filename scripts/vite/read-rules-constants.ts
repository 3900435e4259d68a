// The constants firestore.rules holds and the app shows, read from the rules at build time: vite.config.ts
// defines them for src/config/rules-constants.ts, so the app and the rules can never disagree.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The admin address lives in exactly one place: `function adminEmail()` in firestore.rules.
 * The app reads it from there at build time (see vite.config.ts), so the two can never disagree.
 */
export function readAdminEmail(rulesPath = fileURLToPath(new URL('../../firestore.rules', import.meta.url))) {
  const rules = readFileSync(rulesPath, 'utf8');
  const match = /function adminEmail\(\)\s*\{\s*return\s*'([^']+)';\s*\}/.exec(rules);
  if (!match) throw new Error("firestore.rules must define function adminEmail() { return '...'; }");
  return match[1];
}

/**
 * The version of "Before you invest": `function risksVersion()` in firestore.rules, which
 * refuse a profile acknowledging any other (the invest function refuses a member who has not). A new version asks every member again.
 */
export function readRisksVersion(rulesPath = fileURLToPath(new URL('../../firestore.rules', import.meta.url))) {
  const rules = readFileSync(rulesPath, 'utf8');
  const match = /function risksVersion\(\)\s*\{\s*return\s*(\d+);\s*\}/.exec(rules);
  if (!match) throw new Error('firestore.rules must define function risksVersion() { return <version>; }');
  return Number(match[1]);
}
