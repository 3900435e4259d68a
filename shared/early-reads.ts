// What index.html reads before any JavaScript module arrives (scripts/vite/early-reads.ts writes the
// script; src/features/campaigns/api/project-list/early-reads.ts takes the answers): the first page of the browse
// list and, on a project page, the project's card (for its picture's address), read without a session because
// anyone may read approved cards (firestore.rules). Data only, shared by the build and the app.
import type { RouteName } from './routes';

/** The screens that read early: the browse lists as they first open, a project page, and the welcome page (its featured projects). */
export const earlyReadRoutes: { browse: RouteName[]; project: RouteName; welcome: RouteName } = {
  browse: ['guest', 'investorDashboard', 'projects'],
  project: 'project',
  welcome: 'home',
};

/** Names under which the page keeps an early read (window.__earlyReads); `project` holds the project's card. */
export const earlyReadNames = {
  browseFirstPage: 'browse',
  featured: (picked: 'bookmarked' | 'mostRaised') => `featured:${picked}`,
  project: (id: string) => `project:${id}`,
};

/** Stands for the reading moment in the list's query; the page puts its own clock's time there. */
export const NOW_PLACEHOLDER = '__EARLY_READ_NOW__';

const isTrue = (fieldPath: string) => ({ fieldFilter: { field: { fieldPath }, op: 'EQUAL', value: { booleanValue: true } } });

/** Running approved cards (and bookmarked ones only, when asked), `orderBy` descending, `limit` of them. */
const liveCardsQuery = ({ bookmarkedOnly = false, orderBy, limit }: { bookmarkedOnly?: boolean; orderBy: string; limit: number }) => ({
  structuredQuery: {
    from: [{ collectionId: 'projectCards' }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [
          isTrue('approved'),
          ...(bookmarkedOnly ? [isTrue('bookmarked')] : []),
          { fieldFilter: { field: { fieldPath: 'endsAt' }, op: 'GREATER_THAN', value: { timestampValue: NOW_PLACEHOLDER } } },
        ],
      },
    },
    orderBy: [{ field: { fieldPath: orderBy }, direction: 'DESCENDING' }],
    limit,
  },
});

/**
 * The browse list's first page as the app reads it (the default filter of approved projects: live
 * ones, newest first, a page of 12 and one more that says whether more exist), as a Firestore REST
 * query (documents:runQuery). src/features/campaigns/api/project-list/early-read-query.test.ts checks it against
 * the app's own clauses, and tests/integration/early-reads.test.ts against what the SDK reads.
 */
export const browseFirstPageQuery = liveCardsQuery({ orderBy: 'createdAt', limit: 13 });

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
