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
  auditedUpdateAs,
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

describe('approval fixes the deadline: approval time + length', () => {
  beforeEach(() =>
    seed({
      'projects/draft': storedProject({ approved: false, status: 'pending', endsAt: null }),
      'projects/week': storedProject({ approved: false, status: 'pending', endsAt: null, durationDays: 7 }),
      'projects/live': storedProject(),
    }),
  );
  const approve = (id: string, endsAt: unknown) => approveAs(dbAs('admin'), id, endsAt as Date);

  it('lets the admin approve with endsAt = now + durationDays', async () => {
    await assertSucceeds(approve('draft', daysFromNow(30)));
    await assertSucceeds(approve('week', daysFromNow(7)));
    expect(((await readAsBackend('projects/week'))?.endsAt as Timestamp).toMillis()).toBeGreaterThan(Date.now() + 6 * DAY);
  });

  it('denies an approval without a deadline, or with one that is not now + length', async () => {
    await assertFails(auditedUpdateAs(dbAs('admin'), 'draft', 'approve', { approved: true, status: 'approved' }));
    await assertFails(approve('draft', daysFromNow(60)));
    await assertFails(approve('draft', daysFromNow(29.9)));
    await assertFails(approve('week', daysFromNow(30)));
    await assertFails(approve('draft', 'next month'));
  });

  it('denies moving the deadline of an approved project outside the extension', async () => {
    await assertFails(updateProjectAs(dbAs('admin'), 'live', { bookmarked: true, endsAt: daysFromNow(60) }));
    await assertFails(approveAs(dbAs('entrepreneur'), 'draft', daysFromNow(30), { who: actors.entrepreneur }));
  });
});

describe('the admin extends a running campaign once, by 1 to 30 days', () => {
  const endsAt = new Date(Date.now() + 10 * DAY);
  const extend = (actor: 'admin' | 'entrepreneur' | 'fakeAdmin', id: string, days: number, from = endsAt) =>
    extendAs(dbAs(actor), id, days, new Date(from.getTime() + days * DAY), { who: actors[actor] });
  const ended = new Date(Date.now() - 60_000);
  beforeEach(() =>
    seed({
      'projects/live': storedProject({ endsAt }),
      'projects/ended': storedProject({ endsAt: ended }),
      'projects/extended': storedProject({ endsAt, extensionDays: 5 }),
    }),
  );

  it('lets the admin extend by up to 30 days', async () => {
    await assertSucceeds(extend('admin', 'live', 30));
    expect(((await readAsBackend('projects/live'))?.endsAt as Timestamp).toMillis()).toBe(endsAt.getTime() + 30 * DAY);
  });

  it('denies a second extension, a shortening, 31 days, a deadline that does not match, an ended campaign, and anyone else', async () => {
    await assertFails(extend('admin', 'extended', 5));
    await assertFails(extend('admin', 'live', -5));
    await assertFails(extend('admin', 'live', 31));
    await assertFails(extendAs(dbAs('admin'), 'live', 5, new Date(endsAt.getTime() + 9 * DAY)));
    await assertFails(extend('admin', 'ended', 5, ended));
    await assertFails(extend('entrepreneur', 'live', 5));
    await assertFails(extend('fakeAdmin', 'live', 5));
  });
});

describe('after the deadline', () => {
  beforeEach(() => seed({ 'projects/ended': storedProject({ endsAt: fromNow(-60_000) }) }));

  it('stays readable by everyone who could read it before (guests by its card)', async () => {
    await assertSucceeds(getDoc(doc(dbAs('guest'), 'projectCards/ended')));
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'projects/ended')));
  });
});
