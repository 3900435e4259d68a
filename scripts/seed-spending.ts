// The demo's spending on the record: LabKit (ended Funded 40 days ago, with a plan) with
// three entries and one correction, and the running total, in the shapes the server's recordSpending
// (functions/src/spending) writes, moved by the same totalAfter. Its backers (ivy and olivia follow it)
// see each entry in What's new.
import { Timestamp } from 'firebase/firestore';
import { correctionId, EMPTY_SPENDING_TOTAL, totalAfter, type SpendingTotal } from '../shared/money/spending';
import { seedUuid } from './seed-ids';
import { seedProjects } from './seed-data';

const DAY = 86_400_000;
export const SPENDING_DEMO_PROJECT = 'labkit-home-chemistry';

type SeedEntry = { key: string; daysAgo: number; line: string; amount: number; paidFor: string; evidenceUrl?: string; corrects?: string };
const entries: SeedEntry[] = [
  {
    key: 'materials',
    daysAgo: 4,
    line: '0',
    amount: 1200,
    paidFor: 'Bulk order of materials for the first 100 kits',
    evidenceUrl: 'https://labkit.example.com/receipts/materials-order.pdf',
  },
  { key: 'safety', daysAgo: 3, line: '1', amount: 450, paidFor: 'Safety consultant’s review of the 12 experiments' },
  { key: 'videos', daysAgo: 2, line: '2', amount: 300, paidFor: 'Filming the first two lesson videos' },
  { key: 'videos-fix', daysAgo: 1, line: '2', amount: -100, paidFor: 'Entered as $300: the invoice was $200', corrects: 'videos' },
];

/** The entries' ids, of the app's forms: a UUID per entry, a correction's its entry's and '-correction'. */
export const seedSpendingId = (key: string): string => {
  const corrected = entries.find((entry) => entry.key === key)?.corrects;
  return corrected ? correctionId(seedSpendingId(corrected)) : seedUuid(`spending-${key}`);
};

export function spendingDocuments(now = Date.now()): Array<[string, Record<string, unknown>]> {
  const today = Math.floor(now / DAY) * DAY;
  const project = seedProjects.find((p) => p.key === SPENDING_DEMO_PROJECT);
  if (!project) throw new Error(`The demo has no ${SPENDING_DEMO_PROJECT} for its spending.`);
  let total: SpendingTotal & { lastEntryId?: string } = EMPTY_SPENDING_TOTAL;
  const writes: Array<[string, Record<string, unknown>]> = entries.map((entry) => {
    const id = seedSpendingId(entry.key);
    total = totalAfter(total, entry.line, entry.amount, id);
    return [
      `projects/${SPENDING_DEMO_PROJECT}/spending/${id}`,
      {
        spentOn: Timestamp.fromMillis(today - entry.daysAgo * DAY),
        line: entry.line,
        amount: entry.amount,
        paidFor: entry.paidFor,
        evidenceUrl: entry.evidenceUrl ?? '',
        corrects: entry.corrects ? seedSpendingId(entry.corrects) : '',
        // Recorded the evening of the day spent.
        createdAt: Timestamp.fromMillis(today - entry.daysAgo * DAY + 18 * 3_600_000),
        projectId: SPENDING_DEMO_PROJECT,
        projectTitle: project.title,
      },
    ];
  });
  writes.push([`projects/${SPENDING_DEMO_PROJECT}/spendingTotal/total`, total]);
  return writes;
}
