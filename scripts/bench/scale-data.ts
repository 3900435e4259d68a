// The benchmark's data set: many approved projects (plus some pending ones and a few hundred
// investments) on top of the demo seed. Deterministic, so every run reads the same documents.
import { Timestamp } from 'firebase/firestore';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import { projectSearchTokens } from '../../shared/projects/search-tokens';
import { CATEGORIES } from '../../src/features/campaigns/api/projects/project-limits';
import type { ProjectContent } from '../../src/features/campaigns/api/projects/project-schema';
import { demoAccounts } from '../demo-accounts';
import { seedInvestmentId, seedPictureFields, seedPictures } from '../seed-lib';
import { shardOf, dayNumber } from '../../shared/money/shards';
import { backersMoved, investorMarkerMove } from '../../shared/money/moves';
import { applyMove } from '../../shared/money/counter-move';

type Write = [string, Record<string, unknown>];

/** The search the benchmark types: one word found in about one title in twenty. */
export const SEARCH_WORD = 'harbor';
/**
 * Several-word searches: every word must match. "harbor" is the rarest word (240 projects), so it
 * leads the query; "pilot" is in about 4 in 10 of their descriptions (100 match, the 13th within
 * the first 22 read) and "local" as well (32 match, the 13th at the 91st read).
 */
export const SEARCH_TWO_WORDS = 'harbor pilot';
export const SEARCH_THREE_WORDS = 'harbor pilot local';

const PREFIXES = [
  'Bright',
  'Open',
  'Clear',
  'Swift',
  'Green',
  'True',
  'Solid',
  'Quiet',
  'Bold',
  'Fair',
  'Smart',
  'Kind',
  'Clever',
  'Steady',
  'Noble',
  'Prime',
  'Vivid',
  'Lucid',
  'Agile',
  'Harbor',
];
const NOUNS = [
  'Ledger',
  'Garden',
  'Clinic',
  'Academy',
  'Grid',
  'Market',
  'Studio',
  'Pantry',
  'Works',
  'Lab',
  'Fleet',
  'Forge',
  'Network',
  'Commons',
  'Compass',
  'Kitchen',
  'Atlas',
  'Signal',
  'Harvest',
  'Bridge',
];
const WHAT: Record<(typeof CATEGORIES)[number], string[]> = {
  technology: ['scheduling software for small shops', 'sensor kits for warehouses', 'an open toolkit for voice control'],
  healthcare: ['home visits for older patients', 'a triage app for rural clinics', 'low-cost hearing tests'],
  education: ['after-school coding clubs', 'tutoring for adult learners', 'a reading app for early grades'],
  sustainability: ['compost pickup for restaurants', 'solar kits for farm pumps', 'repair cafes for electronics'],
  finance: ['bookkeeping for freelancers', 'savings circles for new arrivals', 'invoice advances for suppliers'],
};
const SENTENCES = [
  'Our pilot customers renewed after the first quarter and referred two new sites each.',
  'We keep costs low by working with local partners and sharing equipment between teams.',
  'The first version shipped last spring and now runs every week without manual steps.',
  'Customers pay a monthly fee that covers support, updates and training for new staff.',
  'We measure every outcome and publish the results to our backers each quarter.',
  'The team has worked together for four years across two earlier companies.',
];

/** A small deterministic generator (mulberry32), so the data set is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EPOCH = Date.UTC(2027, 0, 1); // after the demo projects, so the lists open on these
const at = (minutes: number) => Timestamp.fromMillis(EPOCH + minutes * 60_000);

/** How many of the newest approved projects have uploaded pictures: more than the first pages show. */
const UPLOADED_PICTURES = 40;

export type ScaleOptions = { approved: number; pending: number; investments: number };

/** `bench-p00001`... approved (newest last), then pending ones; investments go to the newest projects. */
export function scaleDocuments({ approved, pending, investments }: ScaleOptions): Write[] {
  const next = random(20_261);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const sentences = (count: number) => Array.from({ length: count }, () => pick(SENTENCES)).join(' ');
  const writes: Write[] = [];
  const projects: Array<{ id: string; title: string; data: Record<string, unknown> }> = [];

  for (let n = 1; n <= approved + pending; n++) {
    const id = `bench-p${String(n).padStart(5, '0')}`;
    const category = CATEGORIES[n % CATEGORIES.length];
    const title = `${pick(PREFIXES)} ${pick(NOUNS)} ${n}`;
    const creator = n % 2 === 0 ? demoAccounts.erin : demoAccounts.sam;
    const uploaded = n <= approved && n > approved - UPLOADED_PICTURES;
    const content: ProjectContent = {
      title,
      description: `${title} builds ${pick(WHAT[category])}. ${sentences(3)}`,
      goal: 10_000 + Math.floor(next() * 490) * 1_000,
      category,
      // The newest (the first pages of every list) show uploaded pictures, the others their illustration.
      imageUrl: uploaded ? '' : `/images/${category}-${1 + (n % 2)}.svg`,
      videoUrl: '',
      businessPlan: sentences(5),
      teamInfo: sentences(3),
      risks: sentences(3),
      durationDays: 30,
    };
    const isApproved = n <= approved;
    const createdAt = at(n * 10);
    const pictured = { key: id, category, image: (1 + (n % 2)) as 1 | 2 };
    const data = {
      ...newProjectFields(content, { ...creator, name: creator.fullName }),
      searchTokens: projectSearchTokens({ ...content, creatorName: creator.fullName }),
      approved: isApproved,
      status: isApproved ? 'approved' : 'pending',
      raised: 0,
      createdAt,
      updatedAt: createdAt,
      // Every approved bench project is live for a year from the run, so "live only" lists are full.
      endsAt: isApproved ? Timestamp.fromMillis(Date.now() + 365 * 86_400_000) : null,
      ...(uploaded ? seedPictureFields(pictured) : {}),
    };
    if (uploaded) writes.push(...seedPictures(pictured, createdAt));
    projects.push({ id, title, data });
  }

  // Investments by the two demo investors in the newest approved projects, as a ledger would hold them,
  // each with the investor marker (projects/{id}/investors/{uid}) the app's investment batch moves.
  const investors = [demoAccounts.ivy, demoAccounts.olivia];
  const targets = projects.slice(Math.max(0, approved - 100), approved);
  const shards = new Map<string, { raised: number; backerCount: number; days: Record<string, number>; lastInvestmentId: string }>();
  const markers = new Map<string, Record<string, unknown>>();
  for (let n = 0; n < investments && targets.length > 0; n++) {
    const project = targets[n % targets.length];
    const investor = investors[n % investors.length];
    const amount = 100 + Math.floor(next() * 50) * 100;
    // The app's id form (a UUID), which the seed's schema check holds an investment to.
    const id = seedInvestmentId(`${project.id}-inv-${n + 1}`);
    // After every project was created, in the order written: an investor's newest investments are each
    // in another project, My Investments' worst case (it reads each row's project).
    const createdAt = at((approved + pending) * 10 + n + 1);
    // Backers are people: only the investor's first investment here counts them (backersMoved).
    const markerPath = `projects/${project.id}/investors/${investor.uid}`;
    const marker = markers.get(markerPath) ?? {};
    const backers = backersMoved(Number(marker.activeCount ?? 0), 1);
    const move = { projectId: project.id, investorId: investor.uid, investmentId: id, count: 1 as const, amount, anonymous: false };
    markers.set(markerPath, applyMove(marker, investorMarkerMove(move)));
    project.data.raised = (project.data.raised as number) + amount;
    project.data.backerCount = (project.data.backerCount as number) + backers;
    project.data.fundedRatio = (project.data.raised as number) / (project.data.goal as number);
    project.data.lastInvestmentId = id;
    // Its shard of the project's counter, as the investment's batch moves it (decision 0050).
    const shardPath = `projects/${project.id}/shards/${shardOf(id)}`;
    const shard = shards.get(shardPath) ?? { raised: 0, backerCount: 0, days: {} as Record<string, number>, lastInvestmentId: id };
    const day = String(dayNumber(createdAt.toDate()));
    shards.set(shardPath, {
      raised: shard.raised + amount,
      backerCount: shard.backerCount + backers,
      days: { ...shard.days, [day]: (shard.days[day] ?? 0) + amount },
      lastInvestmentId: id,
    });
    project.data.raisedSyncedAt = createdAt;
    project.data.syncedShards = [...new Set([...((project.data.syncedShards as string[] | undefined) ?? []), shardOf(id)])].sort();
    writes.push([
      `investments/${id}`,
      {
        projectId: project.id,
        projectTitle: project.title,
        investorId: investor.uid,
        investorEmail: investor.email,
        investorName: investor.fullName,
        anonymous: false,
        creatorId: project.data.creatorId,
        amount,
        createdAt,
        status: 'active',
        dealTerms: null,
      },
    ]);
    writes.push([`projects/${project.id}/backers/${id}`, { name: investor.fullName, amount, createdAt }]);
  }
  for (const project of projects) writes.push([`projects/${project.id}`, project.data]);
  writes.push(...shards, ...markers);
  return writes;
}
