// A search of several words, through the app's own query code against the emulator and the real
// rules: full pages of exactly the projects that match every word, newest first, and no further
// page once the last match has been shown.
import { deleteApp } from 'firebase/app';
import { getCount, getDocs } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase/firestore';
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { app } from '@/lib/firebase-app';
import { auth } from '@/lib/firebase-auth';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import type { ProjectCursor } from '@/features/campaigns/api/project-list/project-list-query';
import { defaultFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { newProjectFields } from '@/features/campaigns/api/projects/project-model';
import { projectSearchTokens } from '@shared/projects/search-tokens';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { actors, sampleContent, seed, setupRulesEnv } from '../rules/rules-env';
import { clearFirestore } from '../../scripts/seed-lib';

// The real getCount and getDocs, watched: how many calls, and when each went out and came back.
const calls = vi.hoisted(() => [] as Array<{ start: number; end: number; documents?: number }>);
vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const lite = await importOriginal<typeof import('firebase/firestore/lite')>();
  const timed = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    vi.fn(async (...args: A) => {
      const entry: { start: number; end: number; documents?: number } = { start: performance.now(), end: Infinity };
      calls.push(entry);
      try {
        const result = await call(...args);
        if (result && typeof result === 'object' && 'size' in result) entry.documents = Number(result.size);
        return result;
      } finally {
        entry.end = performance.now();
      }
    });
  return { ...lite, getCount: timed(lite.getCount), getDocs: timed(lite.getDocs) };
});

/**
 * Round trips one after another among the Firestore calls since the last look: the longest chain of
 * calls each sent after the one before it came back (calls sent together are one round trip).
 */
function sequentialRoundTrips() {
  const depth: number[] = [];
  calls.forEach((call, i) => {
    depth[i] = 1 + Math.max(0, ...calls.slice(0, i).map((before, j) => (before.end <= call.start ? depth[j] : 0)));
  });
  calls.length = 0;
  return Math.max(0, ...depth);
}

// Seeded once per file (every test here only reads): each project written is an event for the card
// trigger (functions/src/cards), and seeding 60 to 210 of them before each test queued thousands.
setupRulesEnv({ clearEachTest: false });
// A search reads projects, which need sign-in (they hold the founder's e-mail; guests read cards).
beforeAll(() => createUserWithEmailAndPassword(auth, `searcher-${Date.now()}@example.com`, 'secret1'));
afterAll(async () => {
  await signOut(auth);
  await deleteApp(app);
});

// 60 approved projects, all about a harbor; every third is also solar, every fifth also about a clinic.
const titleOf = (i: number) => ['Harbor', i % 3 === 0 && 'Solar', i % 5 === 0 && 'Clinic', `number${i}`].filter(Boolean).join(' ');
const COUNT = 60;
/** A new project with the search tokens the server writes (functions/src/search), so it is searchable at once. */
const searchable = (content: typeof sampleContent) => ({
  ...newProjectFields(content, actors.entrepreneur),
  searchTokens: projectSearchTokens({ ...content, creatorName: actors.entrepreneur.name }),
});

beforeAll(async () => {
  await clearFirestore();
  const docs: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < COUNT; i++) {
    const content = { ...sampleContent, title: titleOf(i), description: 'Boats and docks.' };
    const createdAt = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000);
    docs[`projects/p${String(i).padStart(2, '0')}`] = {
      ...searchable(content),
      approved: true,
      status: 'approved',
      createdAt,
      updatedAt: createdAt,
      // Running campaigns: browse lists show live ones by default.
      endsAt: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
    };
  }
  await seed(docs);
});

async function allPages(search: string) {
  const filter = { ...defaultFilter('approved'), search };
  const pages: ProjectSummary[][] = [];
  let cursor: ProjectCursor | null = null;
  do {
    const page = await fetchProjectPage(filter, cursor);
    pages.push(page.projects);
    cursor = page.cursor;
  } while (cursor && pages.length < 10);
  return pages;
}

/** The titles a search should find, newest first, by how the titles were made (not by the app's matcher). */
const expected = (matches: (i: number) => boolean) =>
  Array.from({ length: COUNT }, (_, i) => COUNT - 1 - i)
    .filter(matches)
    .map(titleOf);
const solar = (i: number) => i % 3 === 0;
const clinic = (i: number) => i % 5 === 0;

it.each([
  ['two words', 'harbor solar', [12, 8], solar],
  ['two word prefixes', 'harb sol', [12, 8], solar],
  ['three words', 'harbor solar clinic', [4], (i: number) => solar(i) && clinic(i)],
  ['one word', 'clinic', [12], clinic],
  ['two words, the shorter one rarer', 'clinic solar', [4], (i: number) => solar(i) && clinic(i)],
  // As "harbor solar" is typed. No word but Solar starts with s: the others are harbor, clinic,
  // number…, boats, and, docks, and the creator's erin, example, com.
  ['two words, one of one letter', 'harbor s', [12, 8], solar],
  ['a prefix and two words of one letter', 'clin s h', [4], (i: number) => solar(i) && clinic(i)],
])('a search of %s returns exactly the matches, in full pages of 12, and stops after the last', async (_name, search, sizes, matches) => {
  const pages = await allPages(search);
  expect(pages.map((page) => page.length)).toEqual(sizes);
  expect(pages.flat().map((project) => project.title)).toEqual(expected(matches));
});

it('counts each word and the list once, at once, for a search, not again for Load more', async () => {
  vi.mocked(getCount).mockClear();
  expect((await allPages('harbor solar')).length).toBe(2);
  expect(getCount).toHaveBeenCalledTimes(3);
});

describe('round trips to Firestore, one after another', () => {
  const filter = (search: string) => ({ ...defaultFilter('approved'), search });
  beforeEach(() => void (calls.length = 0));

  it('one for a search of one word: its page and one, with no count', async () => {
    const page = await fetchProjectPage(filter('harbor'), null);
    expect(page.projects).toHaveLength(12);
    expect(calls.map((call) => call.documents)).toEqual([13]);
    expect(sequentialRoundTrips()).toBe(1);
    expect(getCount).not.toHaveBeenCalled();
  });

  it.each(['harbor solar', 'harbor solar clinic', 'number1 harbor boats docks'])(
    'two for "%s": every word counted at once, then one read',
    async (search) => {
      const page = await fetchProjectPage(filter(search), null);
      expect(page.projects.length).toBeGreaterThan(0);
      expect(sequentialRoundTrips()).toBe(2);
    },
  );

  it.each(['harbor', 'harbor solar'])('one for Load more of "%s", which counts nothing', async (search) => {
    const first = await fetchProjectPage(filter(search), null);
    expect(first.cursor).not.toBeNull();
    calls.length = 0;
    vi.mocked(getCount).mockClear();
    await fetchProjectPage(filter(search), first.cursor);
    expect(sequentialRoundTrips()).toBe(1);
    expect(getCount).not.toHaveBeenCalled();
  });

  it('none after the counts for a search replaced meanwhile (typing on): it stops before reading', async () => {
    const lite = await vi.importActual<typeof import('firebase/firestore/lite')>('firebase/firestore/lite');
    const typing = new AbortController();
    vi.mocked(getCount).mockImplementationOnce(async (q) => {
      typing.abort(); // the next search is typed while this one counts
      return lite.getCount(q);
    });
    await expect(fetchProjectPage(filter('harbor solar'), null, typing.signal)).rejects.toThrow();
    expect(getCount).toHaveBeenCalled();
    expect(getDocs).not.toHaveBeenCalled();
  });

  it('none for a search replaced before it began', async () => {
    await expect(fetchProjectPage(filter('harbor'), null, AbortSignal.abort())).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });
});

beforeEach(() => {
  vi.mocked(getCount).mockClear();
  vi.mocked(getDocs).mockClear();
});

it('counts no word of one letter, and none at all when one word is left to count', async () => {
  vi.mocked(getCount).mockClear();
  await allPages('harbor s');
  expect(getCount).not.toHaveBeenCalled();
});

it('a search that matches nothing returns an empty page and no cursor', async () => {
  const page = await fetchProjectPage({ ...defaultFilter('approved'), search: 'harbor zeppelin' }, null);
  expect(page).toEqual({ projects: [], cursor: null });
});

describe('when one word is far rarer than another (more harbor projects than a page may read)', () => {
  // 150 more harbor projects, newer than the others; the oldest project of all is also about kelp.
  beforeAll(async () => {
    const docs: Record<string, Record<string, unknown>> = {};
    for (let i = COUNT; i < COUNT + 150; i++) {
      const createdAt = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000);
      const fields = searchable({ ...sampleContent, title: `Harbor number${i}`, description: 'Boats and docks.' });
      docs[`projects/q${i}`] = {
        ...fields,
        approved: true,
        status: 'approved',
        createdAt,
        updatedAt: createdAt,
        endsAt: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
      };
    }
    const oldest = Timestamp.fromMillis(Date.UTC(2025, 0, 1));
    const kelp = searchable({ ...sampleContent, title: 'Harbor Kelp', description: 'Boats and docks.' });
    docs['projects/kelp'] = {
      ...kelp,
      approved: true,
      status: 'approved',
      createdAt: oldest,
      updatedAt: oldest,
      endsAt: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
    };
    await seed(docs);
  });

  it('finds the one match behind 210 projects of the commoner word, and offers no further page', async () => {
    expect(await allPages('harbor kelp')).toEqual([[expect.objectContaining({ id: 'kelp', title: 'Harbor Kelp' })]]);
  });

  it('answers at once that nothing matches when one word is in no project', async () => {
    expect(await fetchProjectPage({ ...defaultFilter('approved'), search: 'harbor zed' }, null)).toEqual({ projects: [], cursor: null });
  });
});
