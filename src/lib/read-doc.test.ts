import { Timestamp } from 'firebase/firestore/lite';
import { readDoc } from './read-doc';

const kinds = {
  title: 'string',
  goal: 'number',
  approved: 'boolean',
  tags: 'strings',
  at: 'timestamp',
  before: 'record',
  status: ['open', 'closed'],
} as const;

describe('readDoc', () => {
  it('reads each field by its kind, a record as stored', () => {
    const at = Timestamp.fromMillis(1_700_000_000_000);
    const data = { title: 'T', goal: 5, approved: true, tags: ['a'], at, before: { status: 'open', raised: 3 }, status: 'closed' };
    expect(readDoc(kinds, data)).toEqual({ ...data, at: at.toDate() });
  });

  it('reads a value of the wrong kind as the empty value of its kind', () => {
    const data = { title: 3, goal: '5', approved: 'yes', tags: 'a', at: 'now', before: ['x'], status: 'gone' };
    expect(readDoc(kinds, data)).toEqual({ title: '', goal: 0, approved: false, tags: [], at: null, before: {}, status: 'open' });
    expect(readDoc(kinds, { before: Timestamp.now() }).before).toEqual({});
    expect(readDoc(kinds, { before: null }).before).toEqual({});
  });
});
