// Why the bench's search rows are slow here: the emulator's own time for each kind of query the lists
// send, timed straight against it (Firestore Lite in Node, as the app sends them, signed in as Ivy: projects
// need sign-in, and the lists are read signed in).
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getCount,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import { DEMO_PASSWORD, demoAccounts } from '../demo-accounts';
import { PROJECT_ID } from '../seed-lib';
import { median, round } from './stats';

export type EmulatorQueryTimes = Record<'indexedPage' | 'searchPage' | 'searchCount' | 'listCount' | 'everyProject', number>;

/** Ms (median of 3 for the quick page of cards, else one run: each scans) of: a page of cards (served by an index, as in production), a search page and a word's count (array-contains: the emulator scans every project), the list's count, and the naive variant's read of every project. */
export async function emulatorQueryTimes(word: string): Promise<EmulatorQueryTimes> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'bench' }, 'bench-emulator-queries');
  const auth = getAuth(app);
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  await signInWithEmailAndPassword(auth, demoAccounts.ivy.email, DEMO_PASSWORD);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', 8080);
  const live = () => [where('approved', '==', true), where('endsAt', '>', Timestamp.now())];
  const newest = orderBy('createdAt', 'desc');
  const kinds: Record<keyof EmulatorQueryTimes, () => Promise<unknown>> = {
    indexedPage: () => getDocs(query(collection(db, 'projectCards'), ...live(), newest, limit(13))),
    searchPage: () =>
      getDocs(query(collection(db, 'projects'), ...live(), where('searchTokens', 'array-contains', word), newest, limit(13))),
    searchCount: () => getCount(query(collection(db, 'projects'), ...live(), where('searchTokens', 'array-contains', word), newest)),
    listCount: () => getCount(query(collection(db, 'projectCards'), ...live(), newest)),
    everyProject: () => getDocs(query(collection(db, 'projects'), where('approved', '==', true))),
  };
  const times = {} as EmulatorQueryTimes;
  try {
    for (const [kind, send] of Object.entries(kinds) as Array<[keyof EmulatorQueryTimes, () => Promise<unknown>]>) {
      const ms: number[] = [];
      for (let run = 0; run < (kind === 'indexedPage' ? 3 : 1); run++) {
        const start = performance.now();
        await send();
        ms.push(performance.now() - start);
      }
      times[kind] = round(median(ms));
    }
    return times;
  } finally {
    await deleteApp(app);
  }
}
