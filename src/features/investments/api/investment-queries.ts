import {
  collection,
  count,
  getAggregate,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  sum,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { readPageAndOne } from '@/lib/firestore-page';
import { backerConverter, investmentConverter } from './investment-read';
import type { Backer, Investment } from './investment-read';

export type InvestmentCursor = QueryDocumentSnapshot<Investment>;
/**
 * Rows of My Investments: 10 a page, and one more that says more exist. Each row's campaign (its
 * state, the Closed mark, the cancel cut-off) is its card, read once per project (useCampaignFacts).
 */
const MY_INVESTMENTS_PAGE = 10;
/** How many Recent Investors a project page shows. */
const RECENT_INVESTORS = 5;

export async function fetchRecentBackers(projectId: string): Promise<Backer[]> {
  const backers = collection(db, 'projects', projectId, 'backers').withConverter(backerConverter);
  const snapshot = await getDocs(query(backers, orderBy('createdAt', 'desc'), limit(RECENT_INVESTORS)));
  return snapshot.docs.map((d) => d.data());
}

const myInvestments = (investorId: string) =>
  query(collection(db, 'investments').withConverter(investmentConverter), where('investorId', '==', investorId));

export async function fetchMyInvestmentPage(investorId: string, cursor: InvestmentCursor | null) {
  const { docs, next } = await readPageAndOne(
    query(myInvestments(investorId), orderBy('createdAt', 'desc')),
    cursor && startAfter(cursor),
    MY_INVESTMENTS_PAGE,
  );
  return { investments: docs.map((d) => d.data()), cursor: next };
}

// ---- The creator's view of a project's backers. Read by the creatorId stamped on each investment
// (which is what the rules allow), never by who owns the project id today.
export const BACKERS_PAGE = 20;

const projectInvestments = (creatorId: string, projectId: string) =>
  query(
    collection(db, 'investments').withConverter(investmentConverter),
    where('creatorId', '==', creatorId),
    where('projectId', '==', projectId),
  );

export async function fetchBackerPage(creatorId: string, projectId: string, cursor: InvestmentCursor | null) {
  const ordered = query(projectInvestments(creatorId, projectId), orderBy('createdAt', 'desc'));
  const { docs, next } = await readPageAndOne(ordered, cursor && startAfter(cursor), BACKERS_PAGE);
  return { investments: docs.map((d) => d.data()), cursor: next };
}

/** Total and number of active investments (cancelled ones stay listed, not counted), by the server in one aggregate read. */
export async function fetchBackerTotals(creatorId: string, projectId: string) {
  const active = query(projectInvestments(creatorId, projectId), where('status', '==', 'active'));
  const result = await getAggregate(active, { total: sum('amount'), investments: count() });
  return { total: result.data().total ?? 0, investments: result.data().investments };
}

/** Every investment of the project, oldest first, for Export CSV. */
export async function fetchAllBackers(creatorId: string, projectId: string): Promise<Investment[]> {
  const snapshot = await getDocs(query(projectInvestments(creatorId, projectId), orderBy('createdAt', 'desc')));
  return snapshot.docs.map((d) => d.data()).reverse();
}
