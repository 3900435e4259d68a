import { assertStorable, decodesWithin, decodesWithinSide, PictureBoundsError, type DecodeSize } from './picture-decode';

const decodesTo =
  (width: number, height: number): DecodeSize =>
  async () => ({ width, height });
const undecodable: DecodeSize = async () => {
  throw new Error('not a picture');
};
const blob = new Blob(['bytes'], { type: 'image/webp' });

describe('decodesWithin (the decoded size, not the declared one)', () => {
  it('accepts bytes that decode within the size’s longest side', async () => {
    expect(await decodesWithin('card', blob, decodesTo(640, 640))).toBe(true);
    expect(await decodesWithin('page', blob, decodesTo(1600, 900))).toBe(true);
  });

  it('refuses bytes that decode beyond it on either side, to nothing, or not at all', async () => {
    expect(await decodesWithin('card', blob, decodesTo(641, 360))).toBe(false);
    expect(await decodesWithin('card', blob, decodesTo(640, 20_000))).toBe(false);
    expect(await decodesWithin('page', blob, decodesTo(50_000, 50_000))).toBe(false);
    expect(await decodesWithin('page', blob, decodesTo(0, 0))).toBe(false);
    expect(await decodesWithin('card', blob, undecodable)).toBe(false);
  });
});

describe('decodesWithinSide (any stored picture: a profile picture’s 256 pixels)', () => {
  it('accepts bytes that decode within the side and refuses those beyond it, to nothing, or not at all', async () => {
    expect(await decodesWithinSide(256, blob, decodesTo(256, 256))).toBe(true);
    expect(await decodesWithinSide(256, blob, decodesTo(257, 256))).toBe(false);
    expect(await decodesWithinSide(256, blob, decodesTo(0, 0))).toBe(false);
    expect(await decodesWithinSide(256, blob, undecodable)).toBe(false);
  });
});

describe('assertStorable', () => {
  it('lets versions through that decode within their bounds, and refuses any that does not', async () => {
    const versions = { card: { blob }, page: { blob: new Blob(['page']) } };
    await expect(assertStorable(versions, decodesTo(640, 480))).resolves.toBeUndefined();
    // The page version fits 1600, the card version does not fit 640.
    await expect(
      assertStorable(versions, async (b) => (b === blob ? { width: 1200, height: 800 } : { width: 1200, height: 800 })),
    ).rejects.toThrow(PictureBoundsError);
    await expect(
      assertStorable(versions, async (b) => (b === blob ? { width: 640, height: 480 } : { width: 4000, height: 3000 })),
    ).rejects.toThrow('This picture does not decode within 1600 pixels a side. Please choose another picture.');
    await expect(assertStorable(versions, undecodable)).rejects.toThrow(PictureBoundsError);
  });
});
