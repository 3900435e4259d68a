// Download my data: everything the app holds about the member, read through the rules as
// that member, as one JSON document. docs/product.md ("Download my data") says what it contains.
import {
  Bytes,
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { isTimestamp } from '@/lib/read-doc';
import { fetchHeldCampaigns } from '@/features/investments/api/investment-outcomes';

/** A stored value as JSON: times as ISO strings, an uploaded picture's bytes named, not copied. */
function plain(value: unknown): unknown {
  if (isTimestamp(value)) return value.toDate().toISOString();
  if (value instanceof Bytes) return '(picture bytes)';
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
}
const one = (snapshot: DocumentSnapshot) => (snapshot.exists() ? { id: snapshot.id, ...(plain(snapshot.data()) as object) } : null);
const all = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => ({ id: d.id, path: d.ref.path, ...(plain(d.data()) as object) }));

/**
 * The member's data: their profile, its public copy and their profile picture, their investments (each with its state) and
 * 12-month ledger, saved projects, What's new, the questions they asked and reports they filed, and
 * for a founder each project with its updates and questions and answers.
 */
export async function collectMyData(uid: string, firestore: Firestore = db) {
  const user = await getDoc(doc(firestore, 'users', uid));
  // Questions name their asker by the private key on their profile, set with their first question.
  const askerKey = user.get('askerKey');
  const [publicProfile, profilePicture, investments, ledger, saved, whatsNew, questions, reports, projects, held] = await Promise.all([
    getDoc(doc(firestore, 'profiles', uid)),
    getDoc(doc(firestore, 'profilePictures', uid)),
    getDocs(query(collection(firestore, 'investments'), where('investorId', '==', uid))),
    getDoc(doc(firestore, 'investorLimits', uid)),
    getDocs(collection(firestore, 'users', uid, 'saved')),
    getDoc(doc(firestore, 'users', uid, 'inbox', 'state')),
    typeof askerKey === 'string' ? getDocs(query(collectionGroup(firestore, 'questions'), where('askerKey', '==', askerKey))) : null,
    getDocs(query(collectionGroup(firestore, 'reports'), where('reporterId', '==', uid))),
    getDocs(query(collection(firestore, 'projects'), where('creatorId', '==', uid))),
    fetchHeldCampaigns(uid, firestore),
  ]);
  // Each investment's state as My Investments shows it: Cancelled, or what became of its campaign.
  const money = new Map(held.map((campaign) => [campaign.projectId, campaign.money]));
  const stateOf = (investment: DocumentSnapshot) =>
    investment.get('status') === 'cancelled' ? 'cancelled' : (money.get(String(investment.get('projectId'))) ?? 'active');
  const founded = await Promise.all(
    projects.docs.map(async (project) => {
      const [updates, asks] = await Promise.all([
        getDocs(collection(project.ref, 'updates')),
        getDocs(collection(project.ref, 'questions')),
      ]);
      return { ...one(project), updates: all(updates), questionsAndAnswers: all(asks) };
    }),
  );
  return {
    exportedAt: new Date().toISOString(),
    account: one(user),
    publicProfile: one(publicProfile),
    // Its type, size and time; the bytes are named, not copied (Settings shows the picture itself).
    profilePicture: one(profilePicture),
    investments: all(investments).map((investment, n) => ({ ...investment, state: stateOf(investments.docs[n]) })),
    twelveMonthLedger: one(ledger),
    savedProjects: all(saved),
    whatsNew: one(whatsNew),
    questionsAsked: questions ? all(questions) : [],
    reportsFiled: all(reports),
    projects: founded,
  };
}

export type MyData = Awaited<ReturnType<typeof collectMyData>>;

/** The file Download my data saves. */
export const myDataFileName = (now = new Date()) => `startupfund-my-data-${now.toISOString().slice(0, 10)}.json`;
