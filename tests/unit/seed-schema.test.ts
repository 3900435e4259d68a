// @vitest-environment node
// The seed writes with the rules disabled; the schemas are what keeps its documents real.
import { LIMITS } from '@/features/campaigns/api/project-limits';
import { checkDocuments } from '../../scripts/collection-schemas';
import { demoDocuments, withProjectCards } from '../../scripts/seed-lib';

describe('the demo seed', () => {
  it('writes only documents its collection schemas accept', () => {
    const writes = withProjectCards(demoDocuments());
    expect(writes.length).toBeGreaterThan(50);
    expect(() => checkDocuments(writes)).not.toThrow();
  });

  it('is refused when a document breaks its schema', () => {
    const [path, project] = demoDocuments().find(([p]) => /^projects\/[^/]+$/.test(p))!;
    expect(() => checkDocuments([[path, { ...project, title: 'x'.repeat(LIMITS.title + 1) }]])).toThrow(/title/);
    expect(() => checkDocuments([[path, { ...project, tagline: 'new' }]])).toThrow(/tagline/);
  });
});
