// Delete my account: the checks, then the writes, in an order a member can retry from. First
// their name comes off their investments, receipts and questions ("Former member", in small batches: each
// rule reads a document or two, and a batch may read 20), then their own documents go (saved projects,
// inbox, public profile and picture, and their profile last, which holds the key their questions are found by), and
// the caller deletes the Auth account after that. Each step skips what an earlier try already did.
// docs/security.md ("Delete my account") says what is kept and why; firestore.rules proves it.
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { accountDeletionRefusal, FORMER_MEMBER, type CampaignFacts, type DeletionFacts } from '@/lib/account-deletion';
import { fetchHeldCampaigns } from '@/features/investments/api/investment-outcomes';
import { fetchDecidedCard } from '@/features/investments/api/settled-card';
import { amount, toDate } from '@/features/investments/api/stored-fields';

/** Investments (each with its receipt) per batch: a project and an investment read for each, 20 reads a batch at most. */
export const INVESTMENTS_PER_BATCH = 5;
/** Questions per batch: their project (the answer rule's read) each, and the asker's profile once. */
export const QUESTIONS_PER_BATCH = 8;
/** Deletions per batch (saved projects, reminders, outcomes): they read nothing. */
const DELETES_PER_BATCH = 400;

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const factsOf = (data: Record<string, unknown>): CampaignFacts => ({
  title: typeof data.title === 'string' ? data.title : '',
  status: typeof data.status === 'string' ? data.status : '',
  endsAt: toDate(data.endsAt),
  raised: amount(data.raised),
  goal: amount(data.goal),
});

/** What the refusal is judged on: the campaigns the member holds money in, and those they created. */
export async function fetchDeletionFacts(
  uid: string,
  email: string | null,
  firestore: Firestore = db,
  now = new Date(),
): Promise<DeletionFacts> {
  const [held, own] = await Promise.all([
    fetchHeldCampaigns(uid, firestore, now),
    getDocs(query(collection(firestore, 'projects'), where('creatorId', '==', uid))),
  ]);
  // A campaign that ended takes its raised from its shards while its copy is from before the deadline.
  const founded = await Promise.all(
    own.docs.map(async (project) => factsOf((await fetchDecidedCard(project.id, firestore, now)) ?? project.data())),
  );
  const backed = held.map((campaign) => ({ title: campaign.projectTitle, ...campaign.facts }));
  return { email, backed, founded };
}

/** Why the account cannot be deleted now (what to do), or null. */
export async function checkAccountDeletion(uid: string, email: string | null, firestore: Firestore = db, now = new Date()) {
  return accountDeletionRefusal(await fetchDeletionFacts(uid, email, firestore, now), now);
}

/** Null for a receipt that is missing or that the member may no longer read (nothing to rename). */
const readReceipt = (firestore: Firestore, projectId: string, investmentId: string): Promise<DocumentSnapshot | null> =>
  getDoc(doc(firestore, 'projects', projectId, 'backers', investmentId)).catch(() => null);

/** "Former member" on the member's investments (their address emptied) and on each one's public receipt. */
export async function anonymiseInvestments(uid: string, firestore: Firestore = db) {
  const investments = await getDocs(query(collection(firestore, 'investments'), where('investorId', '==', uid)));
  const left = investments.docs.filter((d) => d.get('investorName') !== FORMER_MEMBER || d.get('investorEmail') !== '');
  for (const group of chunks(left, INVESTMENTS_PER_BATCH)) {
    const receipts = await Promise.all(
      group.map((investment) =>
        investment.get('status') === 'cancelled' ? null : readReceipt(firestore, String(investment.get('projectId')), investment.id),
      ),
    );
    const batch = writeBatch(firestore);
    group.forEach((investment, i) => {
      batch.update(investment.ref, { investorName: FORMER_MEMBER, investorEmail: '' });
      const receipt = receipts[i];
      // An anonymous receipt already names nobody, and stays "Anonymous investor".
      if (receipt?.exists() && receipt.get('name') !== FORMER_MEMBER && !investment.get('anonymous'))
        batch.update(receipt.ref, { name: FORMER_MEMBER });
    });
    await batch.commit();
  }
}

/** "Former member" on the questions the member asked (found by the asker key on their profile). */
export async function anonymiseQuestions(uid: string, firestore: Firestore = db) {
  const askerKey = (await getDoc(doc(firestore, 'users', uid))).get('askerKey');
  if (typeof askerKey !== 'string') return;
  const asked = await getDocs(query(collectionGroup(firestore, 'questions'), where('askerKey', '==', askerKey)));
  const left = asked.docs.filter((question) => question.get('askerName') !== FORMER_MEMBER);
  for (const group of chunks(left, QUESTIONS_PER_BATCH)) {
    const batch = writeBatch(firestore);
    group.forEach((question) => batch.update(question.ref, { askerName: FORMER_MEMBER }));
    await batch.commit();
  }
}

/** The member's own documents: saved projects, What's new's reminders and outcomes, inbox, public profile and picture, and their profile last. */
export async function removeMemberDocuments(uid: string, firestore: Firestore = db) {
  const lists = await Promise.all(['saved', 'reminders', 'outcomes'].map((name) => getDocs(collection(firestore, 'users', uid, name))));
  for (const group of chunks(
    lists.flatMap((list) => list.docs),
    DELETES_PER_BATCH,
  )) {
    const batch = writeBatch(firestore);
    group.forEach((entry) => batch.delete(entry.ref));
    await batch.commit();
  }
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, 'users', uid, 'inbox', 'state'));
  batch.delete(doc(firestore, 'profiles', uid));
  batch.delete(doc(firestore, 'profilePictures', uid));
  batch.delete(doc(firestore, 'users', uid));
  await batch.commit();
}

export type DeleteAccountOutcome = { status: 'refused'; reason: string } | { status: 'deleted' };

type DeleteAccountSteps = {
  uid: string;
  email: string | null;
  /** Proves it is the member (password or a fresh Google sign-in): after the checks, before any write. */
  reauthenticate: () => Promise<void>;
  /** Deletes the Auth account: the last step. */
  deleteAuthAccount: () => Promise<void>;
  firestore?: Firestore;
  now?: Date;
};

/** Delete my account: refused with its reason, or everything done in order, the Auth account last. */
export async function deleteMyAccount({ uid, email, reauthenticate, deleteAuthAccount, firestore = db, now }: DeleteAccountSteps) {
  const reason = await checkAccountDeletion(uid, email, firestore, now);
  if (reason) return { status: 'refused', reason } satisfies DeleteAccountOutcome;
  await reauthenticate();
  await anonymiseInvestments(uid, firestore);
  await anonymiseQuestions(uid, firestore);
  await removeMemberDocuments(uid, firestore);
  await deleteAuthAccount();
  return { status: 'deleted' } satisfies DeleteAccountOutcome;
}
