import { createHash } from 'node:crypto';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Bytes,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { PICTURE_SIZES, type PictureSize } from '@shared/pictures/picture-limits';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import {
  actorProfiles,
  actors,
  createProjectAs,
  dbAs,
  deleteWithTombstone,
  sampleContent,
  readAsBackend,
  seed,
  setupRulesEnv,
  storedMarker,
  storedProject,
  updateProjectIn,
  type Actor,
  appId,
} from './rules-env';

setupRulesEnv();

const when = new Date(Date.UTC(2026, 9, 2));
const bytesOf = (length: number) => Bytes.fromUint8Array(new Uint8Array(length));
const picture = (size: PictureSize, overrides: Record<string, unknown> = {}, projectId = 'live') => ({
  bytes: bytesOf(1000),
  contentType: 'image/webp',
  width: PICTURE_SIZES[size].maxSide,
  height: Math.round(PICTURE_SIZES[size].maxSide * 0.75),
  projectId,
  size,
  updatedAt: serverTimestamp(),
  ...overrides,
});
const stored = (size: PictureSize, projectId: string) => ({ ...picture(size, {}, projectId), updatedAt: when });
const put = (actor: Actor, size: string, data: Record<string, unknown>, projectId = 'live') =>
  setDoc(doc(dbAs(actor), `projects/${projectId}/pictures/${size}`), data);

beforeEach(() =>
  seed({
    ...actorProfiles(),
    'projects/live': storedProject({ raised: 250, lastInvestmentId: 'inv-1' }),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
    'projects/returned': storedProject({ approved: false, status: 'changes_requested', reviewNote: 'Add numbers', reviewCount: 1 }),
    'projects/closed': storedProject({ approved: false, status: 'closed', closedAt: when, raised: 250, lastInvestmentId: 'inv-2' }),
    'projects/closed/investors/ivy': storedMarker('ivy', 'inv-2'),
    'projects/others': storedProject({ creatorId: 'sam' }),
    'projects/live/pictures/card': stored('card', 'live'),
    'projects/live/pictures/page': stored('page', 'live'),
    'projects/draft/pictures/card': stored('card', 'draft'),
    'projects/closed/pictures/card': stored('card', 'closed'),
  }),
);

describe('pictures: write', () => {
  // At and over the byte limits: byte-limits.rules.test.ts.
  it.each(['card', 'page'] as const)('lets the creator store the %s size at its largest sides', async (size) => {
    const { maxSide } = PICTURE_SIZES[size];
    await assertSucceeds(put('entrepreneur', size, picture(size, { width: maxSide, height: maxSide })));
  });

  it.each(['draft', 'returned'])('lets the creator store one on a %s project', async (projectId) => {
    await assertSucceeds(put('entrepreneur', 'card', picture('card', {}, projectId), projectId));
  });

  it('lets the creator store a JPEG', async () => {
    await assertSucceeds(put('entrepreneur', 'page', picture('page', { contentType: 'image/jpeg' })));
  });

  it.each(['other', 'investor', 'admin', 'fakeAdmin', 'guest'] as Actor[])('denies %s', async (actor) => {
    await assertFails(put(actor, 'card', picture('card')));
  });

  it.each([
    ['a PNG', { contentType: 'image/png' }],
    ['an SVG', { contentType: 'image/svg+xml' }],
    ['bytes as a string', { bytes: 'x'.repeat(100) }],
    [`a card wider than ${PICTURE_SIZES.card.maxSide} px`, { width: PICTURE_SIZES.card.maxSide + 1 }],
    [`a card taller than ${PICTURE_SIZES.card.maxSide} px`, { height: PICTURE_SIZES.card.maxSide + 1 }],
    ['a zero width', { width: 0 }],
    ['a fractional height', { height: 100.5 }],
    ['another project’s id', { projectId: 'draft' }],
    ['the page size id inside', { size: 'page' }],
    ['a client-chosen time', { updatedAt: when }],
    ['an unknown field', { caption: 'Roof' }],
  ])('denies %s', async (_case, overrides) => {
    await assertFails(put('entrepreneur', 'card', picture('card', overrides)));
  });

  it('denies a missing field', async () => {
    const { width: _width, ...rest } = picture('card');
    void _width;
    await assertFails(put('entrepreneur', 'card', rest));
  });

  it(`denies a page wider than ${PICTURE_SIZES.page.maxSide} px`, async () => {
    await assertFails(put('entrepreneur', 'page', picture('page', { width: PICTURE_SIZES.page.maxSide + 1 })));
  });

  it('denies a size id other than card or page', async () => {
    await assertFails(put('entrepreneur', 'thumb', picture('card', { size: 'thumb' })));
  });

  it('denies the creator writing under another project’s path', async () => {
    await assertFails(put('entrepreneur', 'card', picture('card', {}, 'others'), 'others'));
  });

  it('denies the creator on a closed project', async () => {
    await assertFails(put('entrepreneur', 'card', picture('card', {}, 'closed'), 'closed'));
  });
});

describe('pictures: delete', () => {
  it('lets the creator remove one while the project is open, nobody else', async () => {
    await assertFails(deleteDoc(doc(dbAs('other'), 'projects/live/pictures/card')));
    await assertFails(deleteDoc(doc(dbAs('admin'), 'projects/live/pictures/card')));
    await assertSucceeds(deleteDoc(doc(dbAs('entrepreneur'), 'projects/live/pictures/card')));
  });

  it('denies the creator removing one of a closed project', async () => {
    await assertFails(deleteDoc(doc(dbAs('entrepreneur'), 'projects/closed/pictures/card')));
  });

  // The admin's Delete removes them with the project, on the server (functions/src/admin).
  it('denies the admin removing them, also in the batch that deleted a project without money', async () => {
    await assertFails(
      deleteWithTombstone(dbAs('admin'), 'draft', { alsoDelete: ['projects/draft/pictures/card', 'projects/draft/pictures/page'] }),
    );
    expect(await readAsBackend('projects/draft/pictures/card')).toBeDefined();
  });
});

describe('pictures: read', () => {
  it.each([
    ['an approved project', 'live', ['guest', 'investor', 'other', 'entrepreneur', 'admin']],
    ['a pending project', 'draft', ['entrepreneur', 'admin']],
    ['a closed project', 'closed', ['investor', 'entrepreneur', 'admin']],
  ] as Array<[string, string, Actor[]]>)(
    'reads the picture of %s only as those who read the project',
    async (_case, projectId, allowed) => {
      for (const actor of ['guest', 'investor', 'other', 'entrepreneur', 'admin'] as Actor[]) {
        const attempt = getDoc(doc(dbAs(actor), `projects/${projectId}/pictures/card`));
        await (allowed.includes(actor) ? assertSucceeds(attempt) : assertFails(attempt));
      }
    },
  );

  const cardsOf = (actor: Actor, ids: string[]) =>
    getDocs(query(collectionGroup(dbAs(actor), 'pictures'), where('size', '==', 'card'), where('projectId', 'in', ids)));

  // The screens show pictures from their addresses: no one lists them, not even those who may read each.
  it('denies a list of card pictures, even of projects the reader may read', async () => {
    await assertFails(cardsOf('guest', ['live']));
    await assertFails(cardsOf('entrepreneur', ['live', 'draft', 'closed']));
    await assertFails(cardsOf('admin', ['live']));
  });

  it('denies a list without the project ids', async () => {
    await assertFails(getDocs(query(collectionGroup(dbAs('guest'), 'pictures'), where('size', '==', 'card'))));
  });
});

describe('the project’s pictureVersion', () => {
  // A running campaign (one that holds money too: the server records the change in its Edit history).
  beforeEach(() => seed({ 'projects/open': storedProject() }));
  /** The creator's upload as the app sends it: both versions, and the project and card showing them. */
  // Each size's bytes differ, so a hash names one of them only.
  const bytesOfSize = { card: new Uint8Array(1000).fill(1), page: new Uint8Array(1000).fill(2) };
  const hashOf = (size: PictureSize) => createHash('sha256').update(bytesOfSize[size]).digest('hex');
  const rightHashes = { card: hashOf('card'), page: hashOf('page') };
  const ABSENT = Symbol('no pictureHashes field');
  const upload = (
    actor: Actor,
    projectId: string,
    version: unknown,
    sizes: PictureSize[] = ['card', 'page'],
    pictureHashes: unknown = rightHashes,
  ) => {
    const db = dbAs(actor);
    const batch = writeBatch(db);
    for (const size of sizes)
      batch.set(
        doc(db, `projects/${projectId}/pictures/${size}`),
        picture(size, { bytes: Bytes.fromUint8Array(bytesOfSize[size]) }, projectId),
      );
    updateProjectIn(batch, db, projectId, { pictureVersion: version, ...(pictureHashes === ABSENT ? {} : { pictureHashes }) });
    return batch.commit();
  };
  const removal = (actor: Actor, projectId: string, sizes: PictureSize[] = ['card', 'page'], pictureHashes: unknown = null) => {
    const db = dbAs(actor);
    const batch = writeBatch(db);
    for (const size of sizes) batch.delete(doc(db, `projects/${projectId}/pictures/${size}`));
    updateProjectIn(batch, db, projectId, { pictureVersion: null, pictureHashes });
    return batch.commit();
  };

  it('lets the creator show the pictures uploaded in the same batch as the next version', async () => {
    await assertSucceeds(upload('entrepreneur', 'open', 1));
    await assertSucceeds(upload('entrepreneur', 'open', 2));
    expect(await readAsBackend('projects/open')).toMatchObject({ pictureVersion: 2, pictureHashes: rightHashes });
    // Also while the campaign holds money.
    await assertSucceeds(upload('entrepreneur', 'live', 1));
  });

  it.each([
    ['skipping a version', 'entrepreneur', 'open', 3, undefined],
    ['as a string', 'entrepreneur', 'open', '1', undefined],
    ['without uploading the page size', 'entrepreneur', 'open', 1, ['card']],
    ['without uploading anything', 'entrepreneur', 'open', 1, []],
    ['as another member', 'other', 'open', 1, undefined],
    ['as the admin', 'admin', 'open', 1, undefined],
    ['on a closed project', 'entrepreneur', 'closed', 1, undefined],
  ] as Array<[string, Actor, string, unknown, PictureSize[] | undefined]>)(
    'denies it %s',
    async (_case, actor, projectId, version, sizes) => {
      await assertFails(upload(actor, projectId, version, sizes));
    },
  );

  it.each([
    ['without the hashes', ABSENT],
    ['with none', null],
    ['with the sizes’ hashes swapped', { card: hashOf('page'), page: hashOf('card') }],
    ['with a hash in capitals', { ...rightHashes, card: rightHashes.card.toUpperCase() }],
    ['with a hash cut short', { ...rightHashes, page: rightHashes.page.slice(0, 32) }],
    ['with a size the app does not store', { ...rightHashes, huge: rightHashes.card }],
  ])('denies the next version %s', async (_case, pictureHashes) => {
    await assertFails(upload('entrepreneur', 'open', 1, ['card', 'page'], pictureHashes));
  });

  it('lets the creator show none once both pictures are removed in the same batch, not before', async () => {
    await assertSucceeds(upload('entrepreneur', 'open', 1));
    await assertFails(removal('entrepreneur', 'open', ['card']));
    // Showing none names no picture.
    await assertFails(removal('entrepreneur', 'open', ['card', 'page'], rightHashes));
    await assertSucceeds(removal('entrepreneur', 'open'));
    expect(await readAsBackend('projects/open')).toMatchObject({ pictureVersion: null, pictureHashes: null });
  });

  it('denies a new project that claims a picture', async () => {
    const db = dbAs('entrepreneur');
    const fields = { ...newProjectFields(sampleContent, actors.entrepreneur), createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
    await assertFails(createProjectAs(db, appId('new'), { ...fields, pictureVersion: 1 }));
    await assertFails(createProjectAs(db, appId('new'), { ...fields, pictureHashes: { card: 'c'.repeat(64), page: 'e'.repeat(64) } }));
    await assertSucceeds(createProjectAs(db, appId('new'), fields));
  });
});
