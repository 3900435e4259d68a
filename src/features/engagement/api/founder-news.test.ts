import { anAuditEntry, anInvestment } from '@/testing/test-data';
import { adminNewsOf, investmentDayText, investmentDays } from './founder-news';

const at = (day: number, hour = 12) => new Date(2026, 10, day, hour);

describe('investmentDays', () => {
  it('sums a project’s active investments per local day, counting each investor once', () => {
    const days = investmentDays([
      anInvestment({ id: 'a', investorId: 'ivy', amount: 100, createdAt: at(25, 9) }),
      anInvestment({ id: 'b', investorId: 'ivy', amount: 150, createdAt: at(25, 18) }),
      anInvestment({ id: 'c', investorId: 'olivia', amount: 1000, createdAt: at(25, 10) }),
      anInvestment({ id: 'd', investorId: 'sam', amount: 500, createdAt: at(25, 11), status: 'cancelled' }),
      anInvestment({ id: 'e', investorId: 'sam', amount: 40, createdAt: at(24) }),
      anInvestment({ id: 'f', projectId: 'p2', projectTitle: 'Kelp', investorId: 'sam', amount: 60, createdAt: at(25) }),
    ]);
    expect(days).toEqual([
      { projectId: 'p1', projectTitle: 'Solar Roofs', day: '2026-11-25', investors: 2, amount: 1250, at: at(25, 18) },
      { projectId: 'p1', projectTitle: 'Solar Roofs', day: '2026-11-24', investors: 1, amount: 40, at: at(24) },
      { projectId: 'p2', projectTitle: 'Kelp', day: '2026-11-25', investors: 1, amount: 60, at: at(25) },
    ]);
  });
});

describe('investmentDayText', () => {
  const now = at(26, 8);
  it.each([
    [{ investors: 3, amount: 1250, at: at(25) }, '3 new investors, $1,250 yesterday'],
    [{ investors: 1, amount: 40, at: at(26, 7) }, '1 new investor, $40 today'],
    [{ investors: 2, amount: 75, at: at(20) }, '2 new investors, $75 on Nov 20, 2026'],
  ])('says %o as “%s”', (day, text) => expect(investmentDayText(day, now)).toBe(text));
});

describe('adminNewsOf', () => {
  it('says each admin action about the project as its sentence, never naming a reporter', () => {
    const news = adminNewsOf([
      anAuditEntry({ id: 'x', action: 'dismiss_report', subjectId: 'p1', before: { status: 'open' }, after: { status: 'dismissed' } }),
      anAuditEntry({ id: 'y' }),
    ]);
    expect(news.map((item) => item.title)).toEqual([expect.stringMatching(/^The admin .*report.*\.$/), 'The admin approved the project.']);
    expect(JSON.stringify(news)).not.toContain('ivy');
  });
});
