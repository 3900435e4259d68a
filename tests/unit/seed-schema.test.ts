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

  it("gives each project that took money shards whose raised, backers and daily totals are its investments', and a final synced copy", () => {
    const writes = demoDocuments();
    const funded = writes.filter(([path, data]) => /^projects\/[^/]+$/.test(path) && (data.raised as number) > 0);
    expect(funded.length).toBeGreaterThan(3);
    for (const [path, project] of funded) {
      const id = path.split('/')[1];
      const expected: Record<string, number> = {};
      const investments = writes.filter(([p, d]) => p.startsWith('investments/') && d.projectId === id && d.status === 'active');
      for (const [, investment] of investments) {
        const day = String(dayNumber((investment.createdAt as Timestamp).toDate()));
        expected[day] = (expected[day] ?? 0) + (investment.amount as number);
      }
      const shards = writes.filter(([p]) => p.startsWith(`${path}/shards/`)).map(([, d]) => d as { raised: number; backerCount: number; days: Record<string, number> });
      const days: Record<string, number> = {};
      for (const shard of shards) for (const [day, dollars] of Object.entries(shard.days)) days[day] = (days[day] ?? 0) + dollars;
      expect(days, path).toEqual(expected);
      expect(shards.reduce((sum, shard) => sum + shard.raised, 0), path).toBe(project.raised);
      expect(shards.reduce((sum, shard) => sum + shard.backerCount, 0), path).toBe(investments.length);
      expect(project.backerCount, path).toBe(investments.length);
      // An ended campaign's copy is final: synced at or after its deadline.
      const endsAt = project.endsAt as Timestamp | null;
      if (endsAt && endsAt.toMillis() <= Date.now()) expect((project.raisedSyncedAt as Timestamp).toMillis(), path).toBeGreaterThanOrEqual(endsAt.toMillis());
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
