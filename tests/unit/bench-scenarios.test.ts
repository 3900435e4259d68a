// @vitest-environment node
// The bench (npm run bench) opens every route of the route table (shared/routes.ts), as a user the
// route lets in, and Lighthouse measures each: a new route without a scenario fails here first.
import { matchPath } from 'react-router-dom';
import { publicPages, routePaths, screens, type RouteName } from '@shared/routes';
import { demoAccounts } from '../../scripts/demo-accounts';
import { investAmount } from '../../scripts/bench/invest-step';
import { benchProjectId, lighthouseScenarios, lighthouseTargets, scenarios, type Scenario } from '../../scripts/bench/scenarios';
import { percentile } from '../../scripts/bench/stats';

const all = scenarios(benchProjectId(5000));
const routes = Object.keys(routePaths) as RouteName[];

/** Whether the route's guard lets the scenario's user in (spec section 2: who may open which screen). */
function mayOpen({ route, as }: Scenario) {
  if (route === 'home' || publicPages.some((page) => page.route === route)) return true;
  const access = screens.find((screen) => screen.route === route)?.access;
  if (access === 'public') return true;
  if (access === 'guestOnly') return as === 'guest';
  if (as === 'guest') return false;
  return access === 'signedIn' || demoAccounts[as].role === access;
}

describe("the bench's scenarios", () => {
  it('open the route they name, as a user it lets in', () => {
    for (const scenario of all) {
      const pathname = new URL(scenario.path, 'http://127.0.0.1').pathname;
      expect(matchPath(routePaths[scenario.route], pathname), `${scenario.name}: ${scenario.path}`).not.toBeNull();
      expect(mayOpen(scenario), `${scenario.name} as ${scenario.as}`).toBe(true);
    }
  });

  it('give Lighthouse every route of the route table, each once', () => {
    const measured = lighthouseScenarios(all);
    expect(measured.map((s) => s.route)).toEqual(routes);
    expect(measured.every((s) => !s.step)).toBe(true);
    expect(new Set(lighthouseTargets(benchProjectId(5000)).map((page) => page.path)).size).toBe(routes.length);
  });

  it('stop the bench when a route has no scenario', () => {
    expect(() => lighthouseScenarios(all.filter((s) => s.route !== 'settings'))).toThrow(/\/settings/);
  });

  it("time Invest Now warm, over enough runs for a 95th percentile, after the invest page's first view", () => {
    const invest = all.filter((s) => s.step?.kind === 'invest');
    expect(invest).toHaveLength(1);
    expect(invest[0]).toMatchObject({ route: 'payment', as: 'ivy', warmUp: true });
    expect(invest[0].minRuns).toBeGreaterThanOrEqual(10);
    // Its investments change Ivy's data: no scenario after it.
    expect(all.at(-1)).toBe(invest[0]);
    expect(all.find((s) => s.name === 'invest page')?.readBudget?.max).toBe(12);
  });
});

describe('the amount the bench invests', () => {
  it('is the wanted amount when the allowance and the minimum allow it', () => {
    expect(investAmount('You can invest up to $9,500 more in the next 12 months.', 1, 100)).toBe(100);
  });

  it('is the minimum when that is more, and never more than the allowance', () => {
    expect(investAmount('You can invest up to $9,500 more in the next 12 months.', 250, 100)).toBe(250);
    expect(investAmount('You can invest up to $60 more in the next 12 months.', 1, 100)).toBe(60);
  });

  it('stops the step when no amount fits', () => {
    expect(() => investAmount('You can invest up to $0 more in the next 12 months.', 1)).toThrow(/\$0 more/);
    expect(() => investAmount('You can invest up to $40 more in the next 12 months.', 50)).toThrow(/\$50 at least/);
    expect(() => investAmount('Loading', 1)).toThrow(/no allowance/);
  });
});

describe('the percentile of runs', () => {
  it('lies between the two nearest runs', () => {
    expect(percentile([5, 1, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBeCloseTo(9.55);
    expect(percentile([7], 95)).toBe(7);
  });
});
