// @vitest-environment jsdom
// Which screens render before Firebase Auth has started (it then starts after their first view).
import { authStartAt, authWaitsForPaint } from './router';

const MARK = 'startupfund:session';
afterEach(() => localStorage.clear());

it('for a visitor nobody was signed in as on this device: the welcome page, the public pages and the guest-only screens', () => {
  expect(authWaitsForPaint('/', '')).toBe(true);
  expect(authWaitsForPaint('/learn', '')).toBe(true);
  expect(authWaitsForPaint('/privacy', '')).toBe(true);
  expect(authWaitsForPaint('/guest', '')).toBe(true);
  expect(authWaitsForPaint('/login', '')).toBe(true);
  // A founder's page reads public data only.
  expect(authWaitsForPaint('/founders/erin', '')).toBe(true);
  expect(authWaitsForPaint('/investor/dashboard', '')).toBe(false);
  expect(authWaitsForPaint('/project/p1', '')).toBe(false);
});

it('for a visitor somebody was: the screens that open before the session, at a public view only', () => {
  localStorage.setItem(MARK, '1');
  expect(authWaitsForPaint('/terms', '')).toBe(true);
  expect(authWaitsForPaint('/investor/dashboard', '')).toBe(true);
  expect(authWaitsForPaint('/investor/dashboard', '?tab=browse&category=tech')).toBe(true);
  expect(authWaitsForPaint('/project/p1', '')).toBe(true);
  expect(authWaitsForPaint('/projects', '')).toBe(true);
  expect(authWaitsForPaint('/projects', '?q=harbor&sort=goal')).toBe(true);
  expect(authWaitsForPaint('/founders/erin', '')).toBe(true);
  // The viewer's own tabs need the session at once.
  expect(authWaitsForPaint('/investor/dashboard', '?tab=investments')).toBe(false);
  expect(authWaitsForPaint('/investor/dashboard', '?tab=saved')).toBe(false);
  expect(authWaitsForPaint('/guest', '')).toBe(false);
  expect(authWaitsForPaint('/payment/p1', '')).toBe(false);
});

it('starts Auth on request only on the welcome page of a visitor nobody was signed in as on this device', () => {
  expect(authStartAt('/', '')).toBe('onRequest');
  expect(authStartAt('/guest', '')).toBe('afterPaint');
  expect(authStartAt('/investor/dashboard', '')).toBe('now');
  localStorage.setItem(MARK, '1');
  expect(authStartAt('/', '')).toBe('afterPaint');
  expect(authStartAt('/investor/dashboard', '?tab=investments')).toBe('now');
});
