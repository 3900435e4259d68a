import { encodeUnder, PICTURE_QUALITIES, PictureTooLargeError } from './picture-fit';
import { pictureFits, PICTURE_SIZES } from '@shared/pictures/picture-limits';

// A stand-in encoder: bytes shrink with quality as a real encoder's do (the loop is what is tested here).
const fakeEncoder = (bytesAtFull: number) => {
  const tried: number[] = [];
  const encode = async (quality: number) => {
    tried.push(quality);
    return { size: Math.round(bytesAtFull * quality), quality };
  };
  return { tried, encode };
};

describe('encodeUnder', () => {
  it('keeps the first quality when it already fits', async () => {
    const { tried, encode } = fakeEncoder(100_000);
    expect((await encodeUnder(150_000, encode)).quality).toBe(PICTURE_QUALITIES[0]);
    expect(tried).toEqual([PICTURE_QUALITIES[0]]);
  });

  it('lowers the quality step by step until the encoding fits', async () => {
    const { tried, encode } = fakeEncoder(250_000);
    const result = await encodeUnder(150_000, encode);
    expect(result.size).toBeLessThanOrEqual(150_000);
    expect(result.quality).toBe(0.55);
    expect(tried).toEqual([0.85, 0.75, 0.65, 0.55]);
  });

  it('gives up with a clear message when even the lowest quality is too big', async () => {
    const { tried, encode } = fakeEncoder(10_000_000);
    await expect(encodeUnder(150_000, encode)).rejects.toThrow(PictureTooLargeError);
    await expect(encodeUnder(150_000, encode)).rejects.toThrow('This picture stays over 150 KB even at low quality');
    expect(tried.slice(0, PICTURE_QUALITIES.length)).toEqual([...PICTURE_QUALITIES]);
  });
});

describe('pictureFits', () => {
  const card = { byteLength: PICTURE_SIZES.card.maxBytes, contentType: 'image/webp', width: 640, height: 427 };
  it('accepts a picture at its size’s limits and refuses one past them', () => {
    expect(pictureFits('card', card)).toBe(true);
    expect(pictureFits('card', { ...card, byteLength: card.byteLength + 1 })).toBe(false);
    expect(pictureFits('card', { ...card, width: 641 })).toBe(false);
    expect(pictureFits('page', { ...card, width: 1600 })).toBe(true);
    expect(pictureFits('card', { ...card, contentType: 'image/png' })).toBe(false);
    expect(pictureFits('card', { ...card, height: 0 })).toBe(false);
  });
});
