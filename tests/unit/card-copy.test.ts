// The card's copy of its project (shared/projects/card-copy.ts): what the server writes on a card and
// what the app waits for after its own write.
import { Timestamp } from 'firebase/firestore/lite';
import { cardFieldsOf, cardInStep, sameStored } from '@shared/projects/card-copy';

const at = (ms: number) => Timestamp.fromMillis(ms);
const project = {
  title: 'Solar Roofs',
  goal: 5_000,
  status: 'approved',
  endsAt: at(1_000),
  businessPlan: 'Sell panels.',
  searchTokens: ['solar', 'roofs'],
  updatedAt: at(5),
  lastEditId: 'e1',
  dealTerms: { instrument: 'safe' },
  createdBy: 'erin@example.com',
};

describe('a card’s copy of its project', () => {
  it('holds the project less its long texts, search tokens, edit trail and retired e-mail fields', () => {
    expect(cardFieldsOf(project)).toEqual({ title: 'Solar Roofs', goal: 5_000, status: 'approved', endsAt: at(1_000) });
  });

  it('compares stored values as stored: Timestamps by their time, maps and lists by their entries', () => {
    expect(sameStored(at(7), at(7))).toBe(true);
    expect(sameStored(at(7), at(8))).toBe(false);
    expect(sameStored({ a: [1, { b: at(2) }] }, { a: [1, { b: at(2) }] })).toBe(true);
    expect(sameStored({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameStored({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameStored({ a: 1 }, [1])).toBe(false);
    expect(sameStored(null, {})).toBe(false);
    expect(sameStored(at(7), { seconds: 0, nanoseconds: 7_000_000 })).toBe(false);
  });

  it('is in step when the card holds exactly the copy, its own Late days aside', () => {
    const card = { ...cardFieldsOf(project), openDues: { '0': at(9) } };
    expect(cardInStep(project, card)).toBe(true);
    expect(cardInStep({ ...project, title: 'Renamed' }, card)).toBe(false);
    expect(cardInStep({ ...project, businessPlan: 'Other' }, card)).toBe(true);
    expect(cardInStep(project, { ...card, raised: 10 })).toBe(false);
    const withoutGoal: Record<string, unknown> = { ...card };
    delete withoutGoal.goal;
    expect(cardInStep(project, withoutGoal)).toBe(false);
  });
});
