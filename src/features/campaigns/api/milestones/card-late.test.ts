import { Timestamp } from 'firebase/firestore/lite';
import { readSummary } from '@/features/campaigns/api/projects/project-read';
import { cardNextDue, isCardLate } from './card-late';

const DAY = 86_400_000;
const now = new Date(Date.UTC(2026, 10, 27, 12));
const day = (fromToday: number) => Timestamp.fromMillis(Date.UTC(2026, 10, 27) + fromToday * DAY);
const endedFunded = { approved: true, endsAt: Timestamp.fromMillis(now.getTime() - 5 * DAY), raised: 60_000, goal: 50_000 };

describe('a card’s Late, read through the card converter', () => {
  it('reads openDues and takes the earliest due day of them', () => {
    const card = readSummary('p', { ...endedFunded, openDues: { '0': day(30), '3': day(-1), '1': day(4) } });
    expect(cardNextDue(card.openDues)).toEqual(day(-1).toDate());
    expect(isCardLate(card, now)).toBe(true);
  });

  it('is not Late on the due day itself, nor with no day left, nor from a value that is not a day', () => {
    expect(isCardLate(readSummary('p', { ...endedFunded, openDues: { '0': day(0) } }), now)).toBe(false);
    expect(isCardLate(readSummary('p', { ...endedFunded, openDues: {} }), now)).toBe(false);
    expect(isCardLate(readSummary('p', endedFunded), now)).toBe(false);
    expect(cardNextDue({ '0': 'yesterday' })).toBeNull();
  });

  it('is read from a project document as no card: no openDues', () => {
    expect(readSummary('p', { ...endedFunded }).openDues).toEqual({});
  });
});
