import { createHash } from 'node:crypto';
import { PICTURE_SIZES } from '../../shared/pictures/picture-limits';
import {
  isPictureHashes,
  memberPictureAddress,
  PICTURE_SHOWN_WIDTHS,
  pictureHash,
  pictureRequestOf,
  projectPictureAddress,
  projectPictureSources,
} from '../../shared/pictures/picture-address';

const hash = '0123456789abcdef'.repeat(4);

describe('a picture’s address', () => {
  it('names the bytes by their whole SHA-256', async () => {
    const bytes = Uint8Array.from([1, 2, 3, 250]);
    expect(await pictureHash(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('reads back as the document it names and the hash its bytes must have', () => {
    expect(pictureRequestOf(projectPictureAddress('AbC123', 'page', hash))).toEqual({
      document: 'projects/AbC123/pictures/page',
      size: 'page',
      hash,
    });
    expect(pictureRequestOf(memberPictureAddress('uid-9_x', hash))).toEqual({ document: 'profilePictures/uid-9_x', size: 'profile', hash });
  });

  it.each([
    ['another prefix', `/assets/projects/a/card/${hash}`],
    ['a size the app does not store', `/pictures/projects/a/huge/${hash}`],
    ['a short hash', '/pictures/projects/a/card/0123'],
    ['upper-case hex', `/pictures/projects/a/card/${hash.toUpperCase()}`],
    ['a path in the id', `/pictures/projects/${encodeURIComponent('a/b')}/card/${hash}`],
    ['a dot segment', `/pictures/projects/../card/${hash}`],
    ['more segments', `/pictures/members/a/card/${hash}`],
    ['a broken escape', `/pictures/members/%E0%A4%A/${hash}`],
  ])('names nothing for %s', (_what, path) => {
    expect(pictureRequestOf(path)).toBeNull();
  });
});

describe('a project picture’s sources', () => {
  const hashes = { card: 'c'.repeat(64), page: 'e'.repeat(64) };

  it('offer both sizes by their widths and show the asked one by default', () => {
    const sources = projectPictureSources('p1', hashes, 'card', PICTURE_SIZES);
    expect(sources.src).toBe(`/pictures/projects/p1/card/${hashes.card}`);
    expect(sources.srcSet).toBe(`/pictures/projects/p1/card/${hashes.card} 640w, /pictures/projects/p1/page/${hashes.page} 1600w`);
    expect(sources.sizes).toBe(PICTURE_SHOWN_WIDTHS.card);
    expect(projectPictureSources('p1', hashes, 'page', PICTURE_SIZES).src).toBe(`/pictures/projects/p1/page/${hashes.page}`);
  });

  it('are only made from two well-formed hashes', () => {
    expect(isPictureHashes(hashes)).toBe(true);
    expect(isPictureHashes({ card: hashes.card })).toBe(false);
    expect(isPictureHashes({ card: hashes.card, page: 'E'.repeat(64) })).toBe(false);
    expect(isPictureHashes(null)).toBe(false);
  });
});
