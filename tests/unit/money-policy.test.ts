// @vitest-environment node
// The investing policy's one home is shared/money/policy.ts (the app and the functions import it).
// firestore.rules cannot import, and still enforce these numbers on the client's investment batch:
// they must say the same, or the rules and the server would judge one investment differently.
import { describe, expect, it } from 'vitest';
import { readCancellationCutoffHours, readInvestmentLimit, readRisksVersion } from '../../scripts/vite/read-rules-constants';
import { CANCELLATION_CUTOFF_HOURS, INVESTMENT_LIMIT_12_MONTHS, RISKS_VERSION } from '../../shared/money/policy';

describe('the investing policy', () => {
  it('is the one firestore.rules enforce', () => {
    expect(readInvestmentLimit()).toBe(INVESTMENT_LIMIT_12_MONTHS);
    expect(readCancellationCutoffHours()).toBe(CANCELLATION_CUTOFF_HOURS);
    expect(readRisksVersion()).toBe(RISKS_VERSION);
  });
});
