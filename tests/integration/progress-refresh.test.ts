// Progress that keeps up: the project page's refresh reads the project and its counter
// shards (decision 0050: exact, where the project's own copy may lag), as the app makes it (signed
// in, Firestore Lite, the real rules); it shows another client's investment, and the backer count it
// brings is what tells Recent Investors to read its receipts again. Finding the copy stale, the page syncs it.
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { deleteApp } from 'firebase/app';
import { app } from '@/lib/firebase-app';
import { auth } from '@/lib/firebase-auth';
import { fetchProject } from '@/features/campaigns/api/projects/project-queries';
import { fetchRecentBackers } from '@/features/investments/api/investment-queries';
import { cancelAsServer, investAsServer } from '../rules/server-money';
import { actorProfiles, actors, appId, readAsBackend, sampleContent, seed, setupRulesEnv, storedProject } from '../rules/rules-env';

setupRulesEnv();
beforeEach(() => seed({ ...actorProfiles(), 'projects/live': storedProject() }));
afterAll(async () => {
  await signOut(auth);
  await deleteApp(app);
});

const invest = (investor: typeof actors.investor, id: string, amount: number, anonymous = false) =>
  investAsServer(investor, 'live', amount, { id, anonymous });

it('shows, on the next refresh, what other investors put in meanwhile, by name or anonymously', async () => {
  await createUserWithEmailAndPassword(auth, `watcher-${Date.now()}@example.com`, 'secret1');
  const opened = await fetchProject('live');
  expect(opened).toMatchObject({ raised: 0, backerCount: 0 });
  expect(await fetchRecentBackers('live')).toEqual([]);

  await invest(actors.investor, appId('from-ivy'), 250);
  await invest(actors.investor2, appId('from-olivia'), 100, true);

  const refreshed = await fetchProject('live'); // the 30-second refresh: the project and one query of at most 4 shards
  expect(refreshed).toMatchObject({ raised: 350, backerCount: 2, fundedRatio: 350 / sampleContent.goal, tookMoney: true });
  expect(Object.values(refreshed!.fundingByDay)).toEqual([350]);
  // The page wrote nothing: the lists' copy on the project and its card is the server's (the raisedCopy trigger).
  await expect.poll(async () => (await readAsBackend('projectCards/live'))?.raised, { timeout: 20_000 }).toBe(350);
  expect(await readAsBackend('projects/live')).toMatchObject({ raised: 350, backerCount: 2 });
  expect(refreshed!.backerCount).not.toBe(opened!.backerCount); // so Recent Investors reads again
  const recent = await fetchRecentBackers('live');
  expect(recent.map((backer) => [backer.name, backer.amount])).toEqual([
    ['Anonymous investor', 100],
    ['Ivy Chen', 250],
  ]);
  expect(JSON.stringify(recent)).not.toMatch(/@/);
});

it('a cancellation and a new investment between two refreshes leave the backer count but move Raised, which Recent Investors also follows', async () => {
  await invest(actors.investor, appId('first'), 250);
  const opened = await fetchProject('live');
  expect(opened).toMatchObject({ raised: 250, backerCount: 1 });

  await cancelAsServer(actors.investor, appId('first'));
  await invest(actors.investor2, appId('second'), 100);

  const refreshed = await fetchProject('live');
  expect(refreshed).toMatchObject({ raised: 100, backerCount: 1 }); // the count alone would keep the old list
  expect((await fetchRecentBackers('live')).map((backer) => [backer.name, backer.amount])).toEqual([['Olivia Martins', 100]]);
});
