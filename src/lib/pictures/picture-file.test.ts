import { looksLikePicture } from './picture-file';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('looksLikePicture', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(looksLikePicture(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(looksLikePicture(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]))).toBe(true);
    expect(looksLikePicture(bytes('RIFF', [1, 2, 3, 4], 'WEBP'))).toBe(true);
  });

  it('refuses anything else, a RIFF that is not WebP and a GIF included', () => {
    expect(looksLikePicture(bytes('hello, world'))).toBe(false);
    expect(looksLikePicture(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBe(false);
    expect(looksLikePicture(bytes('GIF89a'))).toBe(false);
    expect(looksLikePicture(new Uint8Array())).toBe(false);
  });
});
