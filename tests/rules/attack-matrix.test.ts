import { createHash } from 'node:crypto';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Bytes,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { PROFILE_PICTURE } from '@shared/pictures/profile-picture-limits';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import { dayNumber } from '../../shared/money/shards';
import {
  type Actor,
  actors,
  appId,
  asBackend,
  autoId,
  approveAs,
  closeAs,
  extendAs,
  readAsBackend,
  removeQuestionAs,
  removeUpdateAs,
  sendBackAs,
  createProjectAs,
  dbAs,
  deleteWithTombstone,
  sampleContent,
  seed,
  setupRulesEnv,
  storedProject,
  updateProjectAs,
  monthOf,
  moveLedger,
  moveMarker,
  moveShardOf,
  storedMarker,
  syncAs,
  updateProjectIn,
  sharedWorld,
  risksAcknowledged,
  RISKS_VERSION,
} from './rules-env';
import { askerKeyOf } from '../../src/testing/asker-keys';
import { deliverSlot, naming, planSlot, postponeSlot, removeSlot } from './founder-record-moves';

// Every actor tries every operation on every collection; each is allowed only where the product needs it.
setupRulesEnv({ clearEachTest: false });

type Who = { uid: string; email: string };
const TERMS = { instrument: 'safe', minimumInvestment: 500, valuationCap: 5_000_000, discountPercent: 20 };
type Operation = [name: string, run: (db: Firestore, who: Who) => Promise<unknown>, allowed: Actor[]];

const signedIn: Actor[] = ['noDoc', 'investor', 'other', 'entrepreneur', 'admin', 'fakeAdmin', 'unverified'];
// Creating a campaign and investing need a verified address (the unverified admin address too), and a
// campaign names its founder: only a verified account whose profile has a name creates one.
const namedFounders: Actor[] = ['investor', 'other', 'entrepreneur'];
const everyone: Actor[] = ['guest', ...signedIn];
const when = new Date(Date.UTC(2026, 9, 1));
const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
let liveEndsAt: Date;
// Ids of the app's form: a new project's (UUIDs), a question's or update's (auto-ids).
const NEW = appId('new');
const GONE = appId('gone');
/** An id of 1,400 characters: Firestore takes it, but an id built from it (a removal's audit entry) would not fit. */
const LONG = 'x'.repeat(1400);

const operations: Operation[] = [
  ['get a user document', (db) => getDoc(doc(db, 'users/ivy')), ['investor']],
  ['list users', (db) => getDocs(collection(db, 'users')), []],
  [
    'create one’s own user document',
    (db, who) => setDoc(doc(db, 'users', who.uid), { email: who.email, role: 'investor', fullName: 'X', createdAt: serverTimestamp() }),
    ['noDoc', 'admin', 'unverified'],
  ],
  ['update a user document', (db) => updateDoc(doc(db, 'users/ivy'), { fullName: 'Changed' }), ['investor']],
  ['update a user document with an unsafe photo address', (db) => updateDoc(doc(db, 'users/ivy'), { photoURL: 'javascript:alert(1)' }), []],
  // Delete my account: only the member deletes their own documents, and never the admin account.
  ['delete a user document', (db) => deleteDoc(doc(db, 'users/ivy')), ['investor']],
  ['delete the admin’s user document', (db) => deleteDoc(doc(db, 'users/boss')), []],
  // Before you invest: a member acknowledges the current version of the risks on their own profile, at the server's time.
  [
    'acknowledge the risks on one’s own profile',
    (db, who) => updateDoc(doc(db, 'users', who.uid), acknowledgement()),
    ['investor', 'other', 'entrepreneur', 'fakeAdmin'],
  ],
  [
    'create one’s user document with the risks acknowledged',
    (db, who) =>
      setDoc(doc(db, 'users', who.uid), {
        email: who.email,
        role: 'investor',
        fullName: 'X',
        createdAt: serverTimestamp(),
        ...acknowledgement(),
      }),
    ['noDoc', 'admin', 'unverified'],
  ],
  ['acknowledge the risks on Erin’s profile', (db) => updateDoc(doc(db, 'users/erin'), acknowledgement()), ['entrepreneur']],
  [
    'acknowledge an older version of the risks',
    (db, who) => updateDoc(doc(db, 'users', who.uid), acknowledgement({ risksVersion: RISKS_VERSION - 1 })),
    [],
  ],
  [
    'acknowledge a version of the risks not yet written',
    (db, who) => updateDoc(doc(db, 'users', who.uid), acknowledgement({ risksVersion: RISKS_VERSION + 1 })),
    [],
  ],
  [
    'acknowledge the risks at a date of one’s choosing',
    (db, who) => updateDoc(doc(db, 'users', who.uid), acknowledgement({ risksAcknowledgedAt: when })),
    [],
  ],
  // Settings: the public copy of a member's name and bio (profiles/{uid}), and the phone's form.
  ['get a public profile', (db) => getDoc(doc(db, 'profiles/ivy')), everyone],
  ['list public profiles', (db) => getDocs(collection(db, 'profiles')), []],
  [
    'save Ivy’s bio with its public copy',
    (db) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'users/ivy'), { bio: 'Backs clean energy.' });
      batch.set(doc(db, 'profiles/ivy'), { displayName: 'Ivy', bio: 'Backs clean energy.', joinedAt: when });
      return batch.commit();
    },
    ['investor'],
  ],
  [
    'write Ivy’s public copy under a name her profile does not have',
    (db) => setDoc(doc(db, 'profiles/ivy'), { displayName: 'Ivy Renamed', bio: '', joinedAt: when }),
    [],
  ],
  ['delete a public profile', (db) => deleteDoc(doc(db, 'profiles/ivy')), ['investor']],
  [
    'set Ivy’s profile picture with her public copy naming it by its hash',
    (db) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'profilePictures/ivy'), newProfilePicture());
      const hash = createHash('sha256').update(new Uint8Array(100)).digest('hex');
      batch.set(doc(db, 'profiles/ivy'), { displayName: 'Ivy', bio: '', joinedAt: when, pictureHash: hash });
      return batch.commit();
    },
    ['investor'],
  ],
  [
    'name a picture on Ivy’s public copy that is not stored beside it',
    (db) => setDoc(doc(db, 'profiles/ivy'), { displayName: 'Ivy', bio: '', joinedAt: when, pictureHash: 'a'.repeat(64) }),
    [],
  ],
  ['store a phone number of letters', (db) => updateDoc(doc(db, 'users/ivy'), { phoneNumber: 'call me maybe' }), []],
  // Settings: a member's profile picture (profilePictures/{uid}), a small square only they write.
  ['get a profile picture', (db) => getDoc(doc(db, 'profilePictures/ivy')), everyone],
  ['list profile pictures', (db) => getDocs(collection(db, 'profilePictures')), []],
  ['set one’s own profile picture', (db, who) => setDoc(doc(db, 'profilePictures', who.uid), newProfilePicture()), signedIn],
  ['set someone else’s profile picture', (db) => setDoc(doc(db, 'profilePictures/ivy'), newProfilePicture()), ['investor']],
  // Over the byte limit, for everyone: byte-limits.rules.test.ts (a project of its own, for rule coverage's sake).
  [
    'set a profile picture that is not square',
    (db, who) => setDoc(doc(db, 'profilePictures', who.uid), newProfilePicture({ height: 200 })),
    [],
  ],
  ['remove someone’s profile picture', (db) => deleteDoc(doc(db, 'profilePictures/ivy')), ['investor']],
  // A project holds no e-mail address (its founder's is in private/founder), so guests read
  // approved ones too: their search reads the projects' search tokens, as a member's does.
  ['get an approved project', (db) => getDoc(doc(db, 'projects/live')), everyone],
  ['get a pending project', (db) => getDoc(doc(db, 'projects/draft')), ['entrepreneur', 'admin']],
  ['list approved projects', (db) => getDocs(query(collection(db, 'projects'), where('approved', '==', true))), everyone],
  ['list projects without the approved filter', (db) => getDocs(collection(db, 'projects')), ['admin']],
  // The founder's address, private to the founder and the admin, never on the project.
  [
    'create a project carrying one’s e-mail (createdBy, lastUpdatedBy)',
    (db, who) => createProjectAs(db, 'new', { ...newProject(who), createdBy: who.email, lastUpdatedBy: who.email }),
    [],
  ],
  [
    'create a project carrying one’s e-mail as createdBy only',
    (db, who) => createProjectAs(db, 'new', { ...newProject(who), createdBy: who.email }),
    [],
  ],
  [
    'create a project without its founder’s address (private/founder)',
    (db, who) => createProjectAs(db, 'new', newProject(who), { founderDoc: null }),
    [],
  ],
  [
    'create a project whose private/founder names another address',
    (db, who) => createProjectAs(db, 'new', newProject(who), { founderDoc: { email: 'someone-else@example.com' } }),
    [],
  ],
  [
    'create a project whose private/founder holds more than the address',
    (db, who) => createProjectAs(db, 'new', newProject(who), { founderDoc: { email: who.email, phoneNumber: '+1 555 0100' } }),
    [],
  ],
  [
    'edit a project, stamping one’s e-mail as lastUpdatedBy',
    (db, who) => updateProjectAs(db, 'live', { title: 'Edited', updatedAt: serverTimestamp(), lastUpdatedBy: who.email }),
    [],
  ],
  [
    'get a project’s founder address (private/founder)',
    (db) => getDoc(doc(db, 'projects/live/private/founder')),
    ['entrepreneur', 'admin'],
  ],
  ['list a project’s private documents', (db) => getDocs(collection(db, 'projects/live/private')), []],
  [
    'write a founder address for a project that exists',
    (db, who) => setDoc(doc(db, 'projects/draft/private/founder'), { email: who.email }),
    [],
  ],
  ['change a project’s founder address', (db, who) => updateDoc(doc(db, 'projects/live/private/founder'), { email: who.email }), []],
  ['remove a project’s founder address', (db) => deleteDoc(doc(db, 'projects/live/private/founder')), []],
  [
    'create a pending project of one’s own',
    (db, who) =>
      createProjectAs(db, NEW, {
        ...newProjectFields(sampleContent, founder(who)),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    namedFounders,
  ],
  [
    'create a 6th project in a day',
    (db, who) =>
      asBackend((backend) =>
        setDoc(doc(backend, 'creatorLimits', who.uid), {
          lastCreatedAt: when,
          windowStart: Timestamp.now(),
          countInWindow: 5,
          lastProjectId: 'p5',
        }),
      ).then(() =>
        createProjectAs(db, 'new', {
          ...newProjectFields(sampleContent, founder(who)),
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      ),
    [],
  ],
  ['read one’s count of new projects', (db) => getDoc(doc(db, 'creatorLimits/erin')), ['entrepreneur']],
  [
    'write a count of new projects without a project',
    (db, who) => setDoc(doc(db, 'creatorLimits', who.uid), ceilingTick('lastCreatedAt', 'lastProjectId', 'live')),
    [],
  ],
  ['reset one’s count of new projects', (db) => deleteDoc(doc(db, 'creatorLimits/erin')), []],
  [
    'create a project under another’s name',
    (db, who) =>
      createProjectAs(db, NEW, {
        ...newProjectFields(sampleContent, { ...who, name: 'Sam' }),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    ['other'],
  ],
  [
    'create a project under a deleted project’s id',
    (db, who) =>
      createProjectAs(db, GONE, {
        ...newProjectFields(sampleContent, founder(who)),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    [],
  ],
  ['edit a project’s content', (db) => updateProjectAs(db, 'draft', { title: 'Edited', updatedAt: serverTimestamp() }), ['entrepreneur']],
  // Deal terms are the founder's until approval; investors rely on them after.
  [
    'set a pending project’s deal terms',
    (db) => updateProjectAs(db, 'draft', { dealTerms: TERMS, updatedAt: serverTimestamp() }),
    ['entrepreneur'],
  ],
  [
    'change an approved campaign’s deal terms',
    (db) => updateProjectAs(db, 'termed', { dealTerms: { ...TERMS, discountPercent: 30 }, updatedAt: serverTimestamp() }),
    [],
  ],
  [
    'remove an approved campaign’s deal terms',
    (db) => updateProjectAs(db, 'termed', { dealTerms: deleteField(), updatedAt: serverTimestamp() }),
    [],
  ],
  ['invest less than the campaign’s minimum', (db, who) => invest(db, who, 'termed'), []],
  // A campaign that holds money keeps each of its founder's edits in its Edit history, which
  // the server writes (functions/src/edits).
  [
    'edit the content of a campaign that holds money',
    (db) => updateProjectAs(db, 'live', { title: 'Edited', updatedAt: serverTimestamp() }),
    ['entrepreneur'],
  ],
  [
    'change the goal of a campaign that holds money',
    (db) => updateProjectAs(db, 'live', { title: 'Edited', goal: 1, updatedAt: serverTimestamp() }),
    [],
  ],
  [
    'write an Edit history entry',
    (db, who) =>
      setDoc(doc(db, 'projects/live/edits/alone'), {
        projectId: 'live',
        creatorId: who.uid,
        fields: ['title'],
        before: { title: sampleContent.title },
        after: { title: 'Edited' },
        editedAt: serverTimestamp(),
      }),
    [],
  ],
  ['read a campaign’s Edit history', (db) => getDocs(collection(db, 'projects/live/edits')), everyone],
  ['change an Edit history entry', (db) => updateDoc(doc(db, 'projects/live/edits/e1'), { before: { title: 'Milder' } }), []],
  ['delete an Edit history entry', (db) => deleteDoc(doc(db, 'projects/live/edits/e1')), []],
  [
    'write a project’s search tokens (the server’s)',
    (db) => updateProjectAs(db, 'live', { searchTokens: ['solar'], updatedAt: serverTimestamp() }),
    [],
  ],
  // The admin's actions are the server's (functions/src/admin), each with its audit entry: the batches the
  // app wrote for them before are refused to every client, the admin included; the bookmark stays the admin's.
  ['approve a project', (db, who) => approveAs(db, 'draft', daysFromNow(30), { who }), []],
  ['extend a campaign once', (db, who) => extendAs(db, 'live', 7, new Date(liveEndsAt.getTime() + 7 * DAY), { who }), []],
  ['bookmark a project', (db) => updateProjectAs(db, 'live', { bookmarked: true }), ['admin']],
  ['send a pending project back with a reason', (db, who) => sendBackAs(db, 'draft', 'Add numbers', { who }), []],
  [
    'send a project back with the reason on the project',
    (db) => updateProjectAs(db, 'draft', { status: 'changes_requested', reviewNote: 'Add numbers', reviewCount: 1 }),
    [],
  ],
  ['get the reason a project was sent back', (db) => getDoc(doc(db, 'projects/returned/private/review')), ['entrepreneur', 'admin']],
  [
    'get the reason an approved project was once sent back',
    (db) => getDoc(doc(db, 'projects/live/private/review')),
    ['entrepreneur', 'admin'],
  ],
  [
    'write a review note without sending the project back',
    (db) => setDoc(doc(db, 'projects/live/private/review'), { note: 'x', reviewCount: 2, sentBackAt: serverTimestamp() }),
    [],
  ],
  ['resubmit a project sent back for changes', (db) => updateProjectAs(db, 'returned', { status: 'pending' }), ['entrepreneur']],
  ['get a project sent back for changes', (db) => getDoc(doc(db, 'projects/returned')), ['entrepreneur', 'admin']],
  ['delete a project that never took money (with its tombstone)', (db, who) => deleteWithTombstone(db, 'draft', { who }), []],
  ['delete a project whose every investment was cancelled', (db, who) => deleteWithTombstone(db, 'refunded', { who }), []],
  ['delete a project without its tombstone', (db) => deleteWithoutTombstone(db, 'draft'), []],
  ['delete a project that took money', (db) => deleteWithTombstone(db, 'live'), []],
  ['write a tombstone for a project that stays', (db) => setDoc(doc(db, 'deletedProjects/draft'), { deletedAt: serverTimestamp() }), []],
  ['close a project that took money', (db, who) => closeAs(db, 'live', { who }), []],
  ['edit a closed project’s content', (db) => updateProjectAs(db, 'closed', { title: 'Edited', updatedAt: serverTimestamp() }), []],
  ['get a closed project', (db) => getDoc(doc(db, 'projects/closed')), ['investor', 'entrepreneur', 'admin']],
  ['invest in a closed project', (db, who) => invest(db, who, 'closed'), []],
  ['extend a closed campaign', (db, who) => extendAs(db, 'closed', 7, new Date(liveEndsAt.getTime() + 7 * DAY), { who }), []],
  ['change the length of a closed campaign', (db) => updateProjectAs(db, 'closed', { durationDays: 45, updatedAt: serverTimestamp() }), []],
  ['get an approved project’s card', (db) => getDoc(doc(db, 'projectCards/live')), everyone],
  ['get a pending project’s card', (db) => getDoc(doc(db, 'projectCards/draft')), ['entrepreneur', 'admin']],
  ['get a closed project’s card', (db) => getDoc(doc(db, 'projectCards/closed')), ['investor', 'entrepreneur', 'admin']],
  ['list approved projects’ cards', (db) => getDocs(query(collection(db, 'projectCards'), where('approved', '==', true))), everyone],
  ['list cards without the approved filter', (db) => getDocs(collection(db, 'projectCards')), ['admin']],
  // A card is the server's copy of its project (functions/src/cards): no client writes one, even one that agrees.
  ['change a card', (db) => updateDoc(doc(db, 'projectCards/live'), { raised: 1_000_000 }), []],
  [
    'rewrite a card with what it already holds',
    async (db) => setDoc(doc(db, 'projectCards/draft'), (await readAsBackend('projectCards/draft')) ?? {}),
    [],
  ],
  ['edit a project’s title with its card’s beside it', (db) => editWithCard(db, { title: 'Edited' }), []],
  ['delete a card, keeping its project', (db) => deleteDoc(doc(db, 'projectCards/draft')), []],
  ['save a closed project', (db, who) => setDoc(doc(db, 'users', who.uid, 'saved', 'closed'), { savedAt: serverTimestamp() }), []],
  ['get an investment', (db) => getDoc(doc(db, 'investments/inv-ivy')), ['investor', 'entrepreneur', 'admin']],
  ['get an investment made while someone else created the project', (db) => getDoc(doc(db, 'investments/inv-before')), ['other', 'admin']],
  ['list all investments', (db) => getDocs(collection(db, 'investments')), ['admin']],
  // Money is the functions' alone (decision 0080): even a perfect client batch of an investment is refused.
  ['invest in an approved project with a client batch', (db, who) => invest(db, who), []],
  [
    'invest with a client batch, copying the project’s terms (none)',
    (db, who) => invest(db, who, 'live', {}, undefined, 0, appId('new-inv'), { dealTerms: null }),
    [],
  ],
  [
    'invest, claiming terms the project does not state',
    (db, who) => invest(db, who, 'live', {}, undefined, 0, appId('new-inv'), { dealTerms: TERMS }),
    [],
  ],
  ['update an investment', (db) => updateDoc(doc(db, 'investments/inv-ivy'), { amount: 1 }), []],
  // Delete my account: the investor's name and address come off money that is no longer live.
  [
    'rename a cancelled investment “Former member”, its address emptied',
    (db) => updateDoc(doc(db, 'investments/inv-ivy-gone'), { investorName: 'Former member', investorEmail: '' }),
    ['investor'],
  ],
  [
    'rename an Active investment of a running campaign “Former member”',
    (db) => updateDoc(doc(db, 'investments/inv-ivy'), { investorName: 'Former member', investorEmail: '' }),
    [],
  ],
  [
    'rename a cancelled investment anything but “Former member”',
    (db) => updateDoc(doc(db, 'investments/inv-ivy-gone'), { investorName: 'Renamed', investorEmail: '' }),
    [],
  ],
  [
    'rename a receipt “Former member” while its investment names its investor',
    (db) => updateDoc(doc(db, 'projects/live/backers/inv-ivy'), { name: 'Former member' }),
    [],
  ],
  ['cancel an investment with a client batch (48 h or more before the deadline)', (db) => cancel(db), []],
  ['cancel an investment, lowering another day’s total than the day it was made', (db) => cancel(db, new Date()), []],
  // Backers are people: an investor is counted once however many investments they hold.
  ['invest, counting the investor as one backer more than they are', (db, who) => invest(db, who, 'live', {}, undefined, 1), []],
  ['invest, counting the investor as one backer less than they are', (db, who) => invest(db, who, 'live', {}, undefined, -1), []],
  ['cancel one’s last investment in a project, staying counted as a backer', (db) => cancel(db, when, 0), []],
  [
    'change a shard’s daily totals (Funding over time) without investing',
    (db) =>
      setDoc(
        doc(db, 'projects/live/shards/0'),
        { raised: 1000, backerCount: 1, days: { [String(dayNumber(new Date()))]: 1000 }, lastInvestmentId: 'inv-ivy' },
        { merge: true },
      ),
    [],
  ],
  [
    'raise a project’s raised without investing (the old shape: the project, no shard)',
    (db) =>
      updateProjectAs(db, 'live', { raised: increment(100), backerCount: increment(1), fundedRatio: increment(100 / sampleContent.goal) }),
    [],
  ],
  ['invest, counting in a shard other than the one its id names', (db, who) => invest(db, who, 'live', {}, '0'), []],
  ['read an approved project’s counter shards', (db) => getDocs(collection(db, 'projects/live/shards')), signedIn],
  ['read a pending project’s counter shards', (db) => getDocs(collection(db, 'projects/draft/shards')), ['entrepreneur', 'admin']],
  // The copy a backer behind the shards, as after an investment nobody has synced yet.
  // The lists' copy of Raised is the server's (functions/src/counters/raised-copy.ts); no client writes it.
  ['sync a project’s raised from its shards', (db) => staleCopy().then(() => syncAs(db, 'live', 255, 2)), []],
  ['sync a project’s raised that already is its shards’ sum', (db) => syncAs(db, 'live', 255, 2), []],
  ['sync a project’s raised with a sum that is not its shards’', (db) => syncAs(db, 'live', 1_000_000, 2), []],
  ['sync a project that never took money (no shard)', (db) => syncAs(db, 'draft', 0, 0, { shards: ['0'] }), []],
  ['sync a project’s raised naming a shard that does not exist', (db) => syncAs(db, 'live', 255, 2, { shards: ['0', '3'] }), []],
  ['delete a counter shard', (db) => deleteDoc(doc(db, 'projects/live/shards/3')), []],
  ['delete an investment', (db) => deleteDoc(doc(db, 'investments/inv-ivy')), []],
  ['list a project’s recent investors', (db) => getDocs(collection(db, 'projects/live/backers')), signedIn],
  ['list a pending project’s recent investors', (db) => getDocs(collection(db, 'projects/draft/backers')), ['entrepreneur', 'admin']],
  [
    'write an investor marker without investing',
    (db, who) => setDoc(doc(db, 'projects/live/investors', who.uid), { lastInvestmentId: 'inv-ivy' }),
    [],
  ],
  [
    'write a receipt without an investment',
    (db, who) => setDoc(doc(db, 'projects/live/backers/fake'), { name: names[who.uid] ?? 'X', amount: 5, createdAt: serverTimestamp() }),
    [],
  ],
  ['invest with an e-mail on the public receipt', (db, who) => invest(db, who, 'live', { email: who.email }), []],
  ['invest under another person’s name', (db, who) => invest(db, who, 'live', { name: 'Erin' }), []],
  ['list a project’s updates', (db) => getDocs(collection(db, 'projects/live/updates')), everyone],
  ['post an update', (db, who) => postUpdate(db, who, 'live', autoId('new')), ['entrepreneur']],
  [
    'post a second update within a minute',
    (db, who) => postUpdate(db, who, 'live', autoId('first')).then(() => postUpdate(db, who, 'live', autoId('second'))),
    [],
  ],
  ['post an update without its count of updates', (db, who) => postUpdate(db, who, 'live', autoId('new'), false), []],
  // Its lastPostedAt is the page's Last update N days ago, for whoever may read the project.
  ['read the founder’s count of updates on a project', (db) => getDoc(doc(db, 'projects/live/posters/erin')), everyone],
  [
    'read the founder’s count of updates on a pending project',
    (db) => getDoc(doc(db, 'projects/draft/posters/erin')),
    ['entrepreneur', 'admin'],
  ],
  ['read another member’s count of updates on a project', (db) => getDoc(doc(db, 'projects/live/posters/sam')), ['other']],
  [
    'write a count of updates without an update',
    (db, who) => setDoc(doc(db, 'projects/live/posters', who.uid), ceilingTick('lastPostedAt', 'lastUpdateId', 'u1')),
    [],
  ],
  ['reset one’s count of updates', (db) => deleteDoc(doc(db, 'projects/live/posters/erin')), []],
  [
    'edit an update',
    (db) => updateDoc(doc(db, 'projects/live/updates/u1'), { body: 'Edited', updatedAt: serverTimestamp() }),
    ['entrepreneur'],
  ],
  // The creator deletes their own; the admin's removal, with its audit entry, is the server's.
  ['delete an update', (db) => deleteDoc(doc(db, 'projects/live/updates/u1')), ['entrepreneur']],
  ['remove an update with its audit entry', (db, who) => removeUpdateAs(db, 'live', 'u1', { who }), []],
  [
    'list updates of followed projects',
    (db) => getDocs(query(collectionGroup(db, 'updates'), where('projectId', 'in', ['live']))),
    ['investor'],
  ],
  // sam saved it before it was closed, ivy backed it: only the investor still reads it, on its page; the
  // query across projects takes approved projects only (one look-up each).
  [
    'list updates of a followed project since closed',
    (db) => getDocs(query(collectionGroup(db, 'updates'), where('projectId', 'in', ['closed']))),
    [],
  ],
  ['list a closed project’s updates', (db) => getDocs(collection(db, 'projects/closed/updates')), ['investor', 'entrepreneur', 'admin']],
  // The admin follows it: they and its creator read its updates on its page only.
  [
    'list updates of a followed project since sent back for changes',
    (db) => getDocs(query(collectionGroup(db, 'updates'), where('projectId', 'in', ['returned']))),
    [],
  ],
  ['list a sent-back project’s updates', (db) => getDocs(collection(db, 'projects/returned/updates')), ['entrepreneur', 'admin']],
  ['post an update on a closed project', (db, who) => postUpdate(db, who, 'closed', autoId('new')), []],
  ['post an update on a project sent back for changes', (db, who) => postUpdate(db, who, 'returned', autoId('new')), []],
  ['list a project’s questions', (db) => getDocs(collection(db, 'projects/live/questions')), everyone],
  // A verified address with a profile; its role decided by the rules (erin created the project, ivy backs it).
  ['ask a question', (db, who) => askQuestion(db, who, autoId('new')), ['investor', 'other', 'entrepreneur']],
  [
    'ask a second question within a minute',
    (db, who) => askQuestion(db, who, autoId('first')).then(() => askQuestion(db, who, autoId('second'))),
    [],
  ],
  ['ask a question under a reserved name', (db, who) => askQuestion(db, who, autoId('new'), 'Admin'), []],
  // A question carries its project's creator (the founder's What's new lists them by it).
  [
    'ask a question stamped with its project’s creator',
    (db, who) => askQuestion(db, who, autoId('new'), undefined, undefined, { askerKey: askerKeyOf(who.uid), creatorId: 'erin' }),
    ['investor', 'other', 'entrepreneur'],
  ],
  [
    'ask a question stamped with another creator',
    (db, who) => askQuestion(db, who, autoId('new'), undefined, undefined, { askerKey: askerKeyOf(who.uid), creatorId: who.uid }),
    ['entrepreneur'],
  ],
  [
    'list the questions on Erin’s projects across projects',
    (db) => getDocs(query(collectionGroup(db, 'questions'), where('creatorId', '==', 'erin'))),
    ['entrepreneur'],
  ],
  ['read one’s count of questions on a project', (db) => getDoc(doc(db, 'projects/live/askers/ivy')), ['investor']],
  [
    'write a count of questions without a question',
    (db, who) =>
      setDoc(doc(db, 'projects/live/askers', who.uid), {
        lastAskedAt: serverTimestamp(),
        windowStart: serverTimestamp(),
        countInWindow: 1,
        lastQuestionId: 'q1',
      }),
    [],
  ],
  ['reset one’s count of questions', (db) => deleteDoc(doc(db, 'projects/live/askers/ivy')), []],
  ['read one’s investor marker', (db) => getDoc(doc(db, 'projects/live/investors/ivy')), ['investor']],
  ['rename oneself to an e-mail address', (db) => updateDoc(doc(db, 'users/ivy'), { fullName: 'erin@startfund.com' }), []],
  // Look-alike letters: a Cyrillic А in "Admin", a Cyrillic а in "Startupfund", an accent on "Admin".
  ['rename oneself Admin with a Cyrillic letter', (db) => updateDoc(doc(db, 'users/ivy'), { fullName: '\u0410dmin' }), []],
  [
    'rename oneself StartupFund Team with a Cyrillic letter',
    (db) => updateDoc(doc(db, 'users/ivy'), { fullName: 'St\u0430rtupfund Team' }),
    [],
  ],
  ['rename oneself Admin behind an accent', (db) => updateDoc(doc(db, 'users/ivy'), { fullName: '\u00c1dmin' }), []],
  ['ask a question under a look-alike of Admin', (db, who) => askQuestion(db, who, autoId('new'), '\u0410dmin'), []],
  // The Investor badge would tell that Sam invested, anonymously; Ivy invested by name.
  [
    'ask a question with the Investor badge',
    (db, who) => askQuestion(db, who, autoId('new'), names[who.uid] ?? 'X', 'investor'),
    ['investor'],
  ],
  [
    'answer a question',
    (db) => updateDoc(doc(db, 'projects/live/questions/q1'), { answer: 'Soon', answeredAt: serverTimestamp() }),
    ['entrepreneur'],
  ],
  [
    'answer a question on a closed project',
    (db) => updateDoc(doc(db, 'projects/closed/questions/q2'), { answer: 'Soon', answeredAt: serverTimestamp() }),
    [],
  ],
  ['edit a question', (db) => updateDoc(doc(db, 'projects/live/questions/q1'), { text: 'Changed' }), []],
  // Delete my account: the asker renames their question "Former member", and nothing else.
  [
    'rename one’s question “Former member”',
    (db) => updateDoc(doc(db, 'projects/live/questions/q1'), { askerName: 'Former member' }),
    ['investor'],
  ],
  ['rename a question anything else', (db) => updateDoc(doc(db, 'projects/live/questions/q1'), { askerName: 'Renamed' }), []],
  ['remove a question', (db, who) => removeQuestionAs(db, 'live', 'q1', { who }), []],
  ['dismiss a report, its audit entry naming the project and its private/reporter the reporter', (db, who) => dismissSam(db, who), []],
  ['read who filed the report an audit entry is about', (db) => getDoc(doc(db, 'audit/handled/private/reporter')), ['admin']],
  [
    'list one’s own questions across projects',
    (db, who) => getDocs(query(collectionGroup(db, 'questions'), where('askerKey', '==', askerKeyOf(who.uid)))),
    // Those whose profile holds an asker key; without one there is nothing of theirs to list.
    ['investor', 'other', 'entrepreneur', 'fakeAdmin'],
  ],
  ['list someone’s saved projects', (db) => getDocs(collection(db, 'users/ivy/saved')), ['investor']],
  ['save a project for oneself', (db, who) => setDoc(doc(db, 'users', who.uid, 'saved', 'live'), { savedAt: serverTimestamp() }), signedIn],
  ['save a project into someone else’s list', (db) => setDoc(doc(db, 'users/olivia/saved/live'), { savedAt: serverTimestamp() }), []],
  ['read someone’s inbox state', (db) => getDoc(doc(db, 'users/ivy/inbox/state')), ['investor']],
  ['delete someone’s inbox state', (db) => deleteDoc(doc(db, 'users/ivy/inbox/state')), ['investor']],
  [
    'follow a project in one’s own inbox',
    (db, who) => setDoc(doc(db, 'users', who.uid, 'inbox', 'state'), { following: ['live'], lastSeenAt: serverTimestamp() }),
    signedIn,
  ],
  ['get an approved project’s picture', (db) => getDoc(doc(db, 'projects/live/pictures/card')), everyone],
  ['get a pending project’s picture', (db) => getDoc(doc(db, 'projects/draft/pictures/card')), ['entrepreneur', 'admin']],
  [
    // The screens show pictures from their addresses: nobody lists them.
    'list the card pictures of approved projects',
    (db) => getDocs(query(collectionGroup(db, 'pictures'), where('size', '==', 'card'), where('projectId', 'in', ['live']))),
    [],
  ],
  ['store a project’s picture', (db) => setDoc(doc(db, 'projects/live/pictures/card'), newPicture('live')), ['entrepreneur']],
  // Over the byte limit, for everyone: byte-limits.rules.test.ts.
  ['store a closed project’s picture', (db) => setDoc(doc(db, 'projects/closed/pictures/card'), newPicture('closed')), []],
  ['remove a project’s picture', (db) => deleteDoc(doc(db, 'projects/live/pictures/card')), ['entrepreneur']],
  // A campaign that holds money records a new picture in its Edit history (the server's).
  ['show a new picture of a campaign that holds no money', (db) => showNewPicture(db, 'draft'), ['entrepreneur']],
  ['show a new picture of a campaign that holds money', (db) => showNewPicture(db, 'live'), ['entrepreneur']],
  // Every id a client chooses has the form the app makes, so none grows an id built from it past its bound.
  [
    'create a project under an id of 1,400 characters',
    (db, who) =>
      createProjectAs(db, LONG, {
        ...newProjectFields(sampleContent, founder(who)),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    [],
  ],
  [
    'create a project under an id the app does not make',
    (db, who) =>
      createProjectAs(db, 'my-startup', {
        ...newProjectFields(sampleContent, founder(who)),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    [],
  ],
  ['ask a question under an id of 1,400 characters', (db, who) => askQuestion(db, who, LONG), []],
  ['ask a question under an id the app does not make', (db, who) => askQuestion(db, who, 'my-question'), []],
  // A question named its asker's uid; it names them by their profile's private askerKey.
  ['ask a question naming one’s uid', (db, who) => askQuestion(db, who, autoId('new'), undefined, undefined, { askerId: who.uid }), []],
  [
    'ask a question under another member’s asker key',
    (db, who) => askQuestion(db, who, autoId('new'), undefined, undefined, { askerKey: askerKeyOf('sam') }),
    ['other'],
  ],
  ['change one’s asker key', (db) => updateDoc(doc(db, 'users/ivy'), { askerKey: askerKeyOf('sam') }), []],
  [
    'post an update under an id of 1,400 characters',
    (db, who) =>
      setDoc(doc(db, 'projects/live/updates', LONG), {
        title: 'News',
        body: 'Text',
        projectId: 'live',
        projectTitle: sampleContent.title,
        creatorId: who.uid,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    [],
  ],
  ['invest under an id of 1,400 characters', (db, who) => invest(db, who, 'live', {}, undefined, 0, LONG), []],
  [
    'file a report under an id of 1,400 characters',
    (db, who) =>
      setDoc(doc(db, 'projects/live/reports', LONG), {
        reporterId: who.uid,
        reporterEmail: who.email,
        projectId: 'live',
        projectTitle: sampleContent.title,
        reason: 'spam',
        details: '',
        status: 'open',
        createdAt: serverTimestamp(),
      }),
    [],
  ],
  // Use of funds, the founder's own while pending, locked at approval, public as the project.
  ['get an approved project’s plan for the money', (db) => getDoc(doc(db, 'projects/live/useOfFunds/plan')), everyone],
  ['get a pending project’s plan for the money', (db) => getDoc(doc(db, 'projects/draft/useOfFunds/plan')), ['entrepreneur', 'admin']],
  ['change a pending project’s plan for the money', (db) => setDoc(doc(db, 'projects/draft/useOfFunds/plan'), newPlan()), ['entrepreneur']],
  ['change an approved project’s plan for the money', (db) => setDoc(doc(db, 'projects/live/useOfFunds/plan'), newPlan()), []],
  ['remove an approved project’s plan for the money', (db) => deleteDoc(doc(db, 'projects/live/useOfFunds/plan')), []],
  // Spending on the record, public as the project; written by the server alone (recordSpending), never by a client.
  [
    'get a funded campaign’s spending and its total',
    (db) => Promise.all([getDoc(doc(db, `projects/spent/spending/${SPENT}`)), getDoc(doc(db, 'projects/spent/spendingTotal/total'))]),
    everyone,
  ],
  [
    'list a funded campaign’s spending, newest first',
    (db) => getDocs(query(collection(db, 'projects/spent/spending'), where('corrects', '==', ''), orderBy('createdAt', 'desc'))),
    everyone,
  ],
  ['get a pending project’s spending', (db) => getDoc(doc(db, `projects/draft/spending/${SPENT}`)), ['entrepreneur', 'admin']],
  ['record spending with its total on a campaign that ended Funded', (db) => spend(db, 'spent', appId('spend-new'), 500), []],
  ['correct an entry of spending', (db) => spend(db, 'spent', `${SPENT}-correction`, -100, SPENT), []],
  ['record spending on a running campaign', (db) => spend(db, 'live', appId('spend-new'), 5), []],
  ['change an entry of spending', (db) => updateDoc(doc(db, `projects/spent/spending/${SPENT}`), { amount: 10 }), []],
  ['remove an entry of spending', (db) => deleteDoc(doc(db, `projects/spent/spending/${SPENT}`)), []],
  ['remove the spending total', (db) => deleteDoc(doc(db, 'projects/spent/spendingTotal/total')), []],
  // What's new: ivy follows 'spent' (and 'closed'); the query across projects must name followed, approved projects.
  [
    'list spending of followed projects across projects',
    (db) => getDocs(query(collectionGroup(db, 'spending'), where('projectId', 'in', ['spent']), orderBy('createdAt', 'desc'))),
    ['investor'],
  ],
  [
    'list spending across projects of a followed project since closed',
    (db) => getDocs(query(collectionGroup(db, 'spending'), where('projectId', 'in', ['closed']))),
    [],
  ],
  ['list spending across projects naming none', (db) => getDocs(query(collectionGroup(db, 'spending'), orderBy('createdAt', 'desc'))), []],
  // Hearing from the founder: a backer asks for an update once the founder of a campaign that ended Funded was silent 30 days.
  ['ask for an update on a campaign silent for 30 days since it ended Funded', (db, who) => askForUpdateAs(db, who.uid), ['investor']],
  ['move the tally of update requests and the founder’s unanswered count (the server’s)', (db) => moveTallyAs(db), []],
  ['ask for an update in another member’s name', (db) => askForUpdateAs(db, 'olivia'), []],
  ['ask for an update on a running campaign', (db, who) => askForUpdateAs(db, who.uid, 'live'), []],
  ['read one’s own request for an update', (db, who) => getDoc(doc(db, 'projects/spent/updateRequests', who.uid)), signedIn],
  ['read another backer’s request for an update', (db) => getDoc(doc(db, 'projects/spent/updateRequests/olivia')), []],
  [
    'change a request for an update',
    (db) => updateDoc(doc(db, 'projects/spent/updateRequests/olivia'), { requestedAt: serverTimestamp() }),
    [],
  ],
  ['remove a request for an update', (db) => deleteDoc(doc(db, 'projects/spent/updateRequests/olivia')), []],
  ['read how many backers asked for an update', (db) => getDoc(doc(db, 'projects/spent/updateRequestTally/tally')), everyone],
  [
    'list a founder’s tallies of update requests',
    (db) => getDocs(query(collectionGroup(db, 'updateRequestTally'), where('creatorId', '==', 'erin'))),
    ['entrepreneur'],
  ],
  ['remove a tally of update requests', (db) => deleteDoc(doc(db, 'projects/spent/updateRequestTally/tally')), []],
  // Milestones, the founder's own while pending, locked at approval but for delivering and postponing; public as the project.
  ['list an approved project’s milestones', (db) => getDocs(collection(db, 'projects/live/milestones')), everyone],
  ['get a pending project’s milestone', (db) => getDoc(doc(db, 'projects/draft/milestones/0')), ['entrepreneur', 'admin']],
  ['plan a milestone on a pending project', (db) => planSlot(db, 'draft', '1', plannedMilestone(10)), ['entrepreneur']],
  ['remove a pending project’s milestone', (db) => removeSlot(db, 'draft', '0'), ['entrepreneur']],
  [
    'plan a seventh milestone (an id the app does not make)',
    (db) => setDoc(doc(db, 'projects/draft/milestones/6'), plannedMilestone(10)),
    [],
  ],
  ['change an approved project’s milestone', (db) => setDoc(doc(db, 'projects/live/milestones/0'), plannedMilestone(40)), []],
  ['remove an approved project’s milestone', (db) => deleteDoc(doc(db, 'projects/live/milestones/0')), []],
  [
    'mark an approved project’s milestone as delivered, at the server’s time',
    (db) => deliverSlot(db, 'live', '0', { deliveredAt: serverTimestamp(), delivered: 'Shipped', evidenceUrl: '' }),
    ['entrepreneur'],
  ],
  // A founder's track record (founderRecords/{uid}), public, moved only in the batches of what it records.
  ['read a founder’s track record', (db) => getDoc(doc(db, 'founderRecords/erin')), everyone],
  [
    'write a founder’s track record without what it records',
    (db) => setDoc(doc(db, 'founderRecords/erin'), { unanswered: 0, ...naming('request', 'spent', '') }, { merge: true }),
    [],
  ],
  [
    'write a milestone into a founder’s track record (the server’s alone)',
    (db) =>
      setDoc(
        doc(db, 'founderRecords/erin'),
        { milestones: { draft_1: { due: utcDay(10), deliveredAt: null } }, ...naming('plan', 'draft', '') },
        { merge: true },
      ),
    [],
  ],
  [
    'write a delivery into a founder’s track record (the server’s alone)',
    (db) =>
      setDoc(
        doc(db, 'founderRecords/erin'),
        { milestones: { live_0: { due: utcDay(20), deliveredAt: serverTimestamp() } }, ...naming('delivery', 'live', '0') },
        { merge: true },
      ),
    [],
  ],
  ['remove a founder’s track record', (db) => deleteDoc(doc(db, 'founderRecords/erin')), []],
  [
    'mark a milestone as delivered on a day of one’s own',
    (db) => updateDoc(doc(db, 'projects/live/milestones/0'), { deliveredAt: Timestamp.fromDate(daysFromNow(-30)), delivered: 'Shipped' }),
    [],
  ],
  [
    'postpone an approved project’s milestone, once',
    (db) =>
      postponeSlot(db, 'live', '0', {
        due: utcDay(40),
        'postponements.0': { from: utcDay(20), to: utcDay(40), reason: 'Parts are late', at: serverTimestamp() },
      }),
    ['entrepreneur'],
  ],
  [
    'postpone a milestone a third time',
    (db) =>
      updateDoc(doc(db, 'projects/live/milestones/1'), {
        due: utcDay(60),
        'postponements.2': { from: utcDay(40), to: utcDay(60), reason: 'Again', at: serverTimestamp() },
      }),
    [],
  ],
  // The card's openDues (the Late badge) and a milestone's Late mark are the server's alone.
  [
    'mark a milestone Late (the clock’s fields)',
    (db) => updateDoc(doc(db, 'projects/live/milestones/0'), { lateAt: serverTimestamp(), lateDue: utcDay(20) }),
    [],
  ],
  ['put a due day on a card other than its milestone’s', (db) => updateDoc(doc(db, 'projectCards/live'), { 'openDues.0': utcDay(5) }), []],
  ['drop a milestone not delivered from its card', (db) => updateDoc(doc(db, 'projectCards/live'), { 'openDues.0': deleteField() }), []],
  ['read a collection the product does not use', (db) => getDoc(doc(db, 'secrets/x')), []],
  ['write a collection the product does not use', (db) => setDoc(doc(db, 'secrets/x'), { a: 1 }), []],
];

/** Midnight UTC of the day `days` from today: a milestone's due day. */
const utcDay = (days: number) => Timestamp.fromMillis((Math.floor(Date.now() / DAY) + days) * DAY);
/** A milestone as the founder plans it before approval, due in `days`. */
const plannedMilestone = (days: number) => ({
  title: 'Pilot in 3 schools',
  description: '',
  due: utcDay(days),
  originalDue: utcDay(days),
  postponements: {},
  deliveredAt: null,
  delivered: '',
  evidenceUrl: '',
});

const SPENT = appId('spent');
// The founder of 'spent' last posted 40 days ago; Olivia asked in an earlier round.
const SILENT_SINCE = Timestamp.fromMillis(Date.now() - 40 * DAY);
/** A request for an update, as askForUpdate writes it (the server counts it in the tally and the founder's record). */
const askForUpdateAs = (db: Firestore, uid: string, projectId = 'spent') =>
  setDoc(doc(db, 'projects', projectId, 'updateRequests', uid), { requestedAt: serverTimestamp(), round: SILENT_SINCE });
/** The tally moved by a request and the founder's record with it, as the server writes them: no client does. */
function moveTallyAs(db: Firestore) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'projects', 'spent', 'updateRequestTally', 'tally'), {
    round: SILENT_SINCE,
    count: 1,
    lastRequestAt: serverTimestamp(),
    projectId: 'spent',
    projectTitle: sampleContent.title,
    creatorId: 'erin',
  });
  batch.set(doc(db, 'founderRecords', 'erin'), { unanswered: increment(1), ...naming('request', 'spent', '') }, { merge: true });
  return batch.commit();
}
const spentEntry = (
  amount: number,
  corrects = '',
  spentOn = Timestamp.fromMillis(Math.floor(Date.now() / DAY) * DAY),
  projectId = 'spent',
) => ({
  spentOn,
  line: 'other',
  amount,
  paidFor: 'Servers',
  evidenceUrl: '',
  corrects,
  createdAt: serverTimestamp(),
  projectId,
  projectTitle: sampleContent.title,
});
/** An entry of spending and the running total it moves (from the seeded $1,000 on Other), as the app's batch wrote them before the server did. */
function spend(db: Firestore, projectId: string, id: string, amount: number, corrects = '') {
  const batch = writeBatch(db);
  batch.set(doc(db, 'projects', projectId, 'spending', id), spentEntry(amount, corrects, undefined, projectId));
  const before = projectId === 'spent' ? 1000 : 0;
  batch.set(doc(db, 'projects', projectId, 'spendingTotal', 'total'), {
    spent: before + amount,
    entryCount: (projectId === 'spent' ? 1 : 0) + 1,
    byLine: { other: before + amount },
    lastEntryId: id,
  });
  batch.set(
    doc(db, 'founderRecords', 'erin'),
    { spentBy: { [projectId]: increment(amount) }, ...naming('spending', projectId, id) },
    { merge: true },
  );
  return batch.commit();
}

/** A plan for the money of sampleContent's goal, and one written now. */
const planLines = [
  { label: 'Panels', amount: sampleContent.goal - 5000 },
  { label: 'Permits', amount: 5000 },
];
function newPlan() {
  return { lines: [{ label: 'Panels', amount: sampleContent.goal }], total: sampleContent.goal, updatedAt: serverTimestamp() };
}

/** The admin's dismissal of Sam's report with its entry (naming the project), as the app wrote it before the server did. */
function dismissSam(db: Firestore, who: Who) {
  const batch = writeBatch(db);
  const auditId = crypto.randomUUID();
  batch.set(doc(db, 'audit', auditId), {
    actorUid: who.uid,
    action: 'dismiss_report',
    projectId: 'live',
    projectTitle: sampleContent.title,
    creatorId: 'erin',
    subjectId: 'live',
    before: { status: 'open', reason: 'misleading' },
    after: { status: 'dismissed' },
    at: serverTimestamp(),
  });
  batch.set(doc(db, 'audit', auditId, 'private', 'reporter'), { reporterId: 'sam' });
  batch.update(doc(db, 'projects/live/reports/sam'), { status: 'dismissed', handledAt: serverTimestamp(), auditId });
  return batch.commit();
}

/** The project, but no tombstone. */
function deleteWithoutTombstone(db: Firestore, id: string) {
  const batch = writeBatch(db);
  batch.delete(doc(db, 'projects', id));
  return batch.commit();
}

/** A creator's edit of the title, with a card write beside it. */
function editWithCard(db: Firestore, card: Record<string, unknown>) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'projects/draft'), { title: 'Edited', updatedAt: serverTimestamp() });
  batch.update(doc(db, 'projectCards/draft'), card);
  return batch.commit();
}

/** Both sizes of a new picture and the project showing them, as the app writes them. */
function showNewPicture(db: Firestore, projectId: string) {
  const batch = writeBatch(db);
  for (const size of ['card', 'page']) batch.set(doc(db, `projects/${projectId}/pictures/${size}`), newPicture(projectId, { size }));
  // Both sizes hold the same 100 zero bytes.
  const hash = createHash('sha256').update(new Uint8Array(100)).digest('hex');
  updateProjectIn(batch, db, projectId, { pictureVersion: 1, pictureHashes: { card: hash, page: hash } });
  return batch.commit();
}

function newProfilePicture(overrides: Record<string, unknown> = {}) {
  const side = PROFILE_PICTURE.maxSide;
  return {
    bytes: Bytes.fromUint8Array(new Uint8Array(100)),
    contentType: 'image/webp',
    width: side,
    height: side,
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

function newPicture(projectId: string, overrides: Record<string, unknown> = {}) {
  return {
    bytes: Bytes.fromUint8Array(new Uint8Array(100)),
    contentType: 'image/webp',
    width: 640,
    height: 480,
    projectId,
    size: 'card',
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** What Before you invest writes on the member's own profile (acknowledgeRisks), with `changes` to try attacks. */
const acknowledgement = (changes: Record<string, unknown> = {}) => ({
  risksAcknowledgedAt: serverTimestamp(),
  risksVersion: RISKS_VERSION,
  ...changes,
});
const names: Record<string, string> = { ivy: 'Ivy', erin: 'Erin', sam: 'Sam', mallory: 'Mallory' };
const roles: Record<string, string> = { ivy: 'investor', erin: 'founder' };

/** A write ceiling's counter document as the first write of a day leaves it (askers, posters, creatorLimits). */
const ceilingTick = (lastKey: string, idKey: string, id: string) => ({
  [lastKey]: serverTimestamp(),
  windowStart: serverTimestamp(),
  countInWindow: 1,
  [idKey]: id,
});

/** An update and (unless `counted` is false) its poster document in one batch, as the app writes them. */
function postUpdate(db: Firestore, who: Who, projectId: string, id: string, counted = true) {
  const batch = writeBatch(db);
  batch.set(doc(db, `projects/${projectId}/updates`, id), {
    title: 'News',
    body: 'Text',
    projectId,
    projectTitle: sampleContent.title,
    creatorId: who.uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  if (counted) batch.set(doc(db, `projects/${projectId}/posters`, who.uid), ceilingTick('lastPostedAt', 'lastUpdateId', id));
  return batch.commit();
}

/** The live project's copy of its counter a backer behind its shards (255, 2). */
const staleCopy = () =>
  asBackend(async (backend) => {
    const behind = { raised: 250, backerCount: 1, fundedRatio: 250 / sampleContent.goal };
    await updateDoc(doc(backend, 'projects/live'), behind);
    await updateDoc(doc(backend, 'projectCards/live'), behind);
  });

/** A question and its asker document in one batch, as the app writes them. */
function askQuestion(
  db: Firestore,
  who: Who,
  id: string,
  name = names[who.uid] ?? 'X',
  role = roles[who.uid] ?? 'member',
  asker: Record<string, string> = { askerKey: askerKeyOf(who.uid) },
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'projects/live/questions', id), {
    text: 'When?',
    ...asker,
    askerName: name,
    askerRole: role,
    projectId: 'live',
    projectTitle: sampleContent.title,
    createdAt: serverTimestamp(),
  });
  batch.set(doc(db, 'projects/live/askers', who.uid), {
    lastAskedAt: serverTimestamp(),
    windowStart: serverTimestamp(),
    countInWindow: 1,
    lastQuestionId: id,
  });
  return batch.commit();
}

/** The actor as a founder: named as their profile names them ('' without a profile). */
const founder = (who: Who) => ({ ...who, name: names[who.uid] ?? '' });
/** A new project of the actor's own, as the app creates it. */
const newProject = (who: Who) => ({
  ...newProjectFields(sampleContent, founder(who)),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

/** Cancels ivy's investment made on `when` (her only one in live, so Backers loses her); `day` is the day whose total it lowers (that one, as the app does). */
function cancel(db: Firestore, day = when, backers = -1) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'investments/inv-ivy'), { status: 'cancelled', cancelledAt: serverTimestamp() });
  batch.delete(doc(db, 'projects/live/backers/inv-ivy'));
  moveShardOf(batch, db, 'live', 'inv-ivy', -250, backers, dayNumber(day));
  moveMarker(batch, db, 'live', 'ivy', 'inv-ivy', -1, -250);
  moveLedger(batch, db, 'ivy', 'inv-ivy', -250, monthOf(when));
  return batch.commit();
}

/** Whether the actor holds an active investment in the project already (Ivy in live and closed, Sam in live): Backers counted them then. */
const holdsActive = (who: Who, projectId: string) =>
  (who.uid === 'ivy' && (projectId === 'live' || projectId === 'closed')) || (who.uid === 'sam' && projectId === 'live');

/**
 * An investment as the app writes it: by name, or anonymously when the profile has no name. `receipt`
 * alters the receipt; `extraBackers` moves Backers by that many more than the app does (1 for a first
 * investment in the project, 0 for a returning investor's).
 */
function invest(
  db: Firestore,
  who: Who,
  projectId = 'live',
  receipt: Record<string, unknown> = {},
  shardId?: string,
  extraBackers = 0,
  id = appId('new-inv'),
  fields: Record<string, unknown> = {},
) {
  const name = names[who.uid] ?? '';
  const batch = writeBatch(db);
  batch.set(doc(db, `investments/${id}`), {
    projectId,
    projectTitle: sampleContent.title,
    creatorId: 'erin',
    investorId: who.uid,
    investorEmail: who.email,
    investorName: name,
    anonymous: !name,
    amount: 100,
    createdAt: serverTimestamp(),
    status: 'active',
    ...fields,
  });
  batch.set(doc(db, 'projects', projectId, 'backers', id), {
    name: name || 'Anonymous investor',
    amount: 100,
    createdAt: serverTimestamp(),
    ...receipt,
  });
  const backers = (holdsActive(who, projectId) ? 0 : 1) + extraBackers;
  moveShardOf(batch, db, projectId, id, 100, backers, dayNumber(new Date()), shardId);
  moveMarker(batch, db, projectId, who.uid, id, 1, 100, !name);
  moveLedger(batch, db, who.uid, id, 100);
  return batch.commit();
}

const world = sharedWorld(() => {
  liveEndsAt = daysFromNow(30);
  return seed({
    'users/ivy': {
      email: actors.investor.email,
      role: 'investor',
      fullName: 'Ivy',
      phoneNumber: '+1 555 0100',
      createdAt: when,
      askerKey: askerKeyOf('ivy'),
      ...risksAcknowledged(),
    },
    'profiles/ivy': { displayName: 'Ivy', bio: '', joinedAt: when },
    'profilePictures/ivy': { ...newProfilePicture(), updatedAt: when },
    'users/erin': {
      email: actors.entrepreneur.email,
      role: 'entrepreneur',
      fullName: 'Erin',
      createdAt: when,
      askerKey: askerKeyOf('erin'),
      ...risksAcknowledged(),
    },
    'users/sam': {
      email: actors.other.email,
      role: 'entrepreneur',
      fullName: 'Sam',
      createdAt: when,
      askerKey: askerKeyOf('sam'),
      ...risksAcknowledged(),
    },
    // A document claiming the admin role grants nothing: admin power comes from the verified token.
    'users/mallory': {
      email: actors.fakeAdmin.email,
      role: 'admin',
      fullName: 'Mallory',
      createdAt: when,
      askerKey: askerKeyOf('mallory'),
      ...risksAcknowledged(),
    },
    // Raised is its two active investments' (seed() writes its shards from them).
    'projects/live': storedProject({
      raised: 255,
      backerCount: 2,
      fundedRatio: 255 / sampleContent.goal,
      endsAt: liveEndsAt,
      lastInvestmentId: 'inv-ivy',
    }),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
    // A running campaign with deal terms, taking at least $500 (invest() puts in $100).
    'projects/termed': storedProject({ dealTerms: TERMS }),
    // The founder's plans for the money, the pending one free, the approved one locked.
    'projects/draft/useOfFunds/plan': { lines: planLines, total: sampleContent.goal, updatedAt: when },
    'projects/live/useOfFunds/plan': { lines: planLines, total: sampleContent.goal, updatedAt: when },
    // A campaign that ended Funded (its final copy of raised synced after the deadline), with $1,000 spent.
    'projects/spent': storedProject({
      raised: 60000,
      backerCount: 2,
      lastInvestmentId: 'x',
      endsAt: daysFromNow(-2),
      raisedSyncedAt: daysFromNow(-1),
    }),
    [`projects/spent/spending/${SPENT}`]: { ...spentEntry(1000, '', Timestamp.fromDate(daysFromNow(-1))), createdAt: when },
    'projects/spent/spendingTotal/total': { spent: 1000, entryCount: 1, byLine: { other: 1000 }, lastEntryId: SPENT },
    'projects/spent/posters/erin': { lastPostedAt: SILENT_SINCE, windowStart: SILENT_SINCE, countInWindow: 1, lastUpdateId: 'u1' },
    'projects/spent/investors/ivy': storedMarker('ivy', 'x'),
    'projects/spent/investors/sam': storedMarker('sam', 'y', 0, 0, 0),
    'projects/spent/investors/erin': storedMarker('erin', 'z'),
    'projects/spent/updateRequests/olivia': { requestedAt: when, round: when },
    'projects/spent/updateRequestTally/tally': {
      round: when,
      count: 1,
      lastRequestAt: when,
      projectId: 'spent',
      projectTitle: sampleContent.title,
      creatorId: 'erin',
    },
    'projects/live/posters/sam': { lastPostedAt: when, windowStart: when, countInWindow: 1, lastUpdateId: 'u1' },
    [`projects/draft/spending/${SPENT}`]: { ...spentEntry(1000, '', Timestamp.fromDate(daysFromNow(-1)), 'draft'), createdAt: when },
    // Milestones, a pending project's and an approved one's (one of them postponed twice).
    'projects/draft/milestones/0': plannedMilestone(20),
    'projects/live/milestones/0': plannedMilestone(20),
    'projects/live/milestones/1': {
      ...plannedMilestone(40),
      originalDue: utcDay(10),
      postponements: {
        '0': { from: utcDay(10), to: utcDay(25), reason: 'Parts', at: Timestamp.fromDate(when) },
        '1': { from: utcDay(25), to: utcDay(40), reason: 'Customs', at: Timestamp.fromDate(when) },
      },
    },
    // It took money, and every investment in it was cancelled: its shard is back at 0.
    'projects/refunded': storedProject(),
    'projects/refunded/shards/1': { raised: 0, backerCount: 0, days: { '20000': 0 }, lastInvestmentId: 'inv-gone' },
    'projects/live/edits/e1': {
      projectId: 'live',
      creatorId: 'erin',
      fields: ['title'],
      before: { title: 'Solar Roofs' },
      after: { title: sampleContent.title },
      editedAt: when,
    },
    'projects/returned': storedProject({ approved: false, status: 'changes_requested', reviewCount: 1 }),
    'projects/returned/private/review': { note: 'Add numbers', reviewCount: 1, sentBackAt: when },
    'projects/live/private/review': { note: 'Add numbers', reviewCount: 1, sentBackAt: when },
    'projects/live/private/founder': { email: actors.entrepreneur.email },
    'projects/closed': storedProject({
      approved: false,
      status: 'closed',
      closedAt: when,
      raised: 250,
      lastInvestmentId: 'inv-closed',
      endsAt: liveEndsAt,
    }),
    'projects/closed/investors/ivy': storedMarker('ivy', 'inv-closed'),
    [`deletedProjects/${GONE}`]: { deletedAt: when },
    'investments/inv-ivy': {
      projectId: 'live',
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      investorId: 'ivy',
      investorEmail: actors.investor.email,
      investorName: 'Ivy',
      anonymous: false,
      amount: 250,
      createdAt: when,
      status: 'active',
    },
    'investments/inv-ivy-gone': {
      projectId: 'live',
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      investorId: 'ivy',
      investorEmail: actors.investor.email,
      investorName: 'Ivy',
      anonymous: false,
      amount: 40,
      createdAt: when,
      status: 'cancelled',
      cancelledAt: when,
    },
    'investments/inv-before': {
      projectId: 'live',
      projectTitle: sampleContent.title,
      creatorId: 'sam',
      investorId: 'olivia',
      investorEmail: actors.investor2.email,
      investorName: 'Olivia',
      anonymous: false,
      amount: 5,
      createdAt: when,
      status: 'active',
    },
    'projects/live/backers/inv-ivy': { name: 'Ivy', amount: 250, createdAt: when },
    'projects/live/investors/ivy': storedMarker('ivy', 'inv-ivy'),
    // Sam's only investment here is anonymous (no Investor badge).
    'projects/live/investors/sam': storedMarker('sam', 'inv-sam', 1, 100, 0),
    // inv-ivy counted in Ivy's 12-month ledger, so cancelling it gives it back (as the app does).
    'investorLimits/ivy': { months: { [String(monthOf(when))]: 250 }, lastInvestmentId: 'inv-ivy' },
    'projects/draft/backers/old': { name: 'Ivy', amount: 5, createdAt: when },
    'projects/live/updates/u1': {
      title: 'News',
      body: 'Text',
      projectId: 'live',
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      createdAt: when,
      updatedAt: when,
    },
    'projects/live/questions/q1': {
      text: 'When?',
      askerKey: askerKeyOf('ivy'),
      askerName: 'Ivy',
      askerRole: 'investor',
      projectId: 'live',
      projectTitle: sampleContent.title,
      createdAt: when,
    },
    'projects/live/askers/ivy': { lastAskedAt: when, windowStart: when, countInWindow: 1, lastQuestionId: 'q1' },
    'projects/live/posters/erin': { lastPostedAt: when, windowStart: when, countInWindow: 1, lastUpdateId: 'u1' },
    'creatorLimits/erin': { lastCreatedAt: when, windowStart: when, countInWindow: 1, lastProjectId: 'live' },
    'audit/handled/private/reporter': { reporterId: 'sam' },
    'projects/live/reports/sam': {
      reporterId: 'sam',
      reporterEmail: actors.other.email,
      projectId: 'live',
      projectTitle: sampleContent.title,
      reason: 'misleading',
      details: '',
      status: 'open',
      createdAt: when,
    },
    'projects/closed/updates/u2': {
      title: 'News',
      body: 'Text',
      projectId: 'closed',
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      createdAt: when,
      updatedAt: when,
    },
    'projects/closed/questions/q2': {
      text: 'When?',
      askerKey: askerKeyOf('ivy'),
      askerName: 'Ivy',
      askerRole: 'investor',
      projectId: 'closed',
      projectTitle: sampleContent.title,
      createdAt: when,
    },
    'projects/live/pictures/card': { ...newPicture('live'), updatedAt: when },
    'projects/draft/pictures/card': { ...newPicture('draft'), updatedAt: when },
    'users/ivy/inbox/state': { following: ['live', 'closed', 'spent'], lastSeenAt: when },
    'users/sam/inbox/state': { following: ['closed'], lastSeenAt: when },
    'projects/returned/updates/u4': {
      title: 'News',
      body: 'Text',
      projectId: 'returned',
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      createdAt: when,
      updatedAt: when,
    },
    'users/boss/inbox/state': { following: ['returned'], lastSeenAt: when },
  });
});

const actorList: Actor[] = ['guest', 'noDoc', 'investor', 'other', 'entrepreneur', 'admin', 'fakeAdmin', 'unverified'];
const label: Record<string, string> = {
  noDoc: 'signed in without a user document',
  other: 'another entrepreneur',
  entrepreneur: 'the creator',
  fakeAdmin: 'the admin address unverified',
  unverified: 'an unverified address',
};

// An attempt written as more than one request (one then another) may change the world before it is refused.
const isSeveralRequests = (run: Operation[1]) => /\.then\(|\bawait\b/.test(run.toString());

describe.each(operations)('%s', (_name, run, allowed) => {
  it.each(actorList.map((actor) => [label[actor] ?? actor, actor] as const))('as %s', async (_label, actor) => {
    const who = actor === 'guest' ? { uid: 'nobody', email: 'nobody@example.com' } : actors[actor];
    const allowedHere = allowed.includes(actor);
    if (allowedHere || isSeveralRequests(run)) world.spoil();
    const attempt = run(dbAs(actor), who);
    try {
      await (allowedHere ? assertSucceeds(attempt) : assertFails(attempt));
    } catch (error) {
      world.spoil(); // a refusal expected and not met may have written
      throw error;
    }
  });
});
