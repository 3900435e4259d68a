// Pictures at and just over their byte limits, a project's (card, page) and a member's profile picture.
// Their other limits are proven in pictures.rules.test.ts and profile-pictures.rules.test.ts. They add
// about 44 MB to the suite's coverage report, which keeps every value an expression saw.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Bytes, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { PICTURE_SIZES, type PictureSize } from '@shared/pictures/picture-limits';
import { PROFILE_PICTURE } from '@shared/pictures/profile-picture-limits';
import { saveProfilePicture } from '../../src/features/users/api/profile-pictures';
import { appFirestoreAs } from './app-client';
import { actorProfiles, actors, dbAs, seed, setupRulesEnv, storedProject, type Actor } from './rules-env';

setupRulesEnv();

const bytesOf = (length: number) => Bytes.fromUint8Array(new Uint8Array(length));
const everyone: Actor[] = ['guest', 'noDoc', 'investor', 'other', 'entrepreneur', 'admin', 'fakeAdmin', 'unverified'];

beforeEach(() => seed({ ...actorProfiles(), 'projects/live': storedProject({ raised: 250, lastInvestmentId: 'inv-1' }) }));

describe("a project's pictures", () => {
  const picture = (size: PictureSize, bytes: number) => ({
    bytes: bytesOf(bytes),
    contentType: 'image/webp',
    width: PICTURE_SIZES[size].maxSide,
    height: PICTURE_SIZES[size].maxSide,
    projectId: 'live',
    size,
    updatedAt: serverTimestamp(),
  });
  const put = (actor: Actor, size: PictureSize, bytes: number) =>
    setDoc(doc(dbAs(actor), `projects/live/pictures/${size}`), picture(size, bytes));

  it.each(['card', 'page'] as const)('lets the creator store the %s size at its byte limit, and nobody one byte over', async (size) => {
    const { maxBytes } = PICTURE_SIZES[size];
    await assertSucceeds(put('entrepreneur', size, maxBytes));
    for (const actor of everyone) await assertFails(put(actor, size, maxBytes + 1));
  });
});

describe('a profile picture', () => {
  const side = PROFILE_PICTURE.maxSide;
  const put = (actor: Exclude<Actor, 'guest'>, bytes: number) =>
    setDoc(doc(dbAs(actor), 'profilePictures', actors[actor].uid), {
      bytes: bytesOf(bytes),
      contentType: 'image/webp',
      width: side,
      height: side,
      updatedAt: serverTimestamp(),
    });

  it(`is stored at ${PROFILE_PICTURE.maxBytes} bytes, and refused one byte over, for anyone and through the app`, async () => {
    await assertSucceeds(put('investor', PROFILE_PICTURE.maxBytes));
    for (const actor of everyone.filter((a): a is Exclude<Actor, 'guest'> => a !== 'guest'))
      await assertFails(put(actor, PROFILE_PICTURE.maxBytes + 1));
    const over = {
      blob: new Blob([new Uint8Array(PROFILE_PICTURE.maxBytes + 1)], { type: 'image/webp' }),
      contentType: 'image/webp' as const,
      width: side,
      height: side,
    };
    await assertFails(saveProfilePicture('ivy', { square: over }, appFirestoreAs(actors.investor)));
  });
});
