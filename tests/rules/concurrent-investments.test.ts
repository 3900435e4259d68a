import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { recordInvestment } from '../../src/features/investments/api/record-investment';
import { appFirestoreAs } from './app-client';
import { PROJECT_ID, storedProject } from './rules-env';

// 50 investments from 10 investors at the same moment, through the real rules and the app's own
// write path: every dollar must be counted exactly once.
let env: RulesTestEnvironment;
const asBackend = (context: { firestore: () => unknown }) => context.firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: '127.0.0.1', port: 8080 }, // the emulator already runs firestore.rules
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) => setDoc(doc(asBackend(context), 'projects/hot'), storedProject()));
});
afterAll(() => env.cleanup());

it('counts 50 simultaneous investments from 10 users exactly', async () => {
  const investors = Array.from({ length: 10 }, (_, i) => ({ uid: `investor-${i}`, email: `investor${i}@example.com` }));
  const requests = Array.from({ length: 50 }, (_, n) => {
    const investor = investors[n % 10];
    const request = { intentId: `intent-${n}`, projectId: 'hot', projectTitle: 'Solar Roofs for Schools', creatorId: 'erin', investor, amount: n + 1 };
    return recordInvestment(request, appFirestoreAs(investor));
  });
  const outcomes = await Promise.all(requests);
  expect(outcomes.every((outcome) => outcome === 'recorded')).toBe(true);

  await env.withSecurityRulesDisabled(async (context) => {
    const db = asBackend(context);
    const investments = await getDocs(collection(db, 'investments'));
    const sum = investments.docs.reduce((total, d) => total + (d.get('amount') as number), 0);
    expect(investments.size).toBe(50);
    expect(sum).toBe((50 * 51) / 2);
    expect((await getDoc(doc(db, 'projects/hot'))).get('raised')).toBe(sum);
    expect((await getDocs(collection(db, 'projects/hot/backers'))).size).toBe(50);
  });
});
