// What index.html reads before any JavaScript module arrives (scripts/vite/early-reads.ts writes the
// script; src/features/campaigns/api/project-list/early-reads.ts takes the answers): the first page of the browse
// list and, on a project page, the project's card (for its picture's address), read without a session because
// anyone may read approved cards (firestore.rules). Data only, shared by the build and the app.
import type { RouteName } from './routes';

/**
 * The screens that read early: the browse lists as they first open, a project page, the welcome page
 * (its featured projects) and a founder's page (their profile, record and campaigns); with the session's
 * token, the admin's pending projects and the screens for one project (decision 0084).
 */
export const earlyReadRoutes: {
  browse: RouteName[];
  project: RouteName;
  welcome: RouteName;
  founder: RouteName;
  pending: RouteName;
  oneProject: Partial<Record<RouteName, OneProjectRead[]>>;
} = {
  // The entrepreneur dashboard opens on Browse Projects too.
  browse: ['guest', 'investorDashboard', 'projects', 'entrepreneurDashboard'],
  project: 'project',
  welcome: 'home',
  founder: 'founder',
  // Read with the session's token (decision 0084): the admin's Pending Projects, and the project of
  // the screens for one project.
  pending: 'adminDashboard',
  // Update Project Details waits for its project's plan and milestones too; the invest page for the project.
  oneProject: { postUpdate: ['project', 'shards', 'plan', 'milestones'], payment: ['project', 'shards'] },
};

/** Names under which the page keeps an early read (window.__earlyReads); `project` holds the project's card. */
export const earlyReadNames = {
  browseFirstPage: 'browse',
  pendingFirstPage: 'pending',
  featured: (picked: 'bookmarked' | 'mostRaised') => `featured:${picked}`,
  project: (id: string) => `project:${id}`,
  founder: (read: 'profile' | 'record' | 'campaigns', uid: string) => `founder:${read}:${uid}`,
  session: 'session',
  /** Read with the session's token on a screen for one project (oneProjectReads). */
  sessionProject: (read: OneProjectRead, id: string) => `session:${read}:${id}`,
};

/** What a screen for one project reads of it (projects/{id} and below), with the session's token. */
export type OneProjectRead = 'project' | 'shards' | 'plan' | 'milestones';

/** Where each is, below projects/{id}, and whether it is a document, a collection, or a document that may not exist. */
export const oneProjectReads: Record<OneProjectRead, { path: string; kind: 'document' | 'collection' | 'optional' }> = {
  project: { path: '', kind: 'document' },
  shards: { path: '/shards', kind: 'collection' },
  plan: { path: '/useOfFunds/plan', kind: 'optional' },
  milestones: { path: '/milestones', kind: 'collection' },
};

/** Stands for the reading moment in the list's query; the page puts its own clock's time there. */
export const NOW_PLACEHOLDER = '__EARLY_READ_NOW__';
/** Stands for the founder's uid in their campaigns' query; the page puts the one its address names. */
export const UID_PLACEHOLDER = '__EARLY_READ_UID__';

type FieldFilter = { fieldFilter: { field: { fieldPath: string }; op: string; value: Record<string, unknown> } };
const fieldIs = (fieldPath: string, op: string, value: Record<string, unknown>): FieldFilter => ({
  fieldFilter: { field: { fieldPath }, op, value },
});
const isTrue = (fieldPath: string) => fieldIs(fieldPath, 'EQUAL', { booleanValue: true });

/** Approved cards that also pass `filters`, `orderBy` descending, `limit` of them. */
const approvedCardsQuery = (filters: FieldFilter[], orderBy: string, limit: number) => ({
  structuredQuery: {
    from: [{ collectionId: 'projectCards' }],
    where: { compositeFilter: { op: 'AND', filters: [isTrue('approved'), ...filters] } },
    orderBy: [{ field: { fieldPath: orderBy }, direction: 'DESCENDING' }],
    limit,
  },
});

/** Running approved cards (and bookmarked ones only, when asked), `orderBy` descending, `limit` of them. */
const liveCardsQuery = ({ bookmarkedOnly = false, orderBy, limit }: { bookmarkedOnly?: boolean; orderBy: string; limit: number }) =>
  approvedCardsQuery(
    [...(bookmarkedOnly ? [isTrue('bookmarked')] : []), fieldIs('endsAt', 'GREATER_THAN', { timestampValue: NOW_PLACEHOLDER })],
    orderBy,
    limit,
  );

/**
 * The browse list's first page as the app reads it (the default filter of approved projects: live
 * ones, newest first, a page of 12 and one more that says whether more exist), as a Firestore REST
 * query (documents:runQuery). src/features/campaigns/api/project-list/early-read-query.test.ts checks it against
 * the app's own clauses, and tests/integration/early-reads.test.ts against what the SDK reads.
 */
export const browseFirstPageQuery = liveCardsQuery({ orderBy: 'createdAt', limit: 13 });

/**
 * The admin's Pending Projects as it first opens: the cards waiting for review, newest first, a page
 * of 12 and one more (read with the admin's token: firestore.rules let only the admin read them).
 */
export const pendingFirstPageQuery = {
  structuredQuery: {
    from: [{ collectionId: 'projectCards' }],
    where: fieldIs('status', 'EQUAL', { stringValue: 'pending' }),
    orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
    limit: 13,
  },
};

/** How many featured projects the welcome page shows (two rows on a desktop). */
export const FEATURED_COUNT = 6;

/**
 * The welcome page's Featured projects as the app reads them (src/features/campaigns/api/front-door/
 * featured-projects.ts): the bookmarked ones, and only when none is bookmarked, the most raised.
 */
export const featuredQueries = {
  bookmarked: liveCardsQuery({ bookmarkedOnly: true, orderBy: 'raised', limit: FEATURED_COUNT }),
  mostRaised: liveCardsQuery({ orderBy: 'raised', limit: FEATURED_COUNT }),
};

/** The founder page lists at most this many campaigns, newest first (firestore.indexes.json: approved + creatorId + createdAt). */
export const FOUNDER_CAMPAIGNS_LIMIT = 24;

/** A founder's page's campaigns as the app reads them (src/features/accountability/api/founders/founder-campaigns.ts). */
export const founderCampaignsQuery = approvedCardsQuery(
  [fieldIs('creatorId', 'EQUAL', { stringValue: UID_PLACEHOLDER })],
  'createdAt',
  FOUNDER_CAMPAIGNS_LIMIT,
);
