import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, Timestamp } from 'firebase/firestore';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import {
  actorProfiles,
  actors,
  createProjectAs,
  dbAs,
  fromNow,
  HOUR,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  storedProject,
  updateProjectAs,
  approveAs,
  extendAs,
  appId,
} from './rules-env';

// A campaign's life: its length, the deadline approval fixes, the admin's one-time extension.
// Deadlines are relative to the real clock, so the emulator's request.time decides.
setupRulesEnv();
// Profiles with names: a new project names its founder, a receipt its investor (isProfileName).
beforeEach(() => seed(actorProfiles()));

const DAY = 24 * HOUR;
const newProject = (overrides: Record<string, unknown> = {}) => ({
  ...newProjectFields(sampleContent, actors.entrepreneur),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

describe('campaign length at creation', () => {
  it.each([1, 30, 90])('accepts %i days, with counters at zero and no deadline yet', async (durationDays) => {
    await assertSucceeds(createProjectAs(dbAs('entrepreneur'), appId('new'), newProject({ durationDays })));
  });

  it.each([
    ['0 days', { durationDays: 0 }],
    ['91 days', { durationDays: 91 }],
    ['a fractional length', { durationDays: 10.5 }],
    ['a string length', { durationDays: '30' }],
    ['no length', { durationDays: undefined }],
    ['a deadline of its own', { endsAt: daysFromNow(365) }],
    ['an extension', { extensionDays: 30 }],
    ['backers', { backerCount: 3 }],
    ['a funded ratio', { fundedRatio: 1 }],
  ])('denies a new project with %s', async (_case, overrides) => {
    const data: Record<string, unknown> = newProject(overrides);
    if ('durationDays' in overrides && overrides.durationDays === undefined) delete data.durationDays;
    await assertFails(createProjectAs(dbAs('entrepreneur'), appId('new'), data));
  });
});

describe('the creator and the length', () => {
  const edit = { updatedAt: serverTimestamp() };
  beforeEach(() =>
    seed({ 'projects/draft': storedProject({ approved: false, status: 'pending', endsAt: null }), 'projects/live': storedProject() }),
  );

  it('lets the creator change the length while the project is not approved', async () => {
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'draft', { ...edit, durationDays: 45 }));
  });

  it('denies a length out of bounds, a length change after approval, and touching the deadline or counters', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'draft', { ...edit, durationDays: 91 }));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'live', { ...edit, durationDays: 45 }));
    for (const change of [{ endsAt: daysFromNow(365) }, { extensionDays: 5 }, { backerCount: 9 }, { fundedRatio: 2 }])
      await assertFails(updateProjectAs(dbAs('entrepreneur'), 'live', { ...edit, ...change }));
  });
});

// Approval and the extension are the server's (functions/src/admin), which fixes the deadline on its own
// clock: tests/functions/admin-action.test.ts.
describe('approval fixes the deadline, on the server', () => {
  beforeEach(() =>
    seed({
      'projects/draft': storedProject({ approved: false, status: 'pending', endsAt: null }),
      'projects/live': storedProject(),
    }),
  );

  it('denies the admin approving by a client write, even with the deadline the server would fix', async () => {
    await assertFails(approveAs(dbAs('admin'), 'draft', daysFromNow(30)));
    expect(await readAsBackend('projects/draft')).toMatchObject({ approved: false, status: 'pending', endsAt: null });
  });

  it('denies moving the deadline of an approved project outside the extension', async () => {
    await assertFails(updateProjectAs(dbAs('admin'), 'live', { bookmarked: true, endsAt: daysFromNow(60) }));
    await assertFails(approveAs(dbAs('entrepreneur'), 'draft', daysFromNow(30), { who: actors.entrepreneur }));
  });
});

describe('the admin extends a running campaign once, by 1 to 30 days, on the server', () => {
  const endsAt = new Date(Date.now() + 10 * DAY);
  beforeEach(() => seed({ 'projects/live': storedProject({ endsAt }) }));

  it('denies the admin extending by a client write, and anyone else', async () => {
    for (const actor of ['admin', 'entrepreneur', 'fakeAdmin'] as const)
      await assertFails(extendAs(dbAs(actor), 'live', 30, new Date(endsAt.getTime() + 30 * DAY), { who: actors[actor] }));
    expect(((await readAsBackend('projects/live'))?.endsAt as Timestamp).toMillis()).toBe(endsAt.getTime());
  });
});

describe('after the deadline', () => {
  beforeEach(() => seed({ 'projects/ended': storedProject({ endsAt: fromNow(-60_000) }) }));

  it('stays readable by everyone who could read it before (guests by its card)', async () => {
    await assertSucceeds(getDoc(doc(dbAs('guest'), 'projectCards/ended')));
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'projects/ended')));
  });
});
