import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, increment, query, serverTimestamp, setDoc, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { newProjectFields } from '../../src/features/campaigns/api/project-model';
import { actors, dbAs, deleteWithTombstone, sampleContent, seed, setupRulesEnv, storedProject, type Actor } from './rules-env';

// Every actor tries every operation on every collection; each is allowed only where the product needs it.
setupRulesEnv();

type Who = { uid: string; email: string };
type Operation = [name: string, run: (db: Firestore, who: Who) => Promise<unknown>, allowed: Actor[]];

const signedIn: Actor[] = ['noDoc', 'investor', 'other', 'entrepreneur', 'admin', 'fakeAdmin', 'unverified'];
// Creating a campaign and investing need a verified address (the unverified admin address too).
const verified: Actor[] = ['noDoc', 'investor', 'other', 'entrepreneur', 'admin'];
const everyone: Actor[] = ['guest', ...signedIn];
const when = new Date(Date.UTC(2026, 9, 1));

const operations: Operation[] = [
  ['get a user document', (db) => getDoc(doc(db, 'users/ivy')), ['investor']],
  ['list users', (db) => getDocs(collection(db, 'users')), []],
  ['create one’s own user document', (db, who) => setDoc(doc(db, 'users', who.uid), { email: who.email, role: 'investor', fullName: 'X', createdAt: serverTimestamp() }), ['noDoc', 'admin', 'unverified']],
  ['update a user document', (db) => updateDoc(doc(db, 'users/ivy'), { fullName: 'Changed' }), ['investor']],
  ['update a user document with an unsafe photo address', (db) => updateDoc(doc(db, 'users/ivy'), { photoURL: 'javascript:alert(1)' }), []],
  ['delete a user document', (db) => deleteDoc(doc(db, 'users/ivy')), []],
  ['get an approved project', (db) => getDoc(doc(db, 'projects/live')), everyone],
  ['get a pending project', (db) => getDoc(doc(db, 'projects/draft')), ['entrepreneur', 'admin']],
  ['list approved projects', (db) => getDocs(query(collection(db, 'projects'), where('approved', '==', true))), everyone],
  ['list projects without the approved filter', (db) => getDocs(collection(db, 'projects')), ['admin']],
  ['create a pending project of one’s own', (db, who) => setDoc(doc(db, 'projects/new'), { ...newProjectFields(sampleContent, who), createdAt: serverTimestamp(), updatedAt: serverTimestamp() }), verified],
  ['create a project under a deleted project’s id', (db, who) => setDoc(doc(db, 'projects/gone'), { ...newProjectFields(sampleContent, who), createdAt: serverTimestamp(), updatedAt: serverTimestamp() }), []],
  ['edit a project’s content', (db, who) => updateDoc(doc(db, 'projects/live'), { title: 'Edited', updatedAt: serverTimestamp(), lastUpdatedBy: who.email }), ['entrepreneur']],
  ['store a search token over 20 characters', (db, who) => updateDoc(doc(db, 'projects/live'), { searchTokens: ['x'.repeat(21)], updatedAt: serverTimestamp(), lastUpdatedBy: who.email }), []],
  ['approve a project', (db) => updateDoc(doc(db, 'projects/draft'), { approved: true, status: 'approved' }), ['admin']],
  ['bookmark a project', (db) => updateDoc(doc(db, 'projects/live'), { bookmarked: true }), ['admin']],
  ['send a pending project back with a reason', (db) => updateDoc(doc(db, 'projects/draft'), { status: 'changes_requested', reviewNote: 'Add numbers', reviewCount: 1 }), ['admin']],
  ['resubmit a project sent back for changes', (db) => updateDoc(doc(db, 'projects/returned'), { status: 'pending' }), ['entrepreneur']],
  ['get a project sent back for changes', (db) => getDoc(doc(db, 'projects/returned')), ['entrepreneur', 'admin']],
  ['delete a project that never took money (with its tombstone)', (db) => deleteWithTombstone(db, 'draft'), ['admin']],
  ['delete a project without its tombstone', (db) => deleteDoc(doc(db, 'projects/draft')), []],
  ['delete a project that took money', (db) => deleteWithTombstone(db, 'live'), []],
  ['write a tombstone for a project that stays', (db) => setDoc(doc(db, 'deletedProjects/draft'), { deletedAt: serverTimestamp() }), []],
  ['close a project that took money', (db) => updateDoc(doc(db, 'projects/live'), { approved: false, status: 'closed', bookmarked: false, closedAt: serverTimestamp() }), ['admin']],
  ['get a closed project', (db) => getDoc(doc(db, 'projects/closed')), ['investor', 'entrepreneur', 'admin']],
  ['invest in a closed project', (db, who) => invest(db, who, 'closed'), []],
  ['get an investment', (db) => getDoc(doc(db, 'investments/inv-ivy')), ['investor', 'entrepreneur', 'admin']],
  ['get an investment made while someone else created the project', (db) => getDoc(doc(db, 'investments/inv-before')), ['other', 'admin']],
  ['list all investments', (db) => getDocs(collection(db, 'investments')), ['admin']],
  ['invest in an approved project', (db, who) => invest(db, who), ['noDoc', 'investor', 'other', 'admin']],
  ['update an investment', (db) => updateDoc(doc(db, 'investments/inv-ivy'), { amount: 1 }), []],
  ['delete an investment', (db) => deleteDoc(doc(db, 'investments/inv-ivy')), []],
  ['list a project’s recent investors', (db) => getDocs(collection(db, 'projects/live/backers')), signedIn],
  ['list a pending project’s recent investors', (db) => getDocs(collection(db, 'projects/draft/backers')), ['entrepreneur', 'admin']],
  ['write an investor marker without investing', (db, who) => setDoc(doc(db, 'projects/live/investors', who.uid), { lastInvestmentId: 'inv-ivy' }), []],
  ['write a receipt without an investment', (db, who) => setDoc(doc(db, 'projects/live/backers/fake'), { email: who.email, amount: 5, createdAt: serverTimestamp() }), []],
  ['read a collection the product does not use', (db) => getDoc(doc(db, 'secrets/x')), []],
  ['write a collection the product does not use', (db) => setDoc(doc(db, 'secrets/x'), { a: 1 }), []],
];

function invest(db: Firestore, who: Who, projectId = 'live') {
  const batch = writeBatch(db);
  batch.set(doc(db, 'investments/new-inv'), { projectId, projectTitle: sampleContent.title, creatorId: 'erin', investorId: who.uid, investorEmail: who.email, amount: 100, createdAt: serverTimestamp() });
  batch.set(doc(db, 'projects', projectId, 'backers/new-inv'), { email: who.email, amount: 100, createdAt: serverTimestamp() });
  batch.update(doc(db, 'projects', projectId), { raised: increment(100), lastInvestmentId: 'new-inv' });
  batch.set(doc(db, 'projects', projectId, 'investors', who.uid), { lastInvestmentId: 'new-inv' });
  return batch.commit();
}

beforeEach(() =>
  seed({
    'users/ivy': { email: actors.investor.email, role: 'investor', fullName: 'Ivy', phoneNumber: '+1 555 0100', createdAt: when },
    'users/erin': { email: actors.entrepreneur.email, role: 'entrepreneur', fullName: 'Erin', createdAt: when },
    'users/sam': { email: actors.other.email, role: 'entrepreneur', fullName: 'Sam', createdAt: when },
    // A document claiming the admin role grants nothing: admin power comes from the verified token.
    'users/mallory': { email: actors.fakeAdmin.email, role: 'admin', fullName: 'Mallory', createdAt: when },
    'projects/live': storedProject({ raised: 250, lastInvestmentId: 'inv-ivy' }),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
    'projects/returned': storedProject({ approved: false, status: 'changes_requested', reviewNote: 'Add numbers', reviewCount: 1 }),
    'projects/closed': storedProject({ approved: false, status: 'closed', closedAt: when, raised: 250, lastInvestmentId: 'inv-closed' }),
    'projects/closed/investors/ivy': { lastInvestmentId: 'inv-closed' },
    'deletedProjects/gone': { deletedAt: when },
    'investments/inv-ivy': { projectId: 'live', projectTitle: sampleContent.title, creatorId: 'erin', investorId: 'ivy', investorEmail: actors.investor.email, amount: 250, createdAt: when },
    'investments/inv-before': { projectId: 'live', projectTitle: sampleContent.title, creatorId: 'sam', investorId: 'olivia', investorEmail: actors.investor2.email, amount: 5, createdAt: when },
    'projects/live/backers/inv-ivy': { email: actors.investor.email, amount: 250, createdAt: when },
    'projects/live/investors/ivy': { lastInvestmentId: 'inv-ivy' },
    'projects/draft/backers/old': { email: actors.investor.email, amount: 5, createdAt: when },
  }),
);

const actorList: Actor[] = ['guest', 'noDoc', 'investor', 'other', 'entrepreneur', 'admin', 'fakeAdmin', 'unverified'];
const label: Record<string, string> = { noDoc: 'signed in without a user document', other: 'another entrepreneur', entrepreneur: 'the creator', fakeAdmin: 'the admin address unverified', unverified: 'an unverified address' };

describe.each(operations)('%s', (_name, run, allowed) => {
  it.each(actorList.map((actor) => [label[actor] ?? actor, actor] as const))('as %s', async (_label, actor) => {
    const who = actor === 'guest' ? { uid: 'nobody', email: 'nobody@example.com' } : actors[actor];
    const attempt = run(dbAs(actor), who);
    await (allowed.includes(actor) ? assertSucceeds(attempt) : assertFails(attempt));
  });
});
