// The reads index.html starts before the app arrives (scripts/vite/early-reads.ts), run as the page
// runs them against the emulator and the real rules, then taken by the app's own query code: the
// browse list's first page and an approved project come out exactly as the SDK reads them, and a
// project that is not public is refused early and read through the SDK instead.
import { deleteApp } from 'firebase/app';
import { Timestamp } from 'firebase/firestore';
import { projectPictureSources } from '@shared/pictures/picture-address';
import { PICTURE_SIZES } from '@shared/pictures/picture-limits';
import { app } from '@/lib/firebase-app';
import { fetchProject } from '@/features/campaigns/api/projects/project-queries';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import { fetchFeaturedProjects } from '@/features/campaigns/api/front-door/featured-projects';
import { fetchFounderCampaigns } from '@/features/accountability/api/founders/founder-campaigns';
import { fetchFounderRecord } from '@/features/accountability/api/founders/founder-record-queries';
import { fetchPublicProfile } from '@/features/users/api/public-profiles';
import { defaultFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { newProjectFields, PAGE_SIZE } from '@/features/campaigns/api/projects/project-model';
import { earlyReadPaths, earlyReadsScript } from '../../scripts/vite/early-reads';
import { authStorage, SESSION_FLAG } from '@shared/auth-storage';
import { takeEarlySession } from '@/lib/early-reads';
import { readUserProfile } from '@/features/users/api/user-read';
import { paths } from '@/config/paths';
import { actors, dbForAccount, sampleContent, seed, seedExactly, setupRulesEnv } from '../rules/rules-env';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore';
import { readSummary } from '@/features/campaigns/api/projects/project-read';
import { fetchPlan } from '@/features/accountability/api/use-of-funds/plan-doc';
import { fetchMilestones } from '@/features/accountability/api/milestones/milestone-queries';
import { cardFieldsOf } from '@shared/projects/card-copy';
import { refreshRaisedCopy } from '../../functions/src/counters/raised-copy';
import { serverDb } from '../rules/server-money';

setupRulesEnv();
afterAll(() => deleteApp(app));

const DAY = 86_400_000;
const project = (i: number, fields: Record<string, unknown>) => {
  const createdAt = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000);
  return {
    ...newProjectFields({ ...sampleContent, title: `Project ${i}` }, actors.entrepreneur),
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
};
const approved = { approved: true, status: 'approved' };

beforeEach(async () => {
  const docs: Record<string, Record<string, unknown>> = {};
  // 15 live approved campaigns (more than a page), 2 ended ones and 2 waiting for review.
  for (let i = 0; i < 15; i++)
    docs[`projects/live${i}`] = project(i, { ...approved, endsAt: Timestamp.fromMillis(Date.now() + (i + 1) * DAY) });
  for (let i = 0; i < 2; i++) docs[`projects/ended${i}`] = project(20 + i, { ...approved, endsAt: Timestamp.fromMillis(Date.now() - DAY) });
  for (let i = 0; i < 2; i++) docs[`projects/pending${i}`] = project(30 + i, { endsAt: Timestamp.fromMillis(Date.now() + DAY) });
  await seed(docs);
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { document?: unknown }).document;
});

/** The links the script adds to the page's head: the picture it preloads. */
type Link = { rel?: string; as?: string; fetchPriority?: string; href?: string; imageSrcset?: string; imageSizes?: string };
let preloads: Link[] = [];
const page = { createElement: (): Link => ({}), head: { append: (link: Link) => preloads.push(link) } };

/** The paths the script reads early on, as the tests open them. */
const scriptPaths = {
  browse: [paths.guest.path, paths.investorDashboard.path],
  project: paths.project.path,
  welcome: paths.home.path,
  founder: paths.founder.path,
  session: [] as string[],
  adminDashboard: paths.adminDashboard.path,
  oneProject: [] as typeof earlyReadPaths.oneProject,
};

/** Runs index.html's script as a page opened at `path` (and `search`) would. */
function openPage(path: string, search = '', screens = scriptPaths) {
  preloads = [];
  Object.assign(globalThis, { window: globalThis, document: page, location: { pathname: path, search } });
  new Function(earlyReadsScript({}, screens))();
  return (globalThis as unknown as Window).__earlyReads!;
}

it('gives the browse list the first page the SDK reads, with a cursor that loads the same next page', async () => {
  const bySdk = await fetchProjectPage(defaultFilter('approved'), null);
  const reads = openPage('/investor/dashboard');
  expect(Object.keys(reads)).toEqual(['browse']);
  const early = await fetchProjectPage(defaultFilter('approved'), null);
  expect(reads.browse).toBeUndefined(); // taken once
  expect(early.projects).toHaveLength(PAGE_SIZE);
  expect(early.projects).toEqual(bySdk.projects);
  expect(early.cursor).toMatchObject({ afterId: bySdk.projects[PAGE_SIZE - 1].id });

  const nextBySdk = await fetchProjectPage(defaultFilter('approved'), bySdk.cursor);
  const nextAfterEarly = await fetchProjectPage(defaultFilter('approved'), early.cursor);
  expect(nextAfterEarly.projects.map((p) => p.id)).toEqual(nextBySdk.projects.map((p) => p.id));
  expect(nextAfterEarly.projects).toHaveLength(3);
});

it('loads the next page after an early page whose last card was closed since (no longer readable)', async () => {
  const bySdk = await fetchProjectPage(defaultFilter('approved'), null);
  const nextBySdk = await fetchProjectPage(defaultFilter('approved'), bySdk.cursor);
  openPage('/guest');
  const early = await fetchProjectPage(defaultFilter('approved'), null);
  const boundary = early.projects[PAGE_SIZE - 1].id;
  const closed = {
    ...project(Number(boundary.replace('live', '')), { approved: false, status: 'closed', endsAt: Timestamp.fromMillis(Date.now() + DAY) }),
  };
  await seedExactly({ [`projects/${boundary}`]: closed, [`projectCards/${boundary}`]: cardFieldsOf(closed) });
  const next = await fetchProjectPage(defaultFilter('approved'), early.cursor);
  expect(next.projects.map((p) => p.id)).toEqual(nextBySdk.projects.map((p) => p.id));
});

it('offers no next page when the list holds exactly a page, read early or by the SDK', async () => {
  const ended = (i: number) => project(i, { ...approved, endsAt: Timestamp.fromMillis(Date.now() - DAY) });
  await seed({ 'projects/live12': ended(12), 'projects/live13': ended(13), 'projects/live14': ended(14) });
  const bySdk = await fetchProjectPage(defaultFilter('approved'), null);
  expect(bySdk.projects).toHaveLength(PAGE_SIZE);
  expect(bySdk.cursor).toBeNull();
  openPage('/guest');
  const early = await fetchProjectPage(defaultFilter('approved'), null);
  expect(early.projects).toEqual(bySdk.projects);
  expect(early.cursor).toBeNull();
});

it('leaves a read that waited too long (the screen was not shown at once) to the SDK', async () => {
  openPage('/guest');
  (globalThis as unknown as Window).__earlyReadsAt = Date.now() - 60_000;
  const page = await fetchProjectPage(defaultFilter('approved'), null);
  expect(page.cursor).not.toHaveProperty('afterId'); // read by the SDK: its cursor is a snapshot
  expect(page.projects).toHaveLength(PAGE_SIZE);
});

it('reads nothing early for a list opened with a filter, or another screen', () => {
  expect(Object.keys(openPage('/guest', '?sort=funded'))).toEqual([]);
  expect(Object.keys(openPage('/entrepreneur/dashboard'))).toEqual([]);
});

it('reads only the card on a project page, and leaves the project to the SDK', async () => {
  const reads = openPage('/project/live3');
  expect(Object.keys(reads)).toEqual(['project:live3']);
  const early = (await reads['project:live3']) as { name: string; fields: Record<string, unknown> };
  expect(early.name).toMatch(/\/projectCards\/live3$/);
  expect(early.fields).toHaveProperty('creatorName');
  expect(JSON.stringify(early)).not.toContain(actors.entrepreneur.email);
  // The project itself holds no address either (the founder's is in private/founder), and a
  // guest may read it; the page reads it through the SDK.
  const project = await fetchProject('live3');
  expect(project?.id).toBe('live3');
  expect(JSON.stringify(project)).not.toContain('@');
});

it('gets nothing early for a project that is not public', async () => {
  const reads = openPage('/project/pending0');
  expect(await reads['project:pending0']).toBeNull();
});

describe('the picture a phone shows first, preloaded with the early read', () => {
  const preloadOf = (href: string) => [{ rel: 'preload', as: 'image', fetchPriority: 'high', href }];

  it("is the first card's on a browse list", async () => {
    // live14 is the newest, so the first card.
    await seed({
      'projects/live14': project(14, { ...approved, endsAt: Timestamp.fromMillis(Date.now() + DAY), imageUrl: '/images/technology-1.svg' }),
    });
    const reads = openPage('/guest');
    await reads.browse;
    expect(preloads).toEqual(preloadOf('/images/technology-1.svg'));
    expect((await fetchProjectPage(defaultFilter('approved'), null)).projects[0]).toMatchObject({
      id: 'live14',
      imageUrl: '/images/technology-1.svg',
    });
  });

  it('is never a pasted https address: only the app asks that host, once it shows the picture', async () => {
    expect(sampleContent.imageUrl).toMatch(/^https:/);
    const reads = openPage('/project/live3');
    await reads['project:live3'];
    expect(preloads).toEqual([]);
    expect(Object.keys(reads)).toEqual(['project:live3']);
  });

  const hashes = { card: 'c'.repeat(64), page: 'e'.repeat(64) };
  const uploaded = { pictureVersion: 1, pictureHashes: hashes, imageUrl: '' };
  /** The preload of an uploaded picture: the app's own srcset and sizes, so the browser fetches the size it will show. */
  const uploadedPreload = (projectId: string, shownAs: 'card' | 'page') => {
    const { src, srcSet, sizes } = projectPictureSources(projectId, hashes, shownAs, PICTURE_SIZES);
    return [{ rel: 'preload', as: 'image', fetchPriority: 'high', href: src, imageSrcset: srcSet, imageSizes: sizes }];
  };

  it("is the first card's uploaded picture on a browse list, from its own address: no picture document is read", async () => {
    await seed({ 'projects/live14': project(14, { ...approved, endsAt: Timestamp.fromMillis(Date.now() + DAY), ...uploaded }) });
    const reads = openPage('/guest');
    await reads.browse;
    expect(preloads).toEqual(uploadedPreload('live14', 'card'));
    expect(Object.keys(reads)).toEqual(['browse']);
  });

  it("is the project's uploaded picture on its page, as the page shows it", async () => {
    await seed({
      'projects/live3': project(3, { ...approved, endsAt: Timestamp.fromMillis(Date.now() + DAY), ...uploaded, pictureVersion: 2 }),
    });
    const reads = openPage('/project/live3');
    await reads['project:live3'];
    expect(preloads).toEqual(uploadedPreload('live3', 'page'));
  });

  it('is nothing for an uploaded picture whose hashes are missing or malformed', async () => {
    const live = { ...approved, endsAt: Timestamp.fromMillis(Date.now() + DAY) };
    await seed({
      'projects/older': project(43, { ...live, pictureVersion: 1, imageUrl: '' }),
      'projects/odd': project(44, { ...live, ...uploaded, pictureHashes: { card: hashes.card, page: '../../x' } }),
    });
    for (const id of ['older', 'odd']) {
      const opened = openPage(`/project/${id}`);
      expect(await opened[`project:${id}`]).not.toBeNull();
      expect(preloads).toEqual([]);
    }
  });

  it('is nothing for a refused project, a project without a picture, or a URL the rules would refuse', async () => {
    const reads = openPage('/project/pending0');
    await reads['project:pending0'];
    expect(preloads).toEqual([]);

    const live = { ...approved, endsAt: Timestamp.fromMillis(Date.now() + DAY) };
    // Written past the rules, which would refuse the last two (isSafeUrl).
    await seed({
      'projects/none': project(40, { ...live, imageUrl: '' }),
      'projects/script': project(41, { ...live, imageUrl: 'javascript:alert(1)' }),
      'projects/plain': project(42, { ...live, imageUrl: 'http://example.com/a.jpg' }),
    });
    for (const id of ['none', 'script', 'plain']) {
      const opened = openPage(`/project/${id}`);
      expect(await opened[`project:${id}`]).not.toBeNull();
      expect(preloads).toEqual([]);
    }
  });
});

describe("the welcome page's Featured projects, read early", () => {
  const live = (i: number, fields: Record<string, unknown>) =>
    project(i, { ...approved, endsAt: Timestamp.fromMillis(Date.now() + DAY), raised: 100 * i, ...fields });
  it('are the bookmarked cards the SDK reads, the first one’s picture preloaded, and nothing more', async () => {
    await seed({
      'projects/live5': live(5, { bookmarked: true }),
      'projects/live7': live(7, { bookmarked: true, pictureVersion: 1, pictureHashes: { card: 'c'.repeat(64), page: 'e'.repeat(64) } }),
    });
    // Their shards' copy of Raised, brought in step now by the raisedCopy trigger's code, so the trigger
    // (it runs for this project) finds nothing to write between the two reads compared below.
    for (const id of ['live5', 'live7']) await refreshRaisedCopy(serverDb(), id);
    const bySdk = await fetchFeaturedProjects();
    expect(bySdk.picked).toBe('bookmarked');
    const reads = openPage('/');
    await reads['featured:bookmarked'];
    // The most raised are read only when none is bookmarked, as the app reads them.
    expect(Object.keys(reads)).toEqual(['featured:bookmarked']);
    // live7, the most raised, is the first card: its picture is preloaded from its address.
    expect(preloads.map((link) => link.href)).toEqual([`/pictures/projects/live7/card/${'c'.repeat(64)}`]);
    expect(await fetchFeaturedProjects()).toEqual(bySdk);
    expect(Object.keys(reads)).toEqual([]); // each taken once
  });

  it('are the most raised, read early too, when none is bookmarked', async () => {
    const bySdk = await fetchFeaturedProjects();
    expect(bySdk).toMatchObject({ picked: 'mostRaised', projects: { length: 6 } });
    const reads = openPage('/');
    const bookmarked = await reads['featured:bookmarked'];
    expect(bookmarked).toEqual([expect.not.objectContaining({ document: expect.anything() })]);
    await reads['featured:mostRaised'];
    expect(Object.keys(reads)).toEqual(['featured:bookmarked', 'featured:mostRaised']);
    expect(await fetchFeaturedProjects()).toEqual(bySdk);
    expect(Object.keys(reads)).toEqual([]);
  });

  it('are not read early on another page, nor on the welcome page opened with a query', () => {
    expect(Object.keys(openPage('/learn'))).toEqual([]);
    expect(Object.keys(openPage('/', '?from=mail'))).toEqual([]);
  });
});

describe("a founder's page, read early", () => {
  const erin = actors.entrepreneur.uid;
  const joinedAt = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
  const record = {
    milestones: { 'live0:0': { projectId: 'live0', due: Timestamp.fromMillis(Date.UTC(2026, 5, 1)), deliveredAt: null } },
    spentBy: { live0: 500 },
    gaps: {},
    gapCount: 0,
    unanswered: 1,
  };
  const bySdk = async () => [await fetchPublicProfile(erin), await fetchFounderRecord(erin), await fetchFounderCampaigns(erin)];

  it('gives the profile, the record and the approved campaigns the SDK reads, each taken once, and preloads no picture', async () => {
    await seed({
      [`profiles/${erin}`]: { displayName: 'Erin Park', bio: 'Builds things.', joinedAt, pictureHash: 'a'.repeat(64) },
      [`founderRecords/${erin}`]: record,
    });
    const read = await bySdk();
    const reads = openPage(`/founders/${erin}`);
    expect(Object.keys(reads).sort()).toEqual([`founder:campaigns:${erin}`, `founder:profile:${erin}`, `founder:record:${erin}`]);
    const early = await bySdk();
    expect(Object.keys(reads)).toEqual([]);
    expect(early).toEqual(read);
    expect((early[2] as unknown[]).length).toBe(17); // the live and ended approved ones, not those waiting for review
    expect(preloads).toEqual([]);
  });

  it('reads through the SDK what the page could not read early: a founder with no profile or record yet', async () => {
    const reads = openPage(`/founders/${erin}`);
    await Promise.all(Object.values(reads));
    expect(await bySdk()).toEqual([null, await fetchFounderRecord(erin), await fetchFounderCampaigns(erin)]);
  });

  it('puts a uid that is not one into the query as text, and finds no campaigns', async () => {
    const odd = 'x"},{"a';
    const reads = openPage(`/founders/${encodeURIComponent(odd)}`);
    expect(await reads[`founder:campaigns:${odd}`]).toEqual([expect.not.objectContaining({ document: expect.anything() })]);
    expect(await fetchFounderCampaigns(odd)).toEqual([]);
  });
});

describe("a member's own document, read early with the token Auth kept", () => {
  const screen = '/create-campaign';
  /** A new account on the Auth emulator: its uid and its ID token. */
  async function signUp() {
    const email = `early-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const response = await fetch(`http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret1', returnSecureToken: true }),
    });
    const { localId, idToken, refreshToken } = (await response.json()) as { localId: string; idToken: string; refreshToken: string };
    return { uid: localId, email, token: idToken, refreshToken };
  }
  const profile = { email: '', role: 'entrepreneur', fullName: 'Erin Early', phoneNumber: '', photoURL: '', profileCompleted: true };

  /** Runs the script at `path` in a browser that kept `user` as Auth keeps it (IndexedDB), with the session flag set or not. */
  function openWithKept(path: string, user: Record<string, unknown> | undefined, flagged = true) {
    const request = (result: unknown) => {
      const handlers: { onsuccess?: () => void; result?: unknown } = { result };
      queueMicrotask(() => handlers.onsuccess?.());
      return handlers;
    };
    const store = {
      get: (key: string) => request(key === authStorage.key('demo-api-key') && user ? { fbase_key: key, value: user } : undefined),
    };
    const database = { transaction: () => ({ objectStore: () => store }), close: () => {} };
    Object.assign(globalThis, {
      localStorage: { getItem: (key: string) => (key === SESSION_FLAG && flagged ? '1' : null) },
      indexedDB: { open: () => request(database) },
    });
    return openPage(path, '', {
      ...scriptPaths,
      browse: [],
      session: [paths.createCampaign.path, paths.postUpdate.path, paths.payment.path, paths.adminDashboard.path],
      oneProject: earlyReadPaths.oneProject,
    });
  }
  const kept = (uid: string, email: string, token: string, expiresIn = 3_600_000, refreshToken = 'not-a-refresh-token') => ({
    uid,
    email,
    emailVerified: false,
    displayName: null,
    stsTokenManager: { accessToken: token, refreshToken, expirationTime: Date.now() + expiresIn },
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
    delete (globalThis as { indexedDB?: unknown }).indexedDB;
  });

  it("reads the member's document as that member, and the app takes it as the SDK would read it", async () => {
    const { uid, email, token } = await signUp();
    const createdAt = Timestamp.fromMillis(Date.UTC(2026, 10, 1));
    await seed({ [`users/${uid}`]: { ...profile, email, createdAt } });
    openWithKept(`/post-update/some-project`, kept(uid, email, token));
    const early = await takeEarlySession();
    expect(early?.user).toEqual({ uid, email, emailVerified: false, displayName: null });
    expect(readUserProfile(uid, early!.profile.data)).toEqual(readUserProfile(uid, { ...profile, email, createdAt }));
    expect(await takeEarlySession()).toBeNull(); // taken once
  });

  it("is refused another member's document, and then shows nothing early", async () => {
    const { uid, email, token } = await signUp();
    await seed({ [`users/${uid}`]: { ...profile, email }, [`users/someone-else`]: { ...profile, email: 'else@example.com' } });
    const reads = openWithKept(screen, { ...kept(uid, email, token), uid: 'someone-else' });
    expect(await reads.session).toBeNull();
    expect(await takeEarlySession()).toBeNull();
  });

  it('reads with a fresh token for the kept refresh token when the kept one is about to expire, and not for another user', async () => {
    const { uid, email, token, refreshToken } = await signUp();
    await seed({ [`users/${uid}`]: { ...profile, email }, 'users/someone-else': { ...profile, email: 'else@example.com' } });
    const fresh = await openWithKept(screen, kept(uid, email, token, 60_000, refreshToken)).session;
    expect(fresh).toMatchObject({ user: { uid }, profile: { name: expect.stringContaining(`/users/${uid}`) } });
    // The refresh token answers for its own user only: a kept user it is not is read as none.
    expect(await openWithKept(screen, { ...kept(uid, email, token, 60_000, refreshToken), uid: 'someone-else' }).session).toBeNull();
  });

  it('reads nothing with an old token and no refresh Auth honours, without the flag, for a member without a document, or on another screen', async () => {
    const { uid, email, token } = await signUp();
    expect(await openWithKept(screen, kept(uid, email, token, 60_000)).session).toBeNull(); // left to Auth
    expect(await openWithKept(screen, kept(uid, email, token)).session).toBeNull(); // no users/{uid} yet: Auth and the login page decide
    await seed({ [`users/${uid}`]: { ...profile, email } });
    expect(await openWithKept(screen, kept(uid, email, token)).session).not.toBeNull();
    expect(Object.keys(openWithKept(screen, kept(uid, email, token), false))).toEqual([]);
    expect(Object.keys(openWithKept('/investor/dashboard', kept(uid, email, token)))).toEqual([]);
    expect(await openWithKept(screen, undefined).session).toBeNull(); // nobody kept
  });

  /** An ID token as the Firestore emulator takes it (unsigned), for an account the test names. */
  const unsignedToken = (uid: string, email: string) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: 'https://securetoken.google.com/demo-startupfund', aud: 'demo-startupfund', sub: uid, user_id: uid };
    const token = {
      ...claims,
      email,
      email_verified: true,
      iat: now,
      exp: now + 3600,
      auth_time: now,
      firebase: { sign_in_provider: 'password' },
    };
    return `${part({ alg: 'none', typ: 'JWT' })}.${part(token)}.`;
  };

  it("gives the admin's Pending Projects the first page the admin reads, newest first; anyone else's token is refused it", async () => {
    const { uid, email } = actors.admin;
    const reads = openWithKept(paths.adminDashboard.href(), kept(uid, email, unsignedToken(uid, email)));
    expect(Object.keys(reads).sort()).toEqual(['pending', 'session']);
    const early = await fetchProjectPage(defaultFilter('pending'), null); // the app's SDK here is signed out: only the early page can answer
    const byAdmin = await getDocs(
      query(collection(dbForAccount(actors.admin), 'projectCards'), where('status', '==', 'pending'), orderBy('createdAt', 'desc')),
    );
    expect(early.projects.map((card) => card.id)).toEqual(['pending1', 'pending0']);
    expect(early.projects).toEqual(byAdmin.docs.map((card) => readSummary(card.id, card.data())));
    expect(early.cursor).toBeNull();

    const erin = actors.entrepreneur;
    expect(
      await openWithKept(paths.adminDashboard.href(), kept(erin.uid, erin.email, unsignedToken(erin.uid, erin.email))).pending,
    ).toBeNull();
  });

  it('gives Post Update and the invest page their project with its shards as the SDK reads them, each taken once', async () => {
    const { uid, email } = actors.investor;
    await seed({
      'projects/live0': project(0, { ...approved, endsAt: Timestamp.fromMillis(Date.now() + DAY), raised: 700, backerCount: 2 }),
    });
    // The SDK here is signed out: it may read the approved project, not its shards (the early read, signed in, adds their totals).
    const bySdk = await fetchProject('live0');
    expect(bySdk).toMatchObject({ id: 'live0', raised: 700, tookMoney: false });
    const signedIn = {
      ...bySdk,
      tookMoney: true,
      holdsMoney: true,
      fundedRatio: 700 / bySdk!.goal,
      fundingByDay: expect.any(Object),
      moneyMark: expect.stringMatching(/^\d+:/),
    };
    const reads = openWithKept(paths.payment.href('live0'), kept(uid, email, unsignedToken(uid, email)));
    expect(Object.keys(reads).sort()).toEqual(['session', 'session:project:live0', 'session:shards:live0']);
    expect(await fetchProject('live0')).toEqual(signedIn);
    expect(Object.keys(reads)).toEqual(['session']);

    // Update Project Details also waits for the plan (none here: read as missing) and the milestones.
    const onPostUpdate = openWithKept(paths.postUpdate.href('live0'), kept(uid, email, unsignedToken(uid, email)));
    const names = ['milestones', 'plan', 'project', 'shards'].map((read) => `session:${read}:live0`);
    expect(Object.keys(onPostUpdate).sort()).toEqual(['session', ...names]);
    expect([await fetchProject('live0'), await fetchPlan('live0'), await fetchMilestones('live0')]).toEqual([signedIn, [], []]);
    expect(Object.keys(onPostUpdate)).toEqual(['session']);
  });

  it("gives Update Project Details its project's plan and milestones as the SDK reads them", async () => {
    const { uid, email } = actors.entrepreneur;
    const due = Timestamp.fromMillis(Date.UTC(2027, 0, 15));
    await seed({
      'projects/live0/useOfFunds/plan': {
        lines: [
          { label: 'Hiring', amount: 30000 },
          { label: 'Hardware', amount: 20000 },
        ],
        total: 50000,
      },
      'projects/live0/milestones/0': { title: 'Pilot with 3 schools', due, deliveredAt: null, originalDue: due },
    });
    const bySdk = [await fetchPlan('live0'), await fetchMilestones('live0')];
    expect(bySdk[0]).toHaveLength(2);
    openWithKept(paths.postUpdate.href('live0'), kept(uid, email, unsignedToken(uid, email)));
    expect([await fetchPlan('live0'), await fetchMilestones('live0')]).toEqual(bySdk);
  });
});
