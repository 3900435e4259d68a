import { CATEGORIES, searchTerms, type Category } from './project-model';

export type ProjectScope = 'approved' | 'pending' | 'mine';

/** What a project list shows. Kept in the URL so Back and shared links restore the view. */
export type ProjectListFilter = {
  scope: ProjectScope;
  creatorId?: string;
  category: Category | 'all';
  search: string;
  bookmarkedOnly: boolean;
};

export const CATEGORY_OPTIONS = ['all', ...CATEGORIES] as const;

export const defaultFilter = (scope: ProjectScope, creatorId?: string): ProjectListFilter => ({
  scope,
  creatorId,
  category: 'all',
  search: '',
  bookmarkedOnly: false,
});

export const isFiltered = (filter: ProjectListFilter) =>
  filter.category !== 'all' || filter.search.trim() !== '' || filter.bookmarkedOnly;

export type Clause = { field: string; op: '==' | 'array-contains'; value: unknown };

/**
 * The where-clauses of a list query, in index order, plus the search words the browser applies.
 * Search: the longest word goes to Firestore (array-contains on the stored searchTokens); any
 * further words narrow the page in the browser. Sorted by createdAt, newest first.
 */
export function projectListClauses(filter: ProjectListFilter): { clauses: Clause[]; extraTerms: string[] } {
  // Pending means waiting for review: a project sent back (changes_requested) or closed is not approved either.
  const clauses: Clause[] =
    filter.scope === 'mine'
      ? [{ field: 'creatorId', op: '==', value: filter.creatorId ?? '' }]
      : filter.scope === 'pending'
        ? [{ field: 'status', op: '==', value: 'pending' }]
        : [{ field: 'approved', op: '==', value: true }];
  if (filter.category !== 'all') clauses.push({ field: 'category', op: '==', value: filter.category });
  if (filter.bookmarkedOnly) clauses.push({ field: 'bookmarked', op: '==', value: true });
  const [firstTerm, ...extraTerms] = searchTerms(filter.search);
  if (firstTerm) clauses.push({ field: 'searchTokens', op: 'array-contains', value: firstTerm });
  return { clauses, extraTerms };
}
