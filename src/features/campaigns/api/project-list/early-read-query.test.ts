// index.html's early read of the browse list (shared/early-reads.ts) is the query the app itself
// reads first: the same collection, clauses, order and size, built here from the app's own clauses.
import { browseFirstPageQuery, FEATURED_COUNT, featuredQueries, NOW_PLACEHOLDER, pendingFirstPageQuery } from '@shared/early-reads';
import { defaultFilter, listCollection, projectListClauses, type ProjectListFilter } from './project-list-filter';
import { featuredFilters } from '@/features/campaigns/api/front-door/featured-projects';
import { PAGE_SIZE } from '@/features/campaigns/api/projects/project-model';

const REST_OPS = { '==': 'EQUAL', 'array-contains': 'ARRAY_CONTAINS', '>': 'GREATER_THAN' } as const;

function restValue(value: unknown) {
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Number.isInteger(value)) return { integerValue: String(value) };
  throw new Error(`no early read for a clause on ${JSON.stringify(value)}`);
}

const fieldFilter = (field: string, op: keyof typeof REST_OPS, value: unknown) => ({
  fieldFilter: { field: { fieldPath: field }, op: REST_OPS[op], value },
});

/** The app's list query for `filter`, `size` cards, as a REST query. */
function restQueryOf(filter: ProjectListFilter, size: number) {
  const { clauses, order, liveOnly } = projectListClauses(filter);
  const filters = clauses.map((clause) => fieldFilter(clause.field, clause.op, restValue(clause.value)));
  if (liveOnly) filters.push(fieldFilter('endsAt', '>', { timestampValue: NOW_PLACEHOLDER }));
  return {
    structuredQuery: {
      from: [{ collectionId: listCollection(filter) }],
      where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } },
      orderBy: [{ field: { fieldPath: order.field }, direction: order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING' }],
      limit: size,
    },
  };
}

describe("the early read of the browse list's first page", () => {
  it("is the app's default list query as a REST query", () => {
    expect(browseFirstPageQuery).toEqual(restQueryOf(defaultFilter('approved'), PAGE_SIZE + 1));
  });
});

describe("the early read of the admin's Pending Projects", () => {
  it("is the app's pending list query as a REST query", () => {
    expect(pendingFirstPageQuery).toEqual(restQueryOf(defaultFilter('pending'), PAGE_SIZE + 1));
  });
});

describe("the early reads of the welcome page's Featured projects", () => {
  it("are the app's featured queries as REST queries: bookmarked, and most raised", () => {
    expect(featuredQueries.bookmarked).toEqual(restQueryOf(featuredFilters.bookmarked, FEATURED_COUNT));
    expect(featuredQueries.mostRaised).toEqual(restQueryOf(featuredFilters.mostRaised, FEATURED_COUNT));
  });
});
