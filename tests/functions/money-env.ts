// The money functions on the emulators, called as the app calls them: members signed in to the Auth
// emulator through the client SDK, each in an app of its own, calling `invest` and `cancelInvestment`
// on the Functions emulator. The data they act on is written with the Admin SDK (the emulator, not a
// mock); every test makes its own members and projects, so files and tests never meet.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { initializeApp as initializeAdmin, getApps as adminApps } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { FUNCTIONS_REGION } from '../../shared/functions-region';
import { EMULATOR_HOSTS } from '../../shared/firebase-env';
import { RISKS_VERSION } from '../../shared/money/policy';
import { SHARD_COUNT } from '../../shared/money/shards';
import { warmFunctions } from '../../scripts/functions-emulator';

export const PROJECT_ID = 'demo-startupfund';
const AUTH_ADMIN = `${EMULATOR_HOSTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`;

process.env.FIRESTORE_EMULATOR_HOST ??= `${EMULATOR_HOSTS.firestore.host}:${EMULATOR_HOSTS.firestore.port}`;
if (!adminApps().length) initializeAdmin({ projectId: PROJECT_ID });
export const adminDb = getFirestore();

const apps: FirebaseApp[] = [];
beforeAll(() => warmFunctions(), 60_000);
afterAll(() => Promise.all(apps.splice(0).map((app) => deleteApp(app))));

type CallError = { code: string; message: string };
/** A callable's answer, or its refusal as the app receives it (code without the "functions/" prefix). */
export type Called<T> = { data: T; error?: undefined } | { data?: undefined; error: CallError };

function caller(app: FirebaseApp) {
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, EMULATOR_HOSTS.functions.host, EMULATOR_HOSTS.functions.port);
  return async <T>(name: string, data: unknown): Promise<Called<T>> => {
    try {
      return { data: (await httpsCallable<unknown, T>(functions, name)(data)).data };
    } catch (error) {
      // What the app shows: the server's sentence (details), never the SDK's message with its HTTP status.
      const { code, details } = error as { code: string; details?: { sentence?: string } };
      return { error: { code: code.replace(/^functions\//, ''), message: details?.sentence ?? `(no sentence: ${String(error)})` } };
    }
  };
}

function newApp() {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `money-${randomUUID()}`);
  apps.push(app);
  return app;
}

/** Nobody signed in. */
export const guest = () => ({ call: caller(newApp()) });

export type Member = { uid: string; email: string; name: string; auth: Auth; call: ReturnType<typeof caller> };

/**
 * A new member, signed in: verified unless told otherwise, with a profile whose name is `name` and the
 * risks acknowledged unless `risks: false`.
 */
export async function member({
  verified = true,
  risks = true,
  name = 'Test Investor',
  email = `m-${randomUUID().slice(0, 12)}@example.com`,
} = {}): Promise<Member> {
  const app = newApp();
  const auth = getAuth(app);
  connectAuthEmulator(auth, EMULATOR_HOSTS.auth, { disableWarnings: true });
  // An address given (the admin's) may have an account already, from an earlier file of the run.
  let existing = false;
  const { user } = await createUserWithEmailAndPassword(auth, email, 'demo1234').catch((error: { code?: string }) => {
    if (error.code !== 'auth/email-already-in-use') throw error;
    existing = true;
    return signInWithEmailAndPassword(auth, email, 'demo1234');
  });
  if (verified || existing) {
    const answer = await fetch(AUTH_ADMIN, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: user.uid, emailVerified: verified }),
    });
    if (!answer.ok) throw new Error(`could not verify ${email}: ${answer.status}`);
    await user.getIdToken(true);
  }
  await adminDb.doc(`users/${user.uid}`).set({
    email,
    role: 'investor',
    fullName: name,
    phoneNumber: '',
    profileCompleted: true,
    createdAt: Timestamp.now(),
    ...(risks ? { risksAcknowledgedAt: Timestamp.now(), risksVersion: RISKS_VERSION } : {}),
  });
  return { uid: user.uid, email, name, auth, call: caller(app) };
}

const DAY = 86_400_000;

/** A campaign written as approval leaves it (the project and its card): approved, ending `endsInDays` from now, by `creatorId`. */
export async function campaign({
  creatorId = 'someone-else',
  endsInDays = 20,
  approved = true,
  minimum,
  goal = 50_000,
}: { creatorId?: string; endsInDays?: number; approved?: boolean; minimum?: number; goal?: number } = {}) {
  const id = `fn${randomUUID().replaceAll('-', '').slice(0, 18)}`;
  const card = {
    title: `Money test ${id}`,
    description: 'A campaign of the money functions tests.',
    goal,
    category: 'technology',
    creatorId,
    creatorName: 'Test Founder',
    approved,
    status: approved ? 'approved' : 'pending',
    raised: 0,
    backerCount: 0,
    durationDays: 30,
    endsAt: Timestamp.fromMillis(Date.now() + endsInDays * DAY),
    createdAt: Timestamp.now(),
  };
  const terms = minimum
    ? { dealTerms: { instrument: 'safe', minimumInvestment: minimum, valuationCap: 5_000_000, discountPercent: 20 } }
    : {};
  await Promise.all([adminDb.doc(`projects/${id}`).set({ ...card, ...terms }), adminDb.doc(`projectCards/${id}`).set(card)]);
  return id;
}

/** Moves a campaign's deadline (project and card), as time passing would: negative is in the past. */
export const setDeadline = (projectId: string, fromNowMs: number) => {
  const endsAt = Timestamp.fromMillis(Date.now() + fromNowMs);
  return Promise.all([
    adminDb.doc(`projects/${projectId}`).update({ endsAt }),
    adminDb.doc(`projectCards/${projectId}`).update({ endsAt }),
  ]);
};

/** Raised and backers as the project's shards hold them (what the project page reads). */
export async function counted(projectId: string) {
  const shards = await adminDb.collection(`projects/${projectId}/shards`).get();
  let raised = 0;
  let backers = 0;
  for (const shard of shards.docs) {
    raised += Number(shard.get('raised') ?? 0);
    backers += Number(shard.get('backerCount') ?? 0);
  }
  expect(shards.size).toBeLessThanOrEqual(SHARD_COUNT);
  return { raised, backers };
}

export const newRequestId = () => randomUUID();
