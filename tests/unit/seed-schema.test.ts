// @vitest-environment node
// The seed writes with the rules disabled; the schemas are what keeps its documents real.
import type { Timestamp } from 'firebase/firestore';
import { LIMITS } from '@/features/campaigns/api/project-limits';
import { pictureFits, PICTURE_SIZES } from '@/features/campaigns/api/picture-schema';
import { dayNumber } from '@/features/investments/api/funding-series';
import { checkDocuments } from '../../scripts/collection-schemas';
import { demoDocuments, webpSize, withProjectCards } from '../../scripts/seed-lib';

describe('the demo seed', () => {
  it('writes only documents its collection schemas accept', () => {
    const writes = withProjectCards(demoDocuments());
    expect(writes.length).toBeGreaterThan(50);
    expect(() => checkDocuments(writes)).not.toThrow();
  });

  it("gives each project that took money daily totals (fundingByDay) equal to its investments' amounts by UTC day", () => {
    const writes = demoDocuments();
    const funded = writes.filter(([path, data]) => /^projects\/[^/]+$/.test(path) && 'lastInvestmentId' in data);
    expect(funded.length).toBeGreaterThan(3);
    for (const [path, project] of funded) {
      const expected: Record<string, number> = {};
      for (const [, investment] of writes.filter(([p, d]) => p.startsWith('investments/') && d.projectId === path.split('/')[1] && d.status === 'active')) {
        const day = String(dayNumber((investment.createdAt as Timestamp).toDate()));
        expected[day] = (expected[day] ?? 0) + (investment.amount as number);
      }
      expect(project.fundingByDay, path).toEqual(expected);
      expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBe(project.raised);
    }
  });

  it('is refused when a document breaks its schema', () => {
    const [path, project] = demoDocuments().find(([p]) => /^projects\/[^/]+$/.test(p))!;
    expect(() => checkDocuments([[path, { ...project, title: 'x'.repeat(LIMITS.title + 1) }]])).toThrow(/title/);
    expect(() => checkDocuments([[path, { ...project, tagline: 'new' }]])).toThrow(/tagline/);
  });

  it('stores uploaded pictures as the upload form does, and keeps the bundled placeholder only for projects without one', () => {
    const documents = new Map(demoDocuments());
    const projects = [...documents].filter(([path]) => /^projects\/[^/]+$/.test(path));
    const withPicture = projects.filter(([, project]) => project.pictureVersion === 1);
    const without = projects.filter(([, project]) => project.pictureVersion === undefined);
    expect(withPicture.length).toBeGreaterThan(20);
    expect(without.length).toBeGreaterThan(0);
    for (const [, project] of without) expect(project.imageUrl).toMatch(/^\/images\/[a-z]+-[12]\.svg$/);
    for (const [path, project] of withPicture) {
      expect(project.imageUrl).toBe('');
      for (const size of ['card', 'page'] as const) {
        const picture = documents.get(`${path}/pictures/${size}`) as { bytes: { toUint8Array(): Uint8Array }; contentType: string; width: number; height: number };
        const bytes = picture.bytes.toUint8Array();
        expect(String.fromCharCode(...bytes.slice(8, 12))).toBe('WEBP');
        expect(webpSize(bytes)).toEqual({ width: picture.width, height: picture.height });
        expect(Math.max(picture.width, picture.height)).toBe(PICTURE_SIZES[size].maxSide);
        expect(pictureFits(size, { byteLength: bytes.length, ...picture })).toBe(true);
      }
    }
    const [path, picture] = [...documents].find(([p]) => p.endsWith('/pictures/card'))!;
    expect(() => checkDocuments([[path, { ...picture, caption: 'x' }]])).toThrow(/caption/);
  });
});
