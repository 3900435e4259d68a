// The largest campaign the form allows (every text at its longest, an 8-line plan, 6
// milestones, every term of each instrument) is created and edited in every way the form offers,
// through the app's own writes. A refusal by Firestore's 1,000-expression limit would fail here
// (tests/expression-limit-guard.ts), so these edits prove no rule sits at the limit for them.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { resubmitProject } from '../../src/features/campaigns/api/projects/project-mutations';
import { createCampaign, updateCampaign } from '../../src/features/accountability/api/campaign-writes';
import { LIMITS } from '../../src/features/campaigns/api/projects/project-limits';
import { INSTRUMENTS, type Instrument } from '../../src/features/campaigns/api/deal-terms/deal-terms-limits';
import { appFirestoreAs } from './app-client';
import { actorProfiles, actors, approveOnServer, readAsBackend, seed, sendBackOnServer, setupRulesEnv } from './rules-env';
import { fullCampaign, fullContent, fullMilestones, fullPlan, fullTerms, longest, other } from './largest-campaign';

setupRulesEnv();

const erin = actors.entrepreneur;

beforeEach(() => seed(actorProfiles()));

async function largestCampaign(instrument: Instrument) {
  const db = appFirestoreAs(erin);
  const id = await createCampaign(fullCampaign(80_000, instrument), { ...erin, role: 'entrepreneur' }, db);
  return { id, db };
}

describe.each(INSTRUMENTS)('the largest campaign with %s terms', (instrument) => {
  it('is edited before approval in every way the form offers, one at a time and all at once', async () => {
    const { id, db } = await largestCampaign(instrument);
    const edits = [
      // Every text rewritten, the rest as it was.
      { ...fullContent(80_000, 'b') },
      // A new goal, the plan following it.
      { ...fullContent(80_000, 'b'), goal: 96_000, useOfFunds: fullPlan(96_000) },
      // Other terms: the next instrument's, every term of it; then back.
      { ...fullContent(96_000, 'b'), dealTerms: fullTerms(other(instrument)) },
      { ...fullContent(96_000, 'b'), dealTerms: fullTerms(instrument) },
      // Every milestone replanned.
      { ...fullContent(96_000, 'b'), milestones: fullMilestones('c') },
      // Everything at once: texts, goal, plan, terms, milestones; then the terms removed.
      {
        ...fullContent(120_000, 'd'),
        dealTerms: fullTerms(other(instrument)),
        useOfFunds: fullPlan(120_000, 'd'),
        milestones: fullMilestones('d'),
      },
      { ...fullContent(120_000, 'd'), dealTerms: null },
    ];
    for (const edit of edits) await assertSucceeds(updateCampaign(id, edit, db));
    expect(await readAsBackend(`projects/${id}`)).toMatchObject({ goal: 120_000, title: longest(LIMITS.title, 'd') });
    expect(await readAsBackend(`projects/${id}`)).not.toHaveProperty('dealTerms');
  });

  it('is edited in full once sent back, resubmitted, and edited once approved', async () => {
    const { id, db } = await largestCampaign(instrument);
    await sendBackOnServer(id);
    await assertSucceeds(
      updateCampaign(
        id,
        {
          ...fullContent(120_000, 'e'),
          dealTerms: fullTerms(other(instrument)),
          useOfFunds: fullPlan(120_000, 'e'),
          milestones: fullMilestones('e'),
        },
        db,
      ),
    );
    await assertSucceeds(resubmitProject(id, db));
    await approveOnServer(id);
    // Approved: the texts change, the terms stay as they are (the form sends them unchanged).
    await assertSucceeds(updateCampaign(id, { ...fullContent(120_000, 'f'), dealTerms: fullTerms(other(instrument)) }, db));
    expect(await readAsBackend(`projects/${id}`)).toMatchObject({ status: 'approved', title: longest(LIMITS.title, 'f') });
  });
});
