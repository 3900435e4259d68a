// What only the server writes and no member reads: the clock's settlements and its own state.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';
import { dbAs, seed, setupRulesEnv, type Actor } from './rules-env';

setupRulesEnv();

const everyone: Actor[] = ['guest', 'investor', 'entrepreneur', 'admin'];
const settlement = { projectId: 'p1', outcome: 'returned', raised: 300, backerCount: 1, goal: 5_000, limitGivenBack: true };

describe('settlements and the clock state', () => {
  beforeEach(() => seed({ 'settlements/p1': settlement, 'clock/settlement': { ranAt: new Date() } }));

  it.each(everyone)('%s can neither read nor write a settlement', async (actor) => {
    const db = dbAs(actor);
    await assertFails(getDoc(doc(db, 'settlements', 'p1')));
    await assertFails(getDocs(collection(db, 'settlements')));
    await assertFails(setDoc(doc(db, 'settlements', 'p2'), { ...settlement, projectId: 'p2' }));
    await assertFails(updateDoc(doc(db, 'settlements', 'p1'), { limitGivenBack: false }));
    await assertFails(deleteDoc(doc(db, 'settlements', 'p1')));
  });

  it.each(everyone)("%s can neither read nor move the clock's state", async (actor) => {
    const db = dbAs(actor);
    await assertFails(getDoc(doc(db, 'clock', 'settlement')));
    await assertFails(setDoc(doc(db, 'clock', 'settlement'), { ranAt: new Date(0) }));
  });
});
