import { reportsByProject, validateReport, type Report } from './reports-model';

const report = (projectId: string, reporterId: string): Report => ({
  reporterId,
  reporterEmail: `${reporterId}@example.com`,
  projectId,
  projectTitle: `Project ${projectId}`,
  reason: 'spam',
  details: '',
  status: 'open',
  createdAt: null,
  handledAt: null,
});

describe('reportsByProject', () => {
  it('groups open reports by project, the most reported first', () => {
    const groups = reportsByProject([report('a', 'ivy'), report('b', 'ivy'), report('b', 'sam'), report('b', 'olivia')]);
    expect(groups.map((group) => [group.projectId, group.reports.length])).toEqual([
      ['b', 3],
      ['a', 1],
    ]);
  });
});

describe('validateReport', () => {
  it('needs a reason from the list and details of at most 1,000 characters', () => {
    expect(validateReport('', '')).toBe('Please choose a reason');
    expect(validateReport('boring', '')).toBe('Please choose a reason');
    expect(validateReport('fraud', 'x'.repeat(1001))).toBe('Please keep the details under 1,000 characters');
    expect(validateReport('fraud', '')).toBeNull();
    expect(validateReport('other', 'x'.repeat(1000))).toBeNull();
  });
});
