import { CATEGORIES, type Category } from './project-model';

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
