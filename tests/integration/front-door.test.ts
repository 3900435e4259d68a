// The welcome page's featured projects and platform figures, read by the app's own query code as a
// guest against the emulator and the real rules: the featured are the approved projects' cards, the
// figures the document the server counts from them (functions/src/figures).
import { deleteApp } from 'firebase/app';
import { Timestamp } from 'firebase/firestore';
import { app } from '@/lib/firebase-app';
import { FEATURED_COUNT } from '@shared/early-reads';
import { fetchFeaturedProjects } from '@/features/campaigns/api/front-door/featured-projects';
import { fetchPlatformFigures } from '@/features/campaigns/api/front-door/platform-figures';
import { newProjectFields } from '@/features/campaigns/api/projects/project-model';
import { actors, sampleContent, seed, setupRulesEnv } from '../rules/rules-env';
import { refreshPlatformFigures } from '../../functions/src/figures/keep-figures';
import { withServerFirestore } from '../../scripts/seed-money';

setupRulesEnv();
afterAll(() => deleteApp(app));

const DAY = 86_400_000;
const goal = 1000;
const project = (i: number, fields: Record<string, unknown>) => {
  const createdAt = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000);
  const raised = typeof fields.raised === 'number' ? fields.raised : 0;
  return {
    ...newProjectFields({ ...sampleContent, title: `Project ${i}`, goal }, actors.entrepreneur),
    createdAt,
    updatedAt: createdAt,
    approved: true,
    status: 'approved',
    endsAt: Timestamp.fromMillis(Date.now() + (i + 1) * DAY),
    fundedRatio: raised / goal,
    ...fields,
  };
};

// Eight running campaigns raising 100, 200, ... 700 and 1,200 of 1,000 (the last funded), with 1 to 8
// investments; one ended and funded; one waiting for review and one closed, which count nowhere.
const campaigns = () => {
  const docs: Record<string, Record<string, unknown>> = {};
  for (let i = 1; i <= 8; i++) docs[`projects/live${i}`] = project(i, { raised: i === 8 ? 1200 : i * 100, backerCount: i });
  docs['projects/ended'] = project(9, { raised: 1500, backerCount: 3, fundedRatio: 1.5, endsAt: Timestamp.fromMillis(Date.now() - DAY) });
  docs['projects/pending'] = project(10, { approved: false, status: 'pending', raised: 0 });
  docs['projects/closed'] = project(11, { approved: false, status: 'closed', raised: 4000, backerCount: 9, fundedRatio: 4 });
  return docs;
};

it('features the running campaigns that raised the most when none is bookmarked, at most six', async () => {
  await seed(campaigns());
  const featured = await fetchFeaturedProjects();
  expect(featured.picked).toBe('mostRaised');
  expect(featured.projects).toHaveLength(FEATURED_COUNT);
  expect(featured.projects.map((p) => p.id)).toEqual(['live8', 'live7', 'live6', 'live5', 'live4', 'live3']);
});

it('features the bookmarked campaigns, most raised first, once the admin has bookmarked any', async () => {
  const docs = campaigns();
  docs['projects/live2'] = { ...docs['projects/live2'], bookmarked: true };
  docs['projects/live5'] = { ...docs['projects/live5'], bookmarked: true };
  await seed(docs);
  const featured = await fetchFeaturedProjects();
  expect(featured.picked).toBe('bookmarked');
  expect(featured.projects.map((p) => p.id)).toEqual(['live5', 'live2']);
});

it('reads the figures the server counts over the approved campaigns only: funded campaigns, dollars committed, backers', async () => {
  await seed(campaigns());
  // The platformFigures trigger (functions/src/figures) follows the cards' writes.
  await vi.waitFor(
    async () =>
      expect(await fetchPlatformFigures()).toEqual({ campaignsFunded: 2, dollarsCommitted: 2800 + 1200 + 1500, backings: 36 + 3 }),
    { timeout: 45_000, interval: 250 },
  );
  // Recounting them as the clock does changes nothing (a replayed event writes nothing).
  expect(await withServerFirestore((db) => refreshPlatformFigures(db))).toBe(false);
}, 60_000);
