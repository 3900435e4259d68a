// Before you invest: a member acknowledges the risks on their own profile (users/{uid}:
// risksAcknowledgedAt at the server's time, risksVersion the rules' risksVersion()), and the invest function (its own transaction, run here
// as the server runs it) refuses an investor whose profile holds no acknowledgement of the current version.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { RISKS_NOT_ACKNOWLEDGED } from '../../shared/money/refusals';
import { acknowledgeRisks } from '../../src/features/users/api/users';
import { appFirestoreAs } from './app-client';
import { investAsServer } from './server-money';
import { actorProfiles, actors, appId, dbAs, readAsBackend, RISKS_VERSION, seed, setupRulesEnv, storedProject } from './rules-env';

setupRulesEnv();

const ivy = actors.investor;
const when = Timestamp.fromMillis(Date.UTC(2026, 8, 1));
// Ivy's profile as registration leaves it: no acknowledgement yet.
const freshIvy = { email: ivy.email, role: 'investor', fullName: ivy.name, createdAt: when };

beforeEach(() => seed({ ...actorProfiles(), 'users/ivy': freshIvy, 'projects/live': storedProject() }));

let count = 0;
const invest = (who: { uid: string; email: string } = ivy) => investAsServer(who, 'live', 100, { id: appId(`ack-${++count}`) });
const refused = (who?: { uid: string; email: string }) =>
  expect(invest(who)).rejects.toMatchObject({ code: 'failed-precondition', details: { sentence: RISKS_NOT_ACKNOWLEDGED } });
const acknowledge = (changes: Record<string, unknown> = {}, actor: 'investor' | 'investor2' = 'investor', uid = 'ivy') =>
  updateDoc(doc(dbAs(actor), 'users', uid), { risksAcknowledgedAt: serverTimestamp(), risksVersion: RISKS_VERSION, ...changes });

describe('acknowledging the risks', () => {
  it('the app stores the member’s own acknowledgement of the current version, at the server’s time', async () => {
    await acknowledgeRisks('ivy', appFirestoreAs(ivy));
    const stored = await readAsBackend('users/ivy');
    expect(stored?.risksVersion).toBe(RISKS_VERSION);
    expect(Math.abs((stored?.risksAcknowledgedAt as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses setting another member’s acknowledgement', async () => {
    await assertSucceeds(acknowledge());
    await assertFails(acknowledge({}, 'investor2', 'ivy'));
  });

  it('refuses a version other than the current one', async () => {
    await assertFails(acknowledge({ risksVersion: RISKS_VERSION - 1 }));
    await assertFails(acknowledge({ risksVersion: RISKS_VERSION + 1 }));
    await assertFails(acknowledge({ risksVersion: String(RISKS_VERSION) }));
  });

  it('refuses a date other than the server’s time, and the version without its date', async () => {
    await assertFails(acknowledge({ risksAcknowledgedAt: Timestamp.now() }));
    await assertFails(acknowledge({ risksAcknowledgedAt: when }));
    await assertFails(updateDoc(doc(dbAs('investor'), 'users/ivy'), { risksVersion: RISKS_VERSION }));
  });

  it('refuses removing an acknowledgement', async () => {
    await assertSucceeds(acknowledge());
    await assertFails(updateDoc(doc(dbAs('investor'), 'users/ivy'), { risksVersion: deleteField(), risksAcknowledgedAt: deleteField() }));
  });
});

describe('investing needs the acknowledgement', () => {
  it('lets a member invest once they have acknowledged the current version', async () => {
    await refused();
    await acknowledgeRisks('ivy', appFirestoreAs(ivy));
    await invest();
  });

  it('refuses an investment by a member who has not acknowledged, or has no profile', async () => {
    await refused();
    await refused(actors.noDoc);
  });

  it('refuses an investment acknowledged under an older version: a new version asks again', async () => {
    await seed({ 'users/ivy': { ...freshIvy, risksAcknowledgedAt: when, risksVersion: RISKS_VERSION - 1 } });
    await refused();
    await acknowledge();
    await invest();
  });

  it('refuses an investment backed by another member’s acknowledgement', async () => {
    // Olivia has acknowledged (actorProfiles); Ivy has not: Ivy's investment is still refused.
    expect((await readAsBackend('users/olivia'))?.risksVersion).toBe(RISKS_VERSION);
    await refused();
  });
});
