// Download my data: the member invests, then downloads (collectMyData, what the Settings
// button calls) through the rules as themselves, and finds the investment with its state.
import { Bytes } from 'firebase/firestore';
import { collectMyData } from '@/features/account/api/my-data';
import { appFirestoreAs } from '../rules/app-client';
import { investAsServer } from '../rules/server-money';
import { actorProfiles, actors, appId, seed, setupRulesEnv, storedProject } from '../rules/rules-env';
import { webpBytes } from '../functions/picture-bytes';

setupRulesEnv();

beforeEach(() =>
  seed({
    ...actorProfiles(),
    'projects/live': storedProject(),
    'profiles/ivy': { displayName: 'Ivy Chen', bio: 'Backs clean energy.', joinedAt: new Date(Date.UTC(2026, 8, 1)) },
    'users/ivy/saved/live': { savedAt: new Date(Date.UTC(2026, 9, 2)) },
    'profilePictures/ivy': {
      bytes: Bytes.fromUint8Array(webpBytes(256, 256, 100)),
      contentType: 'image/webp',
      width: 256,
      height: 256,
      updatedAt: new Date(Date.UTC(2026, 9, 3)),
    },
  }),
);

const invest = (who: 'investor' | 'investor2', amount: number) =>
  investAsServer(actors[who], 'live', amount, { id: appId(`my-data-${who}-${amount}`) });

describe('Download my data', () => {
  it("finds the member's investment, with its state, beside their profile, ledger and saved projects", async () => {
    await invest('investor', 250);
    await invest('investor2', 400);
    const data = await collectMyData(actors.investor.uid, appFirestoreAs(actors.investor));

    expect(data.investments).toEqual([
      expect.objectContaining({ projectId: 'live', amount: 250, status: 'active', state: 'active', investorEmail: actors.investor.email }),
    ]);
    expect(data.account).toMatchObject({ id: 'ivy', email: actors.investor.email, fullName: 'Ivy Chen' });
    expect(data.publicProfile).toMatchObject({ displayName: 'Ivy Chen', bio: 'Backs clean energy.', joinedAt: '2026-09-01T00:00:00.000Z' });
    expect(data.profilePicture).toEqual({
      id: 'ivy',
      bytes: '(picture bytes)',
      contentType: 'image/webp',
      width: 256,
      height: 256,
      updatedAt: '2026-10-03T00:00:00.000Z',
    });
    expect(data.twelveMonthLedger).toMatchObject({ lastInvestmentId: data.investments[0].id });
    expect(data.savedProjects).toEqual([expect.objectContaining({ id: 'live', path: 'users/ivy/saved/live' })]);
    expect(data).toMatchObject({ questionsAsked: [], reportsFiled: [], projects: [], whatsNew: null });
    // One JSON file: nothing in it is lost by writing it as text.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("gives a founder their projects, and nobody another member's data", async () => {
    await invest('investor', 250);
    const erin = await collectMyData(actors.entrepreneur.uid, appFirestoreAs(actors.entrepreneur));
    expect(erin.projects).toEqual([
      expect.objectContaining({ id: 'live', creatorId: actors.entrepreneur.uid, updates: [], questionsAndAnswers: [] }),
    ]);
    expect(erin.investments).toEqual([]);
    // Asking for Ivy's data as Erin: the rules refuse.
    await expect(collectMyData(actors.investor.uid, appFirestoreAs(actors.entrepreneur))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
