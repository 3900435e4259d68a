// @vitest-environment node
// shared/routes.ts is the one list of screens: the router builds its routes from it. Every screen
// names a module that exists, and every route but the welcome page (which is in the entry) has
// exactly one screen or public page.
import { existsSync } from 'node:fs';
import { publicPages, routePaths, screenFile, screens } from '@shared/routes';

describe('the route table', () => {
  it("names each screen's module under src/app/routes/", () => {
    for (const { module } of screens) expect(existsSync(screenFile(module)), screenFile(module)).toBe(true);
    for (const { module } of publicPages) expect(existsSync(screenFile(module)), screenFile(module)).toBe(true);
  });

  it('gives every route but the welcome page one screen or public page', () => {
    const routes = [...screens, ...publicPages].map((screen) => screen.route).sort();
    expect(routes).toEqual(
      Object.keys(routePaths)
        .filter((route) => route !== 'home')
        .sort(),
    );
  });
});
