/**
 * firestore.rules with `spare` more look-ups of distinct documents (lookupBudget/spare{i}, which the
 * test seeds) in front of every allow: a request that still passes makes at least `spare` fewer than
 * the emulator's limit (tests/rules/lookup-budget.test.ts, whats-new-scale.test.ts).
 */
export function withLookupPadding(rules: string, spare: number): string {
  // get() of documents that exist: the emulator does not count exists() of a missing one.
  const pads = Array.from({ length: spare }, (_, i) => `get(/databases/$(database)/documents/lookupBudget/spare${i}).data.ok == true`).join(
    ' && ',
  );
  const padded = rules.replace(/allow ([a-z, ]+): if /g, 'allow $1: if spareLookups() && ');
  return padded.replace('function isSignedIn()', `function spareLookups() { return ${pads}; }\n    function isSignedIn()`);
}
