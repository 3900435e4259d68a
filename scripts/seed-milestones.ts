// The demo's milestones with dates: LabKit (ended Funded 40 days ago) has one delivered on
// time, one delivered late, one Late after a postponement, one Late, one postponed and due ahead, and one
// due ahead; RefillRoute (pending) has two as planned. Due days are midnight UTC, as the app stores them.
// TallyBook (Erin's newest approved, running) has one delivered, one Late and one due in 3 days, so
// Erin's What's new reminds her of the last two.
import { Timestamp } from 'firebase/firestore';
import { SPENDING_DEMO_PROJECT } from './seed-spending';

const DAY = 86_400_000;
const HOUR = 3_600_000;
export const MILESTONES_PENDING_PROJECT = 'refillroute-zero-waste-delivery';
/** Erin's campaign whose milestones What's new reminds her of. */
export const MILESTONE_REMINDER_PROJECT = 'tallybook-ai-bookkeeping';

type SeedMilestone = {
  title: string;
  description?: string;
  /** The original due day, in days from today. */
  due: number;
  postponed?: { to: number; at: number; reason: string };
  delivered?: { at: number; what: string; evidenceUrl?: string };
};

const labkit: SeedMilestone[] = [
  {
    title: 'Bulk materials order placed',
    description: 'Materials for the first 100 kits, ordered from our two suppliers.',
    due: -20,
    delivered: {
      at: -22,
      what: 'Ordered from both suppliers; the invoice is public.',
      evidenceUrl: 'https://labkit.example.com/receipts/materials-order.pdf',
    },
  },
  {
    title: 'Safety certification of the biology line',
    due: -15,
    postponed: { to: -3, at: -16, reason: 'The testing lab moved our slot back by two weeks.' },
  },
  { title: 'First two lesson videos online', due: -2 },
  {
    title: 'Kits shipped to 40 classrooms',
    due: 10,
    postponed: { to: 30, at: -1, reason: 'The schools asked for delivery after the winter break.' },
  },
  { title: 'Biology kit on sale', description: 'Four experiments on cells and enzymes.', due: 60 },
  { title: 'Teacher guide published', due: -12, delivered: { at: -9, what: 'A 40-page guide for the first 12 experiments.' } },
];

const tallybook: SeedMilestone[] = [
  {
    title: 'Bank feeds for 20 more banks',
    due: -20,
    delivered: { at: -21, what: 'Connected 23 more banks; the list is on our help pages.' },
  },
  { title: 'Receipt matching in the mobile app', description: 'Snap a receipt and TallyBook matches it to the transaction.', due: -4 },
  { title: 'Quarterly tax estimate beta', due: 3 },
];

const refillroute: SeedMilestone[] = [
  { title: 'Electric cargo bikes on the road', due: 45 },
  { title: 'Second refill station open', description: 'In the Highlands neighbourhood.', due: 120 },
];

function stored(milestone: SeedMilestone, today: number) {
  const day = (n: number) => Timestamp.fromMillis(today + n * DAY);
  const originalDue = day(milestone.due);
  const due = milestone.postponed ? day(milestone.postponed.to) : originalDue;
  return {
    title: milestone.title,
    description: milestone.description ?? '',
    due,
    originalDue,
    postponements: milestone.postponed
      ? {
          '0': {
            from: originalDue,
            to: due,
            reason: milestone.postponed.reason,
            at: Timestamp.fromMillis(today + milestone.postponed.at * DAY + 10 * HOUR),
          },
        }
      : {},
    deliveredAt: milestone.delivered ? Timestamp.fromMillis(today + milestone.delivered.at * DAY + 15 * HOUR) : null,
    delivered: milestone.delivered?.what ?? '',
    evidenceUrl: milestone.delivered?.evidenceUrl ?? '',
  };
}

export function milestoneDocuments(now = Date.now()): Array<[string, Record<string, unknown>]> {
  const today = Math.floor(now / DAY) * DAY;
  return [
    ...labkit.map((m, slot): [string, Record<string, unknown>] => [
      `projects/${SPENDING_DEMO_PROJECT}/milestones/${slot}`,
      stored(m, today),
    ]),
    ...tallybook.map((m, slot): [string, Record<string, unknown>] => [
      `projects/${MILESTONE_REMINDER_PROJECT}/milestones/${slot}`,
      stored(m, today),
    ]),
    ...refillroute.map((m, slot): [string, Record<string, unknown>] => [
      `projects/${MILESTONES_PENDING_PROJECT}/milestones/${slot}`,
      stored(m, today),
    ]),
  ];
}
