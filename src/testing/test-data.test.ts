import { LIMITS } from '@/features/campaigns/api/projects/project-limits';
import { aBacker, anAuditEntry, anInvestment, anUpdate, aProject, aQuestion, aReport, aUserProfile } from './test-data';

// Each builder's defaults are a document its collection's schema accepts; an override the app could
// never store fails at the builder, naming the field, instead of somewhere in the test's result.
describe.each([
  { builder: 'aProject', build: () => aProject({ title: 'x'.repeat(LIMITS.title + 1) }), field: 'title' },
  { builder: 'aProject', build: () => aProject({ status: 'archived' as never }), field: 'status' },
  { builder: 'anInvestment', build: () => anInvestment({ amount: 12.5 }), field: 'amount' },
  { builder: 'aBacker', build: () => aBacker({ name: '' }), field: 'name' },
  { builder: 'anUpdate', build: () => anUpdate({ body: '' }), field: 'body' },
  { builder: 'aQuestion', build: () => aQuestion({ askerRole: 'admin' as never }), field: 'askerRole' },
  { builder: 'aReport', build: () => aReport({ reason: 'boring' as never }), field: 'reason' },
  { builder: 'anAuditEntry', build: () => anAuditEntry({ action: 'edit' as never }), field: 'action' },
  { builder: 'aUserProfile', build: () => aUserProfile({ fullName: 'ivy@example.com' }), field: 'fullName' },
])('$builder', ({ builder, build, field }) => {
  it(`refuses an impossible ${field}`, () => {
    expect(build).toThrow(new RegExp(`${builder} is not a document its schema accepts:[^]*${field}`));
  });
});

describe('the builders', () => {
  it('give whole documents by default, with what the app leaves unset read as empty', () => {
    for (const build of [aProject, anInvestment, aBacker, anUpdate, aQuestion, aReport, anAuditEntry, aUserProfile])
      expect(build).not.toThrow();
    expect(aQuestion({ answer: 'In May.', answeredAt: new Date() })).toMatchObject({ answer: 'In May.', answerEditedAt: null });
    expect(aReport({ status: 'dismissed', handledAt: new Date() }).status).toBe('dismissed');
  });

  it("start a project from the app's own new project (newProjectFields), approved", () => {
    expect(aProject()).toMatchObject({
      status: 'approved',
      approved: true,
      raised: 0,
      backerCount: 0,
      reviewCount: 0,
      creatorName: 'Erin Park',
      creatorId: 'erin',
    });
    // No e-mail address on a project: the founder's is in private/founder.
    expect(aProject()).not.toHaveProperty('createdBy');
    expect(aProject()).not.toHaveProperty('lastUpdatedBy');
  });
});

it('refuses a field the schema does not name (one removed from it, say)', () => {
  expect(() => aReport({ tagline: 'x' } as never)).toThrow('aReport holds fields its schema does not name: tagline');
});
