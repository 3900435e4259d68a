import { aReport } from '@/testing/test-data';
import { reportsByProject } from './reports-model';
import { validateReport } from './report-schema';

const report = (projectId: string, reporterId: string) =>
  aReport({ reporterId, reporterEmail: `${reporterId}@example.com`, projectId, projectTitle: `Project ${projectId}` });

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
  it('needs a reason from the list and details of at most 1,000 characters (the report schema)', () => {
    expect(validateReport({ reason: '', details: '' }).errors).toEqual({ reason: 'Please choose a reason' });
    expect(validateReport({ reason: 'boring', details: '' }).errors).toEqual({ reason: 'Please choose a reason' });
    expect(validateReport({ reason: 'fraud', details: 'x'.repeat(1001) }).errors).toEqual({
      details: 'Please keep the details under 1,000 characters',
    });
    expect(validateReport({ reason: '', details: 'x'.repeat(1001) }).errors).toEqual({
      reason: 'Please choose a reason',
      details: 'Please keep the details under 1,000 characters',
    });
    expect(validateReport({ reason: 'fraud', details: '' })).toEqual({ errors: {}, report: { reason: 'fraud', details: '' } });
    expect(validateReport({ reason: 'other', details: ` ${'x'.repeat(1000)} ` })).toEqual({
      errors: {},
      report: { reason: 'other', details: 'x'.repeat(1000) },
    });
  });
});
