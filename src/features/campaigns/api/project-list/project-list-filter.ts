import { searchTerms } from '@/features/campaigns/api/projects/project-model';
import { CATEGORIES } from '@/features/campaigns/api/projects/project-limits';
import type { Category } from '@/features/campaigns/api/projects/project-read';

export type ProjectScope = 'approved' | 'pending' | 'mine';

/** Sort by, for browse lists of approved projects. Newest is the default. */
export const SORT_OPTIONS = [
  { id: 'newest', label: 'Newest' },
  { id: 'ending', label: 'Ending soon' },
  { id: 'funded', label: 'Most funded' },
  { id: 'closest', label: 'Closest to goal' },
] as const;
export type ProjectSort = (typeof SORT_OPTIONS)[number]['id'];
export const isProjectSort = (value: unknown): value is ProjectSort => SORT_OPTIONS.some((option) => option.id === value);

export type Order = { field: 'createdAt' | 'endsAt' | 'raised' | 'fundedRatio'; direction: 'asc' | 'desc' };
const ORDERS: Record<ProjectSort, Order> = {
  newest: { field: 'createdAt', direction: 'desc' },
  ending: { field: 'endsAt', direction: 'asc' },
  funded: { field: 'raised', direction: 'desc' },
  closest: { field: 'fundedRatio', direction: 'desc' },
};

/** What a project list shows. Kept in the URL so Back and shared links restore the view. */
export type ProjectListFilter = {
  scope: ProjectScope;
  creatorId?: string;
  category: Category | 'all';
  search: string;
  bookmarkedOnly: boolean;
  /** Applies to approved projects only; other lists are newest first. */
  sort: ProjectSort;
  /** Approved lists show live campaigns (endsAt after now) unless this is set. */
  showEnded: boolean;
};

export const CATEGORY_OPTIONS = ['all', ...CATEGORIES] as const;

export const defaultFilter = (scope: ProjectScope, creatorId?: string): ProjectListFilter => ({
  scope,
  creatorId,
  category: 'all',
  search: '',
  bookmarkedOnly: false,
  sort: 'newest',
  showEnded: false,
});

export const isFiltered = (filter: ProjectListFilter) => filter.category !== 'all' || filter.search.trim() !== '' || filter.bookmarkedOnly;

/** Lists read the small card documents; a search reads the projects, which hold the search tokens. */
export const listCollection = (filter: ProjectListFilter): 'projectCards' | 'projects' =>
  searchTerms(filter.search).length > 0 ? 'projects' : 'projectCards';

export type Clause = { field: string; op: '==' | 'array-contains'; value: unknown };

export type ListClauses = {
  clauses: Clause[];
  extraTerms: string[];
  order: Order;
  /** Live only: endsAt > now (the caller supplies now). */
  liveOnly: boolean;
};

/**
 * The where-clauses of a list query, in index order, its order and whether it keeps live
 * campaigns only, plus the search words the browser applies. Search: one word goes to Firestore
 * (array-contains on the stored searchTokens), `leadTerm` or else the longest; any further words
 * narrow the page in the browser. Pending and own-project lists are newest first and include every
 * campaign.
 */
export function projectListClauses(filter: ProjectListFilter, leadTerm?: string): ListClauses {
  // Pending means waiting for review: a project sent back (changes_requested) or closed is not approved either.
  const clauses: Clause[] =
    filter.scope === 'mine'
      ? [{ field: 'creatorId', op: '==', value: filter.creatorId ?? '' }]
      : filter.scope === 'pending'
        ? [{ field: 'status', op: '==', value: 'pending' }]
        : [{ field: 'approved', op: '==', value: true }];
  if (filter.category !== 'all') clauses.push({ field: 'category', op: '==', value: filter.category });
  if (filter.bookmarkedOnly) clauses.push({ field: 'bookmarked', op: '==', value: true });
  const terms = searchTerms(filter.search);
  const lead = leadTerm !== undefined && terms.includes(leadTerm) ? leadTerm : terms[0];
  const extraTerms = terms.filter((term) => term !== lead);
  if (lead) clauses.push({ field: 'searchTokens', op: 'array-contains', value: lead });
  const browsing = filter.scope === 'approved';
  return { clauses, extraTerms, order: ORDERS[browsing ? filter.sort : 'newest'], liveOnly: browsing && !filter.showEnded };
}
