// index.html's early read of the browse list (shared/early-reads.ts) is the query the app itself
// reads first: the same collection, clauses, order and size, built here from the app's own clauses.
import { browseFirstPageQuery, NOW_PLACEHOLDER } from '@shared/early-reads';
import { defaultFilter, listCollection, projectListClauses } from './project-list-filter';
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

describe("the early read of the browse list's first page", () => {
  it("is the app's default list query as a REST query", () => {
    const filter = defaultFilter('approved');
    const { clauses, order, liveOnly } = projectListClauses(filter);
    const filters = clauses.map((clause) => fieldFilter(clause.field, clause.op, restValue(clause.value)));
    if (liveOnly) filters.push(fieldFilter('endsAt', '>', { timestampValue: NOW_PLACEHOLDER }));
    expect(browseFirstPageQuery).toEqual({
      structuredQuery: {
        from: [{ collectionId: listCollection(filter) }],
        where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } },
        orderBy: [{ field: { fieldPath: order.field }, direction: order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING' }],
        limit: PAGE_SIZE + 1,
      },
    });
  });
});
