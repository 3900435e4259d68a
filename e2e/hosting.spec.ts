// The built app as Firebase Hosting serves it: the Hosting emulator (playwright.config.ts, project
// "hosting") serves dist/ with firebase.json's rewrites and headers. Deep links open the app, each
// header is there, and no screen of any role meets a Content-Security-Policy violation.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pictureHash, projectPictureAddress } from '../shared/pictures/picture-address';
import { logInAs } from './support';

const approvedProject = { id: 'greengrid-home-batteries', title: 'GreenGrid Shared Home Batteries' };
const erinsProject = 'clearbreath-asthma-tracker';
const erinsFundedProject = 'shiftsync-ai-restaurant-scheduling';
const pendingProject = 'rurallink-solar-telehealth-kiosks';
/** Erin's project whose video plays in Vimeo's player (approvedProject's in YouTube's). */
const erinsVimeoProject = 'essaycoach-ai-writing-feedback';

const securityHeaders: Record<string, RegExp> = {
  'content-security-policy': /^frame-ancestors 'self'; object-src 'none'; base-uri 'self'$/,
  'strict-transport-security': /^max-age=31536000; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^SAMEORIGIN$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /^camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\), usb=\(\)$/,
};

const figures = { urls: 0, headers: 0, screens: 0, violations: 0, roles: new Set<string>() };

test.afterAll(() => {
  console.log(
    `hosting (dist/ built for the emulators): ${figures.urls} URLs answered with ${figures.headers} header checks; ${figures.screens} screens of ${figures.roles.size} roles (${[...figures.roles].join(', ')}) opened through Hosting with ${figures.violations} CSP violations`,
  );
});

test.beforeAll(async ({ request }) => {
  const answer = await request.get('/').catch(() => null);
  expect(
    answer?.ok(),
    'The Hosting emulator does not answer on 127.0.0.1:5000: run through `node scripts/emulators.mjs "<command>"` after `npx vite build`',
  ).toBe(true);
});

/** The inline scripts of a page, as the browser hashes them. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text]) => text);
}

function metaPolicy(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  return new Map(
    content
      .replace(/&quot;/g, '"')
      .split(';')
      .map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
  );
}

test('deep links answer with the app and every security header; hashed assets are cached for a year, the page never', async ({
  request,
}) => {
  const home = await request.get('/');
  const page = await home.text();
  for (const path of ['/', `/project/${approvedProject.id}`, '/investor/dashboard', '/payment/x/', '/no/such/page']) {
    const answer = await request.get(path);
    figures.urls += 1;
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(await answer.text(), `${path} serves the same index.html`).toBe(page);
    expect(answer.headers()['cache-control'], `${path}: the page is revalidated on every visit`).toBe('no-cache');
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(answer.headers()[name], `${path}: ${name}`).toMatch(value);
      figures.headers += 1;
    }
  }

  const assets = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, path]) => path);
  expect(assets.length).toBeGreaterThan(0);
  for (const path of assets) {
    const answer = await request.get(path);
    figures.urls += 1;
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    figures.headers += 2;
  }
});

test('an uploaded picture answers at its own address through the rewrite to the pictures function, cached for a year; another hash answers 404', async ({
  request,
}) => {
  const bytes = new Uint8Array(readFileSync(new URL(`../scripts/seed-pictures/${approvedProject.id}-card.webp`, import.meta.url)));
  const address = projectPictureAddress(approvedProject.id, 'card', await pictureHash(bytes));
  const answer = await request.get(address);
  figures.urls += 1;
  expect(answer.status(), address).toBe(200);
  expect(answer.headers()['content-type'], address).toBe('image/webp');
  expect(answer.headers()['cache-control'], address).toBe('public, max-age=31536000, immutable');
  expect(answer.headers()['x-content-type-options'], address).toBe('nosniff');
  expect(new Uint8Array(await answer.body())).toEqual(bytes);
  const otherHash = projectPictureAddress(approvedProject.id, 'card', '0'.repeat(64));
  const gone = await request.get(otherHash);
  figures.urls += 1;
  expect(gone.status(), otherHash).toBe(404);
  expect(gone.headers()['cache-control'], `${otherHash}: a picture that is not there is not kept`).not.toMatch(/max-age=[1-9]|immutable/);
  figures.headers += 4;
});

test("a file that is not there answers 404, never the page: an old build's chunk is not cached as this one's HTML", async ({ request }) => {
  const page = await (await request.get('/')).text();
  // Named as Vite names a chunk, as a page from an earlier deploy would ask for it.
  for (const path of ['/assets/project-Old0Hash.js', '/assets/index-Old0Hash.css', '/images/no-such-picture.svg']) {
    const answer = await request.get(path);
    figures.urls += 1;
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), `${path} is not index.html`).not.toBe(page);
    expect(answer.headers()['content-type'], path).not.toMatch(/javascript|css|svg/);
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    figures.headers += 2;
  }
  // Not checked: its Cache-Control. Hosting matches header rules against the path, not the answer,
  // so this 404 carries /assets/**'s `immutable` too (docs/security.md, Hosting and headers).
});

test("the page's own policy hashes each inline script it holds, allows no inline script else, and reaches only the emulators", async ({
  request,
}) => {
  const html = await (await request.get(`/project/${approvedProject.id}`)).text();
  const policy = metaPolicy(html);
  const scriptSrc = policy.get('script-src') ?? [];
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099', 'http://127.0.0.1:8080', 'http://127.0.0.1:5001']);
  // The policy comes before every script, so it governs all of them.
  expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
});

type Violation = { directive: string; blocked: string; sample: string };

/** Collects every CSP violation the page reports, across navigations: the DOM event and Chromium's console message. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  // Chromium also reports a header it cannot parse (an unknown Permissions-Policy feature, say) this way.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Permissions-Policy/i.test(message.text()))
      violations.push({ directive: 'console', blocked: '', sample: message.text() });
  });
  return violations;
}

/** No loading indicator is left: the screen has fetched what it shows. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

async function screen(page: Page, violations: Violation[], role: string, name: string, ready: () => Promise<void>) {
  await test.step(`${role}: ${name}`, async () => {
    await ready();
    await settled(page);
    figures.screens += 1;
    figures.roles.add(role);
    figures.violations += violations.length;
    expect.soft(violations, `${role}, ${name}: CSP violations`).toEqual([]);
    violations.length = 0;
  });
}

const h1 = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const cards = (page: Page) => expect(page.getByRole('listitem').getByRole('group').first()).toBeVisible();
const bell = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^What's new/ });

/** Every origin the page asks for anything, across navigations (a video player's frame, say). */
function watchOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return origins;
}

/** A project's video is in a lazy frame: scrolled into view, the browser loads its player (or the policy refuses it, and says so). */
async function videoTried(page: Page, origins: Set<string>, violations: Violation[], player: string) {
  await page.getByTitle(/ video$/).scrollIntoViewIfNeeded();
  await expect
    .poll(() => origins.has(player) || violations.length > 0, { message: `${player}: the video frame was neither loaded nor refused` })
    .toBe(true);
}

test('the policy is enforced: an injected inline script is refused and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Continue Without Login' })).toBeVisible();
  expect(violations).toEqual([]);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.filter((violation) => violation.directive === 'script-src-elem').length).toBe(1);
});

test.describe('no CSP violation on any main screen, each opened by its deep link', () => {
  test.describe.configure({ timeout: 120_000 });

  test('guest', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await screen(page, violations, 'guest', 'welcome', () =>
      expect(page.getByRole('link', { name: 'Continue Without Login' })).toBeVisible(),
    );
    await page.goto('/login');
    await screen(page, violations, 'guest', '/login', () => h1(page, 'Welcome Back'));
    await page.goto('/register');
    await screen(page, violations, 'guest', '/register', () => h1(page, 'Create Account'));
    await page.goto('/guest');
    await screen(page, violations, 'guest', '/guest', async () => {
      await h1(page, 'Featured Projects');
      await cards(page);
    });
    // A signed-out deep link to a member's screen lands on the login form.
    await page.goto(`/project/${approvedProject.id}`);
    await screen(page, violations, 'guest', `/project/${approvedProject.id} (signed out)`, () => h1(page, 'Welcome Back'));
  });

  test('investor', async ({ page }) => {
    const violations = await watchViolations(page);
    const origins = watchOrigins(page);
    await logInAs(page, 'ivy');
    await screen(page, violations, 'investor', 'dashboard', () => cards(page));
    await page.getByRole('tab', { name: 'My Investments' }).click();
    await screen(page, violations, 'investor', 'My Investments', () =>
      expect(
        page.getByRole('table', { name: 'My investments' }).or(page.getByText("You haven't invested in any projects yet.")),
      ).toBeVisible(),
    );
    await page.goto('/investor/dashboard?tab=saved');
    await screen(page, violations, 'investor', '/investor/dashboard?tab=saved', () =>
      expect(page.getByRole('list', { name: 'Saved projects' }).getByRole('group').first()).toBeVisible(),
    );
    await bell(page).click();
    await screen(page, violations, 'investor', "What's new (the bell) opened", () =>
      expect(page.getByRole('region', { name: "What's new" })).toBeVisible(),
    );
    await page.goto('/projects');
    await screen(page, violations, 'investor', '/projects', async () => {
      await h1(page, 'Discover Projects');
      await cards(page);
    });
    await page.goto(`/project/${approvedProject.id}`);
    await screen(page, violations, 'investor', `/project/${approvedProject.id} (its YouTube video)`, async () => {
      await expect(page.getByRole('heading', { name: 'Recent Investors' })).toBeVisible();
      await videoTried(page, origins, violations, 'https://www.youtube-nocookie.com');
    });
    await page.getByRole('button', { name: 'Invest Now' }).click();
    await screen(page, violations, 'investor', 'the Make an Investment dialog', () =>
      expect(page.getByRole('dialog', { name: 'Make an Investment' }).getByLabel('Investment Amount (USD)')).toBeFocused(),
    );
    await page.goto(`/payment/${approvedProject.id}`);
    await screen(page, violations, 'investor', `/payment/${approvedProject.id}`, () =>
      expect(page.getByLabel('Investment Amount (USD)')).toBeVisible(),
    );
  });

  test('entrepreneur', async ({ page }) => {
    const violations = await watchViolations(page);
    const origins = watchOrigins(page);
    await logInAs(page, 'erin');
    await screen(page, violations, 'entrepreneur', 'dashboard', () => cards(page));
    await page.goto('/entrepreneur/dashboard?tab=mine');
    await screen(page, violations, 'entrepreneur', '/entrepreneur/dashboard?tab=mine', async () => {
      await expect(page.getByRole('list', { name: 'My projects' })).toBeVisible();
      await cards(page);
    });
    await page.goto('/entrepreneur/dashboard?tab=saved');
    await screen(page, violations, 'entrepreneur', '/entrepreneur/dashboard?tab=saved', () =>
      expect(page.getByRole('list', { name: 'Saved projects' }).or(page.getByText("You haven't saved any projects yet."))).toBeVisible(),
    );
    await page.goto('/create-campaign');
    await screen(page, violations, 'entrepreneur', '/create-campaign', () => h1(page, 'Create New Campaign'));
    await page.goto(`/post-update/${erinsProject}`);
    // A picture chosen in Upload a picture is resized (in a worker) and previewed; nothing is saved.
    await screen(page, violations, 'entrepreneur', `/post-update/${erinsProject}, a picture chosen`, async () => {
      await expect(page.getByLabel('Project Title')).not.toHaveValue('');
      const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 360 } });
      await page.getByLabel('Upload a picture').setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: picture });
      await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
    });
    await page.goto(`/project/${erinsFundedProject}`);
    await screen(page, violations, 'entrepreneur', `/project/${erinsFundedProject}`, () =>
      expect(page.getByRole('table', { name: 'Backers of this project' })).toBeVisible(),
    );
    await page.goto(`/project/${erinsVimeoProject}`);
    await screen(page, violations, 'entrepreneur', `/project/${erinsVimeoProject} (its Vimeo video)`, () =>
      videoTried(page, origins, violations, 'https://player.vimeo.com'),
    );
  });

  test('admin', async ({ page }) => {
    const violations = await watchViolations(page);
    await logInAs(page, 'admin');
    await screen(page, violations, 'admin', 'dashboard, Pending Projects', () => cards(page));
    await page.getByRole('tab', { name: 'Browse Projects' }).click();
    await screen(page, violations, 'admin', 'dashboard, Browse Projects', () =>
      expect(page.getByRole('list', { name: 'Approved projects' })).toBeVisible(),
    );
    await page.goto('/admin/dashboard?tab=reports');
    await screen(page, violations, 'admin', '/admin/dashboard?tab=reports', () =>
      expect(page.getByRole('list', { name: 'Reported projects' }).or(page.getByText('No open reports.'))).toBeVisible(),
    );
    await page.goto('/admin/dashboard?tab=activity');
    await screen(page, violations, 'admin', '/admin/dashboard?tab=activity', () =>
      expect(page.getByRole('list', { name: 'Admin activity' }).or(page.getByText('No admin activity yet.'))).toBeVisible(),
    );
    await page.goto(`/project/${pendingProject}`);
    await screen(page, violations, 'admin', `/project/${pendingProject}`, () => expect(page.getByText('Pending review')).toBeVisible());
  });
});
