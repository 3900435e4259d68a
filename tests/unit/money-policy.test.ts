// @vitest-environment node
// The investing policy's one home is shared/money/policy.ts (the app and the functions import it).
// firestore.rules cannot import, and still check the one number a member writes themselves: the
// version of the risks they acknowledge on their profile, which the invest function then requires.
import { describe, expect, it } from 'vitest';
import { readRisksVersion } from '../../scripts/vite/read-rules-constants';
import { RISKS_VERSION } from '../../shared/money/policy';

describe('the investing policy', () => {
  it('asks the profile for the risks version the invest function requires', () => {
    expect(readRisksVersion()).toBe(RISKS_VERSION);
  });
});
