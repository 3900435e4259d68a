// @vitest-environment node
// The seed writes with the rules disabled; the schemas are what keeps its documents real.
import { LIMITS } from '@/features/campaigns/api/project-limits';
import { pictureFits, PICTURE_SIZES } from '@/features/campaigns/api/picture-schema';
import { checkDocuments } from '../../scripts/collection-schemas';
import { demoDocuments, webpSize, withProjectCards } from '../../scripts/seed-lib';

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
