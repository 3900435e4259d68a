import { collection, getAggregate, getDocs, limit, orderBy, query, startAfter, sum, where, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { backerConverter, investmentConverter } from './investment-converters';
import { RECENT_INVESTORS, type Backer, type Investment } from './investment-model';

export type InvestmentCursor = QueryDocumentSnapshot<Investment>;
const PAGE = 12;

export async function fetchRecentBackers(projectId: string): Promise<Backer[]> {
  const backers = collection(db, 'projects', projectId, 'backers').withConverter(backerConverter);
  const snapshot = await getDocs(query(backers, orderBy('createdAt', 'desc'), limit(RECENT_INVESTORS)));
  return snapshot.docs.map((d) => d.data());
}

const myInvestments = (investorId: string) =>
  query(collection(db, 'investments').withConverter(investmentConverter), where('investorId', '==', investorId));

export async function fetchMyInvestmentPage(investorId: string, cursor: InvestmentCursor | null) {
  const constraints = [orderBy('createdAt', 'desc'), ...(cursor ? [startAfter(cursor)] : []), limit(PAGE)];
  const snapshot = await getDocs(query(myInvestments(investorId), ...constraints));
  return {
    investments: snapshot.docs.map((d) => d.data()),
    cursor: snapshot.docs.length === PAGE ? snapshot.docs[snapshot.docs.length - 1] : null,
  };
}

/** Total of the investor's active investments, summed by the server (one aggregate read). */
export async function fetchTotalInvested(investorId: string): Promise<number> {
  const result = await getAggregate(query(myInvestments(investorId), where('status', '==', 'active')), { total: sum('amount') });
  return result.data().total ?? 0;
}
