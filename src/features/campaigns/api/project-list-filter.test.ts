import indexes from '../../../../firestore.indexes.json';
import { CATEGORY_OPTIONS, defaultFilter, projectListClauses, type ProjectListFilter } from './project-list-filter';

type IndexField = { fieldPath: string; order?: string; arrayConfig?: string };
const declared = indexes.indexes
  .filter((index) => index.collectionGroup === 'projects')
  .map((index) => (index.fields as IndexField[]).map((f) => `${f.fieldPath}:${f.order ?? f.arrayConfig}`).join(','));

function shape(filter: ProjectListFilter) {
  const { clauses } = projectListClauses(filter);
  const fields = clauses.map((c) => `${c.field}:${c.op === 'array-contains' ? 'CONTAINS' : 'ASCENDING'}`);
  return [...fields, 'createdAt:DESCENDING'].join(',');
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

  it('has a composite index declared for every combination the UI can ask for', () => {
    for (const scope of ['approved', 'pending', 'mine'] as const)
      for (const category of CATEGORY_OPTIONS)
        for (const search of ['', 'solar'])
          for (const bookmarkedOnly of scope === 'approved' ? [false, true] : [false]) {
            const filter = { ...defaultFilter(scope, 'erin'), category, search, bookmarkedOnly };
            expect(declared).toContain(shape(filter));
          }
  });
});
