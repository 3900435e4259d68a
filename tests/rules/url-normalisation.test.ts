// The app and the rules agree on what a valid address is: what normaliseUrl stores, the rules accept;
// what it refuses, the rules refuse too. The patterns are the same strings in both.
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import { BUNDLED_IMAGE_PATTERN, LOCAL_HOST_PATTERN, normaliseUrl, SAFE_URL_PATTERN } from '../../shared/safe-url';
import { appId, actorProfiles, seed, actors, createProjectAs, dbAs, sampleContent, setupRulesEnv } from './rules-env';

setupRulesEnv();
// Profiles with names: a new project names its founder, a receipt its investor (isProfileName).
beforeEach(() => seed(actorProfiles()));

const createWith = (imageUrl: string, videoUrl = '') =>
  createProjectAs(dbAs('entrepreneur'), appId('new'), {
    ...newProjectFields({ ...sampleContent, imageUrl, videoUrl }, actors.entrepreneur),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

describe('one idea of a valid address', () => {
  it('uses the same patterns as firestore.rules', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const rulesString = (pattern: string) => `'${pattern.replaceAll('\\', '\\\\')}'`;
    expect(rules).toContain(`value.matches(${rulesString(SAFE_URL_PATTERN)})`);
    expect(rules).toContain(`value.matches(${rulesString(BUNDLED_IMAGE_PATTERN)})`);
    expect(rules).toContain(`!value.matches(${rulesString(LOCAL_HOST_PATTERN)})`);
  });

  it.each([
    ['HTTPS://EXAMPLE.COM/A.JPG', 'https://example.com/A.JPG'],
    ['https:youtu.be/x', 'https://youtu.be/x'],
    ['  https://Example.com  ', 'https://example.com/'],
    ['https://example.com:8443/a b', null],
    ['https://example.com/a%20b?q=1#t', 'https://example.com/a%20b?q=1#t'],
    ['/images/finance-1.svg', '/images/finance-1.svg'],
    ['https://cdn.Example.co.uk/a.jpg', 'https://cdn.example.co.uk/a.jpg'],
    ['https://localhost.example.com/a.jpg', 'https://localhost.example.com/a.jpg'],
    ['https://images.example.com:8443/a.jpg', 'https://images.example.com:8443/a.jpg'],
    ['', ''],
  ])('stores %j as %j, and the rules accept it', async (typed, stored) => {
    expect(normaliseUrl(typed)).toBe(stored);
    if (stored !== null) await assertSucceeds(createWith(stored, stored));
  });

  it.each([
    'http://example.com/a.jpg',
    'javascript:alert(1)',
    'https://user:pw@example.com/',
    'data:text/html,hi',
    '/images/../secret',
    'https://[::1]/x',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('refuses %j in the app, and the rules refuse it as typed', async (typed) => {
    expect(normaliseUrl(typed)).toBeNull();
    await assertFails(createWith(typed));
  });

  // A pasted address must not reach into a visitor's own machine or network, nor carry a login.
  it.each([
    'https://127.0.0.1/a.jpg',
    'https://192.168.1.20:8443/a.jpg',
    'https://[::1]/a.jpg',
    'https://[fe80::1]/a.jpg',
    'https://localhost/a.jpg',
    'https://localhost:3000/a.jpg',
    'https://router.localhost/a.jpg',
    'https://intranet/a.jpg',
    'https://user:secret@example.com/a.jpg',
    'https://user@example.com/a.jpg',
  ])('refuses %j (not a public web host) in the app and in the rules', async (typed) => {
    expect(normaliseUrl(typed)).toBeNull();
    await assertFails(createWith(typed));
  });

  // Written straight to Firestore, past the app's URL parser: forms a browser still reads as an IP address.
  it.each([
    'https://0x7f.1/a.jpg',
    'https://0x7f.0x0.0x0.0x1/a.jpg',
    'https://2130706433/a.jpg',
    'https://127.1/a.jpg',
    'https://example.com./a.jpg',
  ])('the rules refuse %j as written', async (written) => {
    await assertFails(createWith(written));
  });

  it('the rules refuse the un-normalised forms the old form let through', async () => {
    await assertFails(createWith('HTTPS://EXAMPLE.COM/A.JPG'));
    await assertFails(createWith('https:youtu.be/x'));
  });
});
