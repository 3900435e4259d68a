// @vitest-environment jsdom
import { investmentIntent } from './use-investments';

describe('investmentIntent', () => {
  beforeEach(() => localStorage.clear());

  it('reuses one id until the investment is recorded, across tabs of the same browser', () => {
    const tabA = investmentIntent('ivy', 'p1');
    const tabB = investmentIntent('ivy', 'p1');
    const first = tabA.current();
    expect(tabA.current()).toBe(first);
    expect(tabB.current()).toBe(first);
    tabA.done();
    expect(tabB.current()).not.toBe(first);
  });

  it('keeps intentions apart per investor and per project', () => {
    const id = investmentIntent('ivy', 'p1').current();
    expect(investmentIntent('ivy', 'p2').current()).not.toBe(id);
    expect(investmentIntent('olivia', 'p1').current()).not.toBe(id);
  });
});
