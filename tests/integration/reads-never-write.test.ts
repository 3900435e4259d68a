// A read never writes: TanStack Query may call a query function any number of times (on
// focus, on retry, in the background), so every function a query of src/ calls only reads, even where
// what it reads is due a write: a counter copy that lags its shards, a campaign that ended unsynced,
// Returned money not yet given back, a followed project no longer readable. Those writes are the
// named mutations at the end, which the screens run after their reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { deleteApp } from 'firebase/app';
import { Timestamp } from 'firebase/firestore';
import { app } from '@/lib/firebase-app';
import { auth } from '@/lib/firebase-auth';
import { fetchAuditPage } from '@/features/audit/api/audit-queries';
import { fetchProject, fetchProjectCard } from '@/features/campaigns/api/projects/project-queries';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import { fetchReviewNote } from '@/features/campaigns/api/projects/use-review-note';
import { defaultFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { fetchInboxSummary, keepReadableFollowing } from '@/features/engagement/api/inbox-api';
import { fetchInboxItems } from '@/features/engagement/api/inbox-items-api';
import { fetchQuestionPage } from '@/features/engagement/api/questions-api';
import { fetchSavedAmong, fetchSavedPage } from '@/features/engagement/api/saved-api';
import { fetchUpdatePage } from '@/features/engagement/api/updates-api';
import { fetchAllowance } from '@/features/investments/api/twelve-month-limit';
import { fetchProjectDealTerms } from '@/features/investments/api/receipt-terms';
import { fetchCampaignFacts, fetchHeldCampaigns, fetchTotalInvested } from '@/features/investments/api/investment-outcomes';
import { fetchOutcomes } from '@/features/investments/api/outcome-queries';
import { fetchReminders } from '@/features/engagement/api/reminders/reminder-queries';
import {
  fetchBackerPage,
  fetchBackerTotals,
  fetchMyInvestmentPage,
  fetchRecentBackers,
} from '@/features/investments/api/investment-queries';
import { fetchHandledReports, fetchMyReport, fetchOpenReportCount, fetchOpenReports } from '@/features/reports/api/reports-api';
import { fetchCampaignEdits } from '@/features/campaigns/api/edits/campaign-edits';
import { fetchFeaturedProjects } from '@/features/campaigns/api/front-door/featured-projects';
import { fetchPlatformFigures } from '@/features/campaigns/api/front-door/platform-figures';
import { fetchProjectCount } from '@/features/campaigns/api/project-list/project-count';
import { fetchFounderEmail } from '@/features/campaigns/api/projects/use-founder-email';
import { dayNumber } from '../../shared/money/shards';
import { fetchUserProfile } from '@/features/users/api/users';
import { fetchPublicProfile } from '@/features/users/api/public-profiles';
import { fetchPlan } from '@/features/accountability/api/use-of-funds/plan-doc';
import { fetchSpendingPage, fetchSpendingTotal } from '@/features/accountability/api/spending/spending-queries';
import { fetchFounderCampaigns } from '@/features/accountability/api/founders/founder-campaigns';
import { fetchFounderRecord } from '@/features/accountability/api/founders/founder-record-queries';
import { fetchHearing } from '@/features/engagement/api/update-requests/update-request-queries';
import { fetchMilestones } from '@/features/accountability/api/milestones/milestone-queries';
import { appFirestoreAs } from '../rules/app-client';
import {
  actorProfiles,
  actors,
  fromNow,
  HOUR,
  monthOf,
  readAsBackend,
  seed,
  setupRulesEnv,
  storedMarker,
  storedProject,
} from '../rules/rules-env';
import { askerKeyOf } from '../../src/testing/asker-keys';

// Every write of Firestore Lite the app's code makes while this file runs, by name.
const writes: string[] = [];
vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const real = await importOriginal<typeof import('firebase/firestore/lite')>();
  const spy =
    <A extends unknown[], R>(name: string, write: (...args: A) => R) =>
    (...args: A) => {
      writes.push(name);
      return write(...args);
    };
  return {
    ...real,
    writeBatch: spy('writeBatch', real.writeBatch),
    setDoc: spy('setDoc', real.setDoc),
    updateDoc: spy('updateDoc', real.updateDoc),
    addDoc: spy('addDoc', real.addDoc),
    deleteDoc: spy('deleteDoc', real.deleteDoc),
    runTransaction: spy('runTransaction', real.runTransaction),
  };
});

setupRulesEnv();
afterAll(async () => {
  await signOut(auth);
  await deleteApp(app);
});

const LIMIT = 10_000;
const today = String(dayNumber(new Date()));
beforeEach(async () => {
  await seed({
    ...actorProfiles(),
    // Two investments moved its shard; its copy was never synced.
    'projects/live': storedProject({ lastInvestmentId: 'x' }),
    'projects/live/shards/0': { raised: 350, backerCount: 2, days: { [today]: 350 }, lastInvestmentId: 'x' },
    // Ended short of its goal with a copy from before its deadline; ivy's money in it is Returned, not yet given back.
    'projects/short': storedProject({ endsAt: fromNow(-HOUR), lastInvestmentId: 's' }),
    'projects/short/shards/0': { raised: 400, backerCount: 1, days: { [today]: 400 }, lastInvestmentId: 's' },
    'projects/short/investors/ivy': storedMarker('ivy', 's', 1, 400),
    'investments/s': {
      projectId: 'short',
      projectTitle: 'Short',
      creatorId: 'erin',
      investorId: 'ivy',
      investorEmail: actors.investor.email,
      investorName: actors.investor.name,
      anonymous: false,
      amount: 400,
      createdAt: Timestamp.now(),
      status: 'active',
    },
    'investorLimits/ivy': { months: { [String(monthOf())]: 400 }, lastInvestmentId: 's' },
    // Follows a project that is gone.
    'users/ivy/inbox/state': { following: ['live', 'gone'], lastSeenAt: Timestamp.fromMillis(0) },
  });
  writes.length = 0;
});

/** What the app's queries call, each as a screen calls it (the app's own Firestore, or ivy's). */
const ivy = () => appFirestoreAs(actors.investor);
const queryFunctions: Record<string, (watcher: string) => Promise<unknown>> = {
  fetchProject: () => fetchProject('live'),
  fetchProjectCard: () => fetchProjectCard('live'),
  fetchProjectPage: () => fetchProjectPage(defaultFilter('approved'), null),
  fetchReviewNote: () => fetchReviewNote('live'),
  fetchUpdatePage: () => fetchUpdatePage('live', null),
  fetchQuestionPage: () => fetchQuestionPage('live', null),
  fetchSavedPage: (watcher) => fetchSavedPage(watcher, null),
  savedFlagLoader: (watcher) => fetchSavedAmong(watcher, ['live']),
  fetchInboxSummary: () => fetchInboxSummary({ uid: 'ivy', askerKey: askerKeyOf('ivy') }, ivy()),
  fetchInboxItems: () => fetchInboxItems({ uid: 'ivy', askerKey: askerKeyOf('ivy'), founder: true }, ['live', 'gone'], ivy()),
  fetchUserProfile: () => fetchUserProfile('ivy'),
  fetchPublicProfile: () => fetchPublicProfile('erin'),
  fetchPlan: () => fetchPlan('live'),
  fetchSpendingTotal: () => fetchSpendingTotal('live'),
  fetchSpendingPage: () => fetchSpendingPage('live', null),
  fetchFounderCampaigns: () => fetchFounderCampaigns('erin'),
  fetchFounderRecord: () => fetchFounderRecord('erin'),
  fetchMyReport: (watcher) => fetchMyReport('live', watcher),
  fetchHandledReports: () => fetchHandledReports('ivy', ivy()),
  fetchOpenReports: () => fetchOpenReports(),
  fetchOpenReportCount: () => fetchOpenReportCount(),
  fetchCampaignEdits: () => fetchCampaignEdits('live'),
  fetchFeaturedProjects: () => fetchFeaturedProjects(),
  fetchPlatformFigures: () => fetchPlatformFigures(),
  fetchProjectCount: () => fetchProjectCount(defaultFilter('approved')),
  fetchFounderEmail: () => fetchFounderEmail('live'),
  fetchAuditPage: () => fetchAuditPage({ projectId: 'live' }, null),
  fetchRecentBackers: () => fetchRecentBackers('live'),
  fetchBackerPage: () => fetchBackerPage('erin', 'live', null),
  fetchBackerTotals: () => fetchBackerTotals('erin', 'live'),
  fetchMyInvestmentPage: (watcher) => fetchMyInvestmentPage(watcher, null),
  fetchHeldCampaigns: () => fetchHeldCampaigns('ivy', ivy()),
  fetchOutcomes: () => fetchOutcomes('ivy', ivy(), 10),
  fetchReminders: () => fetchReminders('ivy', ivy()),
  fetchCampaignFacts: () => fetchCampaignFacts('short'),
  fetchTotalInvested: () => fetchTotalInvested('ivy', ivy()),
  fetchProjectDealTerms: () => fetchProjectDealTerms('live'),
  fetchAllowance: () => fetchAllowance('ivy', LIMIT, ivy()),
  fetchHearing: () => fetchHearing({ id: 'short', creatorId: 'erin' }, 'ivy', ivy()),
  fetchMilestones: () => fetchMilestones('live'),
};
// Not Firestore reads of their own: what index.html already read, and its converter.
const notFirestore = ['takeEarlyProjectCard', 'readSummary'];

it('every query function of src/ is among those read here', () => {
  // What each `queryFn:` of src/ calls, up to the next option of its query.
  const calls = sourceFiles('src').flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('queryFn:')
      .slice(1)
      .map((rest) => rest.slice(0, 400).split(/\n\s+\w+:|\n\s*\}\)/)[0])
      .map((snippet) => [...snippet.matchAll(/\b((?:fetch|read|take)\w+|savedFlagLoader|cardPicturesOf|skipToken)\b/g)].map((m) => m[1])),
  );
  expect(calls.length).toBeGreaterThan(15);
  expect(calls.filter((names) => names.length === 0)).toEqual([]);
  const known = new Set([...Object.keys(queryFunctions), ...notFirestore]);
  expect(calls.flat().filter((name) => !known.has(name))).toEqual([]);
});

it('reads what is due a write, and writes nothing', async () => {
  const watcher = (await createUserWithEmailAndPassword(auth, `reader-${Date.now()}@example.com`, 'secret1')).user.uid;
  for (const [name, read] of Object.entries(queryFunctions)) await read(watcher).catch((error: unknown) => [name, error]);
  expect(writes).toEqual([]);

  // What they read is right all the same: the shards' sums, the ended campaign's final figure, the readable follows.
  expect(await fetchProject('live')).toMatchObject({ raised: 350, backerCount: 2 });
  const ended = (await fetchHeldCampaigns('ivy', ivy())).filter((campaign) => campaign.money !== 'active');
  expect(ended.map((campaign) => [campaign.projectId, campaign.money])).toEqual([['short', 'returned']]);
  // Returned, not cancelled: still in Total invested (decision 0072).
  expect(await fetchTotalInvested('ivy', ivy())).toBe(400);
  expect(await fetchAllowance('ivy', LIMIT, ivy())).toBe(LIMIT - 400);
  expect(await fetchInboxSummary({ uid: 'ivy', askerKey: askerKeyOf('ivy') }, ivy())).toMatchObject({
    state: { following: ['live'] },
    pruned: true,
  });
  expect(writes).toEqual([]);

  // And the backend is as it was.
  expect(await readAsBackend('projectCards/short')).not.toHaveProperty('raisedSyncedAt');
  expect(await readAsBackend('investments/s')).not.toHaveProperty('limitReleasedAt');
  expect((await readAsBackend('users/ivy/inbox/state'))?.following).toEqual(['live', 'gone']);
});

it('leaves each of those writes to its named mutation', async () => {
  await createUserWithEmailAndPassword(auth, `writer-${Date.now()}@example.com`, 'secret1');
  // The bell, after a summary that left a project out (useInboxSummary).
  const { state } = await fetchInboxSummary({ uid: 'ivy', askerKey: askerKeyOf('ivy') }, ivy());
  await keepReadableFollowing('ivy', state.following, ivy());
  expect((await readAsBackend('users/ivy/inbox/state'))?.following).toEqual(['live']);
  expect(writes).toContain('updateDoc');
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
