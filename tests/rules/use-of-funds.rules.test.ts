import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { createCampaign, updateCampaign } from '../../src/features/accountability/api/campaign-writes';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import { appFirestoreAs } from './app-client';
import {
  type Actor,
  actorProfiles,
  actors,
  appId,
  approveOnServer,
  closeOnServer,
  createProjectAs,
  dbAs,
  readAsBackend,
  sampleContent,
  seed,
  sendBackOnServer,
  setupRulesEnv,
  storedProject,
  updateProjectAs,
  updateProjectIn,
} from './rules-env';
import { copyCardAsServer } from './server-money';

// Use of funds: the founder's plan for the money (projects/{id}/useOfFunds/plan), 1 to 8
// lines adding up to the goal, written by the creator while the project is pending or sent back, locked
// at approval for everyone (the admin too), read by whoever reads the project.
setupRulesEnv();

const GOAL = sampleContent.goal; // 50,000
const when = Timestamp.fromMillis(Date.UTC(2026, 9, 1));
const plan = [
  { label: 'Panels', amount: 30000 },
  { label: 'Installation', amount: 15000 },
  { label: 'Permits', amount: 5000 },
];
const otherPlan = [
  { label: 'Panels', amount: 40000 },
  { label: 'Installation', amount: 10000 },
];
const eightLines = Array.from({ length: 8 }, (_, i) => ({ label: `Line ${i + 1}`, amount: GOAL / 8 }));
const stored = (lines = plan) => ({ lines, total: GOAL, updatedAt: when });
const planDoc = (lines: unknown, total: unknown = GOAL) => ({ lines, total, updatedAt: serverTimestamp() });
const newProject = () => ({
  ...newProjectFields(sampleContent, actors.entrepreneur),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

beforeEach(() =>
  seed({
    ...actorProfiles(),
    'projects/draft': storedProject({ approved: false, status: 'pending', endsAt: null }),
    'projects/draft/useOfFunds/plan': stored(),
    'projects/returned': storedProject({ approved: false, status: 'changes_requested', endsAt: null, reviewCount: 1 }),
    'projects/returned/useOfFunds/plan': stored(),
    'projects/live': storedProject(),
    'projects/live/useOfFunds/plan': stored(),
    'projects/unplanned': storedProject(),
    'projects/funded': storedProject({ raised: 500, lastInvestmentId: 'x' }),
    'projects/funded/useOfFunds/plan': stored(),
    'projects/closed': storedProject({ approved: false, status: 'closed', raised: 500, lastInvestmentId: 'x' }),
    'projects/closed/useOfFunds/plan': stored(),
  }),
);

const erin = () => appFirestoreAs(actors.entrepreneur);
const planOf = (db: Firestore, id: string) => doc(db, 'projects', id, 'useOfFunds', 'plan');

/** Erin's new project with its plan document (or none), in one batch, as createProject writes them. */
function createWithPlan(db: Firestore, id: string, data: Record<string, unknown> | null) {
  const project = newProject();
  const batch = writeBatch(db);
  batch.set(doc(db, 'projects', id), project);
  batch.set(doc(db, 'creatorLimits', 'erin'), {
    lastCreatedAt: serverTimestamp(),
    windowStart: serverTimestamp(),
    countInWindow: 1,
    lastProjectId: id,
  });
  batch.set(doc(db, 'projects', id, 'private', 'founder'), { email: actors.entrepreneur.email });
  if (data) batch.set(planOf(db, id), data);
  return batch.commit();
}
/** A change to the project and to its plan in one batch (goal and lines together). */
function editWithPlan(db: Firestore, id: string, changes: Record<string, unknown>, data: Record<string, unknown>) {
  const batch = writeBatch(db);
  updateProjectIn(batch, db, id, { ...changes, updatedAt: serverTimestamp() });
  batch.set(planOf(db, id), data);
  return batch.commit();
}

describe('a founder plans the money on Create Campaign', () => {
  it('creates a project with a plan that adds up to the goal (the app’s createProject); the card holds none of it', async () => {
    const id = await createCampaign({ ...sampleContent, useOfFunds: plan }, { ...actors.entrepreneur, role: 'entrepreneur' }, erin());
    expect(await readAsBackend(`projects/${id}/useOfFunds/plan`)).toMatchObject({ lines: plan, total: GOAL });
    await copyCardAsServer(id);
    expect(Object.keys((await readAsBackend(`projectCards/${id}`)) ?? {})).toContain('goal');
    expect(Object.keys((await readAsBackend(`projectCards/${id}`)) ?? {})).not.toContain('lines');
  });

  it('creates one with 8 lines, and one without a plan (the spec’s fields alone)', async () => {
    await assertSucceeds(createWithPlan(dbAs('entrepreneur'), appId('eight'), planDoc(eightLines)));
    await assertSucceeds(createProjectAs(dbAs('entrepreneur'), appId('none'), newProject()));
  });

  it.each([
    ['lines that add up to less than the goal ($48,000 of $50,000)', planDoc([{ label: 'Panels', amount: 48000 }], 48000)],
    ['a total that is not what its lines add up to', planDoc([{ label: 'Panels', amount: 48000 }])],
    ['lines that add up to more than the goal', planDoc([...plan, { label: 'Extra', amount: 1 }], GOAL + 1)],
    ['no line (an empty plan)', planDoc([], 0)],
    ['9 lines', planDoc([...eightLines.slice(1), { label: 'A', amount: 3125 }, { label: 'B', amount: 3125 }])],
    ['an empty label', planDoc([{ label: '', amount: GOAL }])],
    ['a label of 61 characters', planDoc([{ label: 'x'.repeat(61), amount: GOAL }])],
    [
      'an amount of $0',
      planDoc([
        { label: 'Panels', amount: 0 },
        { label: 'All', amount: GOAL },
      ]),
    ],
    [
      'an amount in cents',
      planDoc([
        { label: 'Panels', amount: 49999.5 },
        { label: 'Rest', amount: 0.5 },
      ]),
    ],
    [
      'a negative amount',
      planDoc([
        { label: 'Panels', amount: GOAL + 10 },
        { label: 'Back', amount: -10 },
      ]),
    ],
    ['a line with another field', planDoc([{ label: 'Panels', amount: GOAL, note: 'hidden' }])],
    ['a line that is not a map', planDoc(['Panels'])],
    ['lines that are not a list', planDoc({ label: 'Panels', amount: GOAL })],
    ['another field', { ...planDoc(plan), approvedBy: 'boss' }],
    ['a time of its own', { ...planDoc(plan), updatedAt: when }],
  ])('refuses a plan with %s', async (_what, data) => {
    await assertFails(createWithPlan(dbAs('entrepreneur'), appId('bad'), data));
  });

  it('refuses a plan document under another name', async () => {
    await assertFails(setDoc(doc(dbAs('entrepreneur'), 'projects/draft/useOfFunds/draft2'), planDoc(plan)));
  });
});

describe('while the project is pending or sent back, its founder changes the plan freely', () => {
  it('changes and then removes the plan of a pending project (the app’s updateProject)', async () => {
    await updateCampaign('draft', { ...sampleContent, useOfFunds: otherPlan }, erin());
    expect(await readAsBackend('projects/draft/useOfFunds/plan')).toMatchObject({ lines: otherPlan, total: GOAL });
    await updateCampaign('draft', { ...sampleContent, useOfFunds: null }, erin());
    expect(await readAsBackend('projects/draft/useOfFunds/plan')).toBeUndefined();
  });

  it('changes the plan of a project sent back, and the goal with a plan that adds up to the new one', async () => {
    await assertSucceeds(setDoc(planOf(dbAs('entrepreneur'), 'returned'), planDoc(otherPlan)));
    await assertSucceeds(
      editWithPlan(dbAs('entrepreneur'), 'returned', { goal: 60000 }, planDoc([{ label: 'Panels', amount: 60000 }], 60000)),
    );
  });

  it('refuses a goal changed without its plan (the lines no longer add up to it), and a plan that does not add up to the goal', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'draft', { goal: 60000, updatedAt: serverTimestamp() }));
    await assertFails(setDoc(planOf(dbAs('entrepreneur'), 'draft'), planDoc([{ label: 'Panels', amount: 60000 }], 60000)));
  });

  it.each<Actor>(['other', 'investor', 'guest', 'admin'])('refuses %s a change to the founder’s plan, or its removal', async (actor) => {
    await assertFails(setDoc(planOf(dbAs(actor), 'draft'), planDoc(otherPlan)));
    await assertFails(deleteDoc(planOf(dbAs(actor), 'draft')));
  });

  it('is read by the founder and the admin, not by other members or guests', async () => {
    await assertSucceeds(getDoc(planOf(dbAs('entrepreneur'), 'draft')));
    await assertSucceeds(getDoc(planOf(dbAs('admin'), 'draft')));
    await assertFails(getDoc(planOf(dbAs('other'), 'draft')));
    await assertFails(getDoc(planOf(dbAs('guest'), 'draft')));
  });
});

describe('approval locks the plan', () => {
  it('approves a planned project as it is; whoever reads the project reads its plan, a guest too', async () => {
    await approveOnServer('draft');
    const read = await assertSucceeds(getDoc(planOf(dbAs('guest'), 'draft')));
    expect(read.data()?.lines).toEqual(plan);
  });

  it('refuses the admin a change to the plan or its removal, after approval', async () => {
    await approveOnServer('draft');
    const db = dbAs('admin');
    await assertFails(setDoc(planOf(db, 'draft'), planDoc(otherPlan)));
    await assertFails(deleteDoc(planOf(db, 'live')));
  });

  it('refuses the founder a change, a removal or a new plan after approval, and a goal its plan does not add up to', async () => {
    const db = dbAs('entrepreneur');
    await assertFails(setDoc(planOf(db, 'live'), planDoc(otherPlan)));
    await assertFails(deleteDoc(planOf(db, 'live')));
    await assertFails(setDoc(planOf(db, 'unplanned'), planDoc(plan)));
    await assertFails(editWithPlan(db, 'live', { goal: 60000 }, planDoc([{ label: 'Panels', amount: 60000 }], 60000)));
    await assertFails(updateProjectAs(db, 'live', { goal: 60000, updatedAt: serverTimestamp() }));
    // The founder's other edits go on as before, and a project without a plan keeps a free goal.
    await assertSucceeds(updateProjectAs(db, 'live', { title: 'Solar Roofs, phase 2', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateProjectAs(db, 'unplanned', { goal: 60000, updatedAt: serverTimestamp() }));
  });

  it('refuses a change once the campaign holds money, and once it is closed', async () => {
    await assertFails(setDoc(planOf(dbAs('entrepreneur'), 'funded'), planDoc(otherPlan)));
    await assertFails(setDoc(planOf(dbAs('entrepreneur'), 'closed'), planDoc(otherPlan)));
    await assertFails(deleteDoc(planOf(dbAs('entrepreneur'), 'closed')));
  });

  it('keeps the plan through a send back and a close', async () => {
    await sendBackOnServer('live');
    await closeOnServer('funded');
    expect(await readAsBackend('projects/live/useOfFunds/plan')).toMatchObject({ lines: plan });
    expect(await readAsBackend('projects/funded/useOfFunds/plan')).toMatchObject({ lines: plan });
  });
});
