// The money invariants, checked on the state the backend holds once the writes are done and the
// projects' copies synced: by the load test (a hot campaign written through the app's own paths) and
// by the seed's test (the demo's money, written as finished state). For each project, Raised and
// backers (on the project, its card and summed over its shards) are its active investments' sum and
// the number of investors who hold one (backers are people: a shard counts an investor where
// their first active investment went, so one shard's count alone may be below zero, never the sum);
// each shard holds exactly the active investments' money its id sends there, day by day; its receipts
// are its active investments; each investor's marker is their active investments in it (and those by name); each
// investor's 12-month ledger is their counted money, month by month; nothing is below zero.
import { collection, doc, documentId, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { shardOf, SHARD_COUNT, dayNumber } from '../../shared/money/shards';
import { monthIndex } from '../../shared/money/ledger';
import { nonZeroDays } from './rules-env';

type Stored = { id: string; data: Record<string, unknown> };
type ProjectMoney = {
  id: string;
  project: Record<string, unknown>;
  card: Record<string, unknown> | undefined;
  shards: Stored[];
  markers: Stored[];
  receipts: Stored[];
};
export type MoneyState = {
  projects: ProjectMoney[];
  /** The projects' investments, and every other investment of their investors (a ledger spans projects). */
  investments: Stored[];
  /** The investors' 12-month ledgers (investorLimits), where they have one. */
  ledgers: Stored[];
};

const stored = (snapshot: { id: string; data(): Record<string, unknown> | undefined }): Stored => ({
  id: snapshot.id,
  data: snapshot.data() ?? {},
});

/** Everything the invariants look at for these projects, read as the backend would (`db` with the rules disabled). */
export async function readMoney(db: Firestore, projectIds: string[]): Promise<MoneyState> {
  const all = (path: string) => getDocs(collection(db, path)).then((snapshot) => snapshot.docs.map(stored));
  const projects = await Promise.all(
    projectIds.map(async (id) => ({
      id,
      project: (await getDoc(doc(db, 'projects', id))).data() ?? {},
      card: (await getDoc(doc(db, 'projectCards', id))).data(),
      shards: await all(`projects/${id}/shards`),
      markers: await all(`projects/${id}/investors`),
      receipts: await all(`projects/${id}/backers`),
    })),
  );
  const ofProjects = await Promise.all(projectIds.map((id) => getDocs(query(collection(db, 'investments'), where('projectId', '==', id)))));
  const investorIds = [...new Set(ofProjects.flatMap((snapshot) => snapshot.docs.map((d) => d.get('investorId') as string)))];
  const chunks = Array.from({ length: Math.ceil(investorIds.length / 30) }, (_, i) => investorIds.slice(i * 30, i * 30 + 30));
  const [investments, ledgers] = await Promise.all([
    Promise.all(chunks.map((uids) => getDocs(query(collection(db, 'investments'), where('investorId', 'in', uids))))),
    Promise.all(chunks.map((uids) => getDocs(query(collection(db, 'investorLimits'), where(documentId(), 'in', uids))))),
  ]);
  return {
    projects,
    investments: investments.flatMap((snapshot) => snapshot.docs.map(stored)),
    ledgers: ledgers.flatMap((snapshot) => snapshot.docs.map(stored)),
  };
}

const sum = (investments: Stored[]) => investments.reduce((total, investment) => total + (investment.data.amount as number), 0);
const madeAt = (investment: Stored) => (investment.data.createdAt as { toDate(): Date }).toDate();

/** Each UTC day's total of these investments (Funding over time's days). */
export const moneyByDay = (investments: Stored[]) => sumsBy(investments, (investment) => String(dayNumber(madeAt(investment))));

function sumsBy(investments: Stored[], key: (investment: Stored) => string): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const investment of investments) sums[key(investment)] = (sums[key(investment)] ?? 0) + (investment.data.amount as number);
  return sums;
}

const negatives = (label: string, counts: Record<string, unknown>) =>
  Object.entries(counts)
    .filter(([, value]) => typeof value !== 'number' || value < 0)
    .map(([field, value]) => `${label} ${field}: ${String(value)}`);

/**
 * Checks the invariants on `state`. `counted` says which investments the 12-month limit counts (the
 * app counts every investment made since the limit came; the demo's money predates it).
 */
export function expectMoneyInvariants(state: MoneyState, { counted }: { counted: (investment: Stored) => boolean }) {
  const belowZero: string[] = [];
  for (const { id, project, card, shards, markers, receipts } of state.projects) {
    const path = `projects/${id}`;
    const investments = state.investments.filter((investment) => investment.data.projectId === id);
    const active = investments.filter((investment) => investment.data.status === 'active');
    const goal = project.goal as number;

    // Raised, backers (one per investor with an active investment) and the funded ratio: the project's and its card's copy, and the shards' sum.
    const backers = new Set(active.map((investment) => investment.data.investorId)).size;
    const money = { raised: sum(active), backerCount: backers, fundedRatio: sum(active) / goal };
    expect({ raised: project.raised, backerCount: project.backerCount, fundedRatio: project.fundedRatio }, path).toEqual(money);
    expect({ raised: card?.raised, backerCount: card?.backerCount, fundedRatio: card?.fundedRatio }, `projectCards/${id}`).toEqual(money);
    const shardSum = (field: string) => shards.reduce((total, shard) => total + (shard.data[field] as number), 0);
    expect({ raised: shardSum('raised'), backerCount: shardSum('backerCount') }, `${path}/shards (summed)`).toEqual({
      raised: money.raised,
      backerCount: money.backerCount,
    });
    // The copy names the shards it summed.
    if (shards.length) expect(project.syncedShards, `${path} syncedShards`).toEqual(shards.map((shard) => shard.id).sort());

    // Each shard: the active investments its id sends there, in total and day by day; it names an investment of its own.
    const shardIds = Array.from({ length: SHARD_COUNT }, (_, n) => String(n));
    for (const shard of shards) {
      const label = `${path}/shards/${shard.id}`;
      expect(shardIds, label).toContain(shard.id);
      const mine = active.filter((investment) => shardOf(investment.id) === shard.id);
      const days = shard.data.days as Record<string, number>;
      expect(shard.data.raised, label).toEqual(sum(mine));
      expect(nonZeroDays(days), `${label} days`).toEqual(moneyByDay(mine));
      expect(
        Object.values(days).reduce((total, dollars) => total + dollars, 0),
        `${label}: its days add up to its raised`,
      ).toBe(shard.data.raised);
      expect(
        investments.filter((investment) => shardOf(investment.id) === shard.id).map((investment) => investment.id),
        `${label} lastInvestmentId`,
      ).toContain(shard.data.lastInvestmentId);
      belowZero.push(...negatives(label, { raised: shard.data.raised, ...days }));
    }

    // The public receipts: one per active investment, of its amount and date.
    expect(receipts.map((receipt) => receipt.id).sort(), `${path}/backers`).toEqual(active.map((investment) => investment.id).sort());
    for (const receipt of receipts) {
      const investment = active.find((candidate) => candidate.id === receipt.id);
      expect({ amount: receipt.data.amount, createdAt: receipt.data.createdAt }, `${path}/backers/${receipt.id}`).toEqual({
        amount: investment?.data.amount,
        createdAt: investment?.data.createdAt,
      });
    }

    // Each investor's marker: their active investments in the project, counted and summed; one for everyone who invested in it.
    const investors = [...new Set(investments.map((investment) => investment.data.investorId as string))].sort();
    expect(markers.map((marker) => marker.id).sort(), `${path}/investors`).toEqual(investors);
    for (const marker of markers) {
      const label = `${path}/investors/${marker.id}`;
      const theirs = investments.filter((investment) => investment.data.investorId === marker.id);
      const theirActive = theirs.filter((investment) => investment.data.status === 'active');
      expect(marker.data, label).toEqual({
        investorId: marker.id,
        lastInvestmentId: marker.data.lastInvestmentId,
        activeCount: theirActive.length,
        activeAmount: sum(theirActive),
        // Those that show the investor's name: the Investor badge needs one.
        namedCount: theirActive.filter((investment) => investment.data.anonymous !== true).length,
      });
      expect(
        theirs.map((investment) => investment.id),
        `${label} lastInvestmentId`,
      ).toContain(marker.data.lastInvestmentId);
      belowZero.push(
        ...negatives(label, {
          activeCount: marker.data.activeCount,
          activeAmount: marker.data.activeAmount,
          namedCount: marker.data.namedCount,
        }),
      );
    }
  }

  // Each investor's 12-month ledger: per month (UTC), their counted money that is still held (active, not given back).
  const investorIds = [...new Set(state.investments.map((investment) => investment.data.investorId as string))].sort();
  for (const uid of investorIds) {
    const months = (state.ledgers.find((ledger) => ledger.id === uid)?.data.months ?? {}) as Record<string, number>;
    const held = state.investments.filter(
      (investment) =>
        investment.data.investorId === uid &&
        investment.data.status === 'active' &&
        !investment.data.limitReleasedAt &&
        counted(investment),
    );
    expect(nonZeroDays(months), `investorLimits/${uid} months`).toEqual(
      sumsBy(held, (investment) => String(monthIndex(madeAt(investment)))),
    );
    belowZero.push(...negatives(`investorLimits/${uid}`, months));
  }
  expect(belowZero, 'counters below zero (or not numbers)').toEqual([]);
}
