import indexes from '../../../../../firestore.indexes.json';
import {
  CATEGORY_OPTIONS,
  defaultFilter,
  listCollection,
  projectListClauses,
  SORT_OPTIONS,
  type ProjectListFilter,
} from './project-list-filter';

type IndexField = { fieldPath: string; order?: string; arrayConfig?: string };
const declared = indexes.indexes.map(
  (index) =>
    `${index.collectionGroup}/${(index.fields as IndexField[]).map((f) => `${f.fieldPath}:${f.order ?? f.arrayConfig}`).join(',')}`,
);

const direction = (order: { direction: 'asc' | 'desc' }) => (order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/**
 * The composite index a query needs: equality and array-contains fields, the order, then the
 * range field (endsAt > now) when it is not the order field, in the order's direction (Firestore
 * appends inequality fields to the order by with the last order's direction).
 */
function shape(filter: ProjectListFilter) {
  const { clauses, order, liveOnly } = projectListClauses(filter);
  const fields = clauses.map((c) => `${c.field}:${c.op === 'array-contains' ? 'CONTAINS' : 'ASCENDING'}`);
  fields.push(`${order.field}:${direction(order)}`);
  if (liveOnly && order.field !== 'endsAt') fields.push(`endsAt:${direction(order)}`);
  return `${listCollection(filter)}/${fields.join(',')}`;
}

describe('project list queries', () => {
  it('always filter by approval, by pending status or by the creator, so the rules can allow them', () => {
    expect(projectListClauses(defaultFilter('approved')).clauses[0]).toEqual({ field: 'approved', op: '==', value: true });
    expect(projectListClauses(defaultFilter('pending')).clauses[0]).toEqual({ field: 'status', op: '==', value: 'pending' });
    expect(projectListClauses(defaultFilter('mine', 'erin')).clauses[0]).toEqual({ field: 'creatorId', op: '==', value: 'erin' });
  });

  it('send the longest search word to Firestore and keep the rest for the browser', () => {
    const { clauses, extraTerms } = projectListClauses({ ...defaultFilter('approved'), search: 'AI radiology' });
    expect(clauses.at(-1)).toEqual({ field: 'searchTokens', op: 'array-contains', value: 'radiology' });
    expect(extraTerms).toEqual(['ai']);
  });

  it('send the lead word chosen by the search (the rarest) to Firestore instead, when it is one of the words', () => {
    const filter = { ...defaultFilter('approved'), search: 'AI radiology kit' };
    expect(projectListClauses(filter, 'kit')).toMatchObject({ extraTerms: ['radiology', 'ai'] });
    expect(projectListClauses(filter, 'kit').clauses.at(-1)).toEqual({ field: 'searchTokens', op: 'array-contains', value: 'kit' });
    expect(projectListClauses(filter, 'solar').clauses.at(-1)).toMatchObject({ value: 'radiology' });
  });

  it('read the card documents, or the projects (which hold the search tokens) for a search', () => {
    expect(listCollection(defaultFilter('approved'))).toBe('projectCards');
    expect(listCollection({ ...defaultFilter('mine', 'erin'), category: 'finance' })).toBe('projectCards');
    expect(listCollection({ ...defaultFilter('approved'), search: 'solar' })).toBe('projects');
    expect(listCollection({ ...defaultFilter('pending'), search: ' !? ' })).toBe('projectCards'); // no words: no search
  });

  it('has a composite index declared for every combination the UI can ask for', () => {
    let combinations = 0;
    for (const scope of ['approved', 'pending', 'mine'] as const)
      for (const category of CATEGORY_OPTIONS)
        for (const search of ['', 'solar'])
          for (const bookmarkedOnly of scope === 'approved' ? [false, true] : [false])
            for (const { id: sort } of SORT_OPTIONS)
              for (const showEnded of [false, true]) {
                const filter = { ...defaultFilter(scope, 'erin'), category, search, bookmarkedOnly, sort, showEnded };
                expect(declared).toContain(shape(filter));
                combinations++;
              }
    expect(combinations).toBe(6 * 2 * (2 + 1 + 1) * 4 * 2);
  });

  it('browse lists are live only unless Show ended, and sort as chosen; other lists are newest first with every campaign', () => {
    expect(projectListClauses(defaultFilter('approved'))).toMatchObject({
      liveOnly: true,
      order: { field: 'createdAt', direction: 'desc' },
    });
    expect(projectListClauses({ ...defaultFilter('approved'), showEnded: true }).liveOnly).toBe(false);
    expect(projectListClauses({ ...defaultFilter('approved'), sort: 'ending' }).order).toEqual({ field: 'endsAt', direction: 'asc' });
    expect(projectListClauses({ ...defaultFilter('approved'), sort: 'funded' }).order).toEqual({ field: 'raised', direction: 'desc' });
    expect(projectListClauses({ ...defaultFilter('approved'), sort: 'closest' }).order).toEqual({
      field: 'fundedRatio',
      direction: 'desc',
    });
    expect(projectListClauses({ ...defaultFilter('pending'), sort: 'funded' })).toMatchObject({
      liveOnly: false,
      order: { field: 'createdAt' },
    });
    expect(projectListClauses({ ...defaultFilter('mine', 'erin'), sort: 'ending' })).toMatchObject({
      liveOnly: false,
      order: { field: 'createdAt' },
    });
  });
});
