import { createHash } from 'node:crypto';
import { memberPictureAddress, pictureHash, pictureRequestOf, projectPictureAddress } from '../../shared/pictures/picture-address';

const hash = '0123456789abcdef0123456789abcdef';

describe('a picture’s address', () => {
  it('names the bytes by the first 128 bits of their SHA-256', async () => {
    const bytes = Uint8Array.from([1, 2, 3, 250]);
    expect(await pictureHash(bytes)).toBe(createHash('sha256').update(bytes).digest('hex').slice(0, 32));
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
