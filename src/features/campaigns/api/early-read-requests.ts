// The requests index.html sends before any JavaScript module arrives (scripts/vite/early-reads.ts):
// the first page of the browse list and, on a project page, the project's card (for its picture),
// read without a session because anyone may read approved cards (firestore.rules). Pure, so the
// build imports it too.
import { defaultFilter, projectListClauses, type Clause } from './project-list-filter';
import { PAGE_SIZE } from './project-model';

/** Stands for the reading moment in the list's body; the page puts its own clock's time there. */
export const NOW_PLACEHOLDER = '__EARLY_READ_NOW__';

type RestValue = { booleanValue: boolean } | { stringValue: string } | { integerValue: string } | { timestampValue: string };

function restValue(value: unknown): RestValue {
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Number.isInteger(value)) return { integerValue: String(value) };
  throw new Error(`no early read for a clause on ${JSON.stringify(value)}`);
}

const REST_OPS = { '==': 'EQUAL', 'array-contains': 'ARRAY_CONTAINS', '>': 'GREATER_THAN' } as const;
const fieldFilter = (field: string, op: keyof typeof REST_OPS, value: RestValue) => ({
  fieldFilter: { field: { fieldPath: field }, op: REST_OPS[op], value },
});

/**
 * The Firestore REST body (documents:runQuery) of the browse list's first page as the app reads it
 * (projectListConstraints with the default filter): the same collection, clauses, order and size.
 */
export function browseFirstPageBody(): string {
  const { clauses, order, liveOnly } = projectListClauses(defaultFilter('approved'));
  const filters = clauses.map((clause: Clause) => fieldFilter(clause.field, clause.op, restValue(clause.value)));
  if (liveOnly) filters.push(fieldFilter('endsAt', '>', { timestampValue: NOW_PLACEHOLDER }));
  return JSON.stringify({
    structuredQuery: {
      from: [{ collectionId: 'projectCards' }],
      where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } },
      orderBy: [{ field: { fieldPath: order.field }, direction: order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING' }],
      limit: PAGE_SIZE + 1, // one more than the page, as the app reads it: says whether more exist
    },
  });
}

/** Names under which the page keeps an early read (window.__earlyReads); `project` holds the project's card. */
export const earlyReadNames = { browseFirstPage: 'browse', project: (id: string) => `project:${id}` };
