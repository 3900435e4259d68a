// The asker key function (functions/src/members/asker-key.ts) on the emulators: the server gives each
// member one random key, once, and the app's first question and Delete my account find her questions by
// it, through the real rules (a key the browser chose could be another member's).
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { EMULATOR_HOSTS } from '../../shared/firebase-env';
import {
  ASKER_KEY_FUNCTION,
  ASKER_NO_PROFILE,
  ASKER_NOT_SIGNED_IN,
  ASKER_UNVERIFIED,
  type AskerKeyResult,
} from '../../shared/members/asker-key-call';
import { giveAskerKey } from '../../functions/src/members/asker-key';
import { askQuestion } from '../../src/features/engagement/api/questions-api';
import { anonymiseQuestions } from '@/features/account/api/delete-account';
import { FORMER_MEMBER } from '../../src/lib/account-deletion';
import { adminDb, campaign, guest, member, type Called, type Member } from './money-env';

const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const keyOf = (who: { call: Member['call'] }) => who.call(ASKER_KEY_FUNCTION, {}) as Promise<Called<AskerKeyResult>>;
const storedKey = async (uid: string) => (await adminDb.doc(`users/${uid}`).get()).get('askerKey');

/** The member's own Firestore (Lite, as the app reads and writes), signed in through her app. */
function firestoreOf(who: Member): Firestore {
  const firestore = getFirestore(who.auth.app);
  connectFirestoreEmulator(firestore, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
  return firestore;
}

describe('askerKey', () => {
  it('gives a member without one a random key, stored on her profile, and the same one ever after', async () => {
    const ivy = await member();
    expect(await storedKey(ivy.uid)).toBeUndefined();
    const first = await keyOf(ivy);
    expect(first.error).toBeUndefined();
    expect(first.data?.askerKey).toMatch(RANDOM_UUID);
    expect(await storedKey(ivy.uid)).toBe(first.data?.askerKey);
    expect((await keyOf(ivy)).data).toEqual(first.data);
  });

  it('gives each member a key of her own, and keeps one she already holds', async () => {
    const [ivy, sam] = await Promise.all([member(), member()]);
    const [ivys, sams] = await Promise.all([keyOf(ivy), keyOf(sam)]);
    expect(ivys.data?.askerKey).not.toBe(sams.data?.askerKey);
    const held = crypto.randomUUID();
    const olivia = await member();
    await adminDb.doc(`users/${olivia.uid}`).update({ askerKey: held });
    expect((await keyOf(olivia)).data).toEqual({ askerKey: held });
  });

  // Called directly: the Functions emulator answers one call of a function at a time, so calls through
  // it never race; these do, each in its own transaction on the Firestore emulator.
  it('gives one key to calls made at the same moment', async () => {
    const ivy = await member();
    const answers = await Promise.all(Array.from({ length: 5 }, () => giveAskerKey(adminDb, ivy.uid)));
    const keys = new Set(answers.map((answer) => answer.askerKey));
    expect(keys.size).toBe(1);
    expect(await storedKey(ivy.uid)).toBe([...keys][0]);
  });

  it('refuses a guest, an unverified address and an account without a profile, each in words', async () => {
    expect((await keyOf(guest())).error).toEqual({ code: 'unauthenticated', message: ASKER_NOT_SIGNED_IN });
    const una = await member({ verified: false });
    expect((await keyOf(una)).error).toEqual({ code: 'failed-precondition', message: ASKER_UNVERIFIED });
    expect(await storedKey(una.uid)).toBeUndefined();
    const newcomer = await member();
    await adminDb.doc(`users/${newcomer.uid}`).delete();
    expect((await keyOf(newcomer)).error).toEqual({ code: 'failed-precondition', message: ASKER_NO_PROFILE });
    expect((await adminDb.doc(`users/${newcomer.uid}`).get()).exists).toBe(false);
  });

  it("the app's first question takes the key the server gives; Delete my account finds the question by it", async () => {
    const ivy = await member({ name: 'Ivy Asker' });
    const projectId = await campaign();
    const project = { id: projectId, title: `Money test ${projectId}`, creatorId: 'someone-else' };
    const giveKey = async () => (await keyOf(ivy)).data?.askerKey ?? 'no key';
    const firestore = firestoreOf(ivy);
    await askQuestion(project, { uid: ivy.uid, name: ivy.name }, 'When do you ship?', firestore, giveKey);

    const key = await storedKey(ivy.uid);
    expect(key).toMatch(RANDOM_UUID);
    const asked = await adminDb.collection(`projects/${projectId}/questions`).get();
    expect(asked.docs.map((question) => question.data())).toEqual([
      expect.objectContaining({ askerKey: key, askerName: 'Ivy Asker', askerRole: 'member', text: 'When do you ship?' }),
    ]);
    expect((await adminDb.doc(`projects/${projectId}/askers/${ivy.uid}`).get()).get('countInWindow')).toBe(1);

    await anonymiseQuestions(ivy.uid, firestore);
    expect((await asked.docs[0].ref.get()).get('askerName')).toBe(FORMER_MEMBER);
  });
});
