// Picture bytes for tests that store pictures where the server looks at them (functions/src/pictures):
// only the header a reader looks at, with the stated sides, padded to the wanted length.

const u24le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
const u32le = (value: number) => [...u24le(value), (value >> 24) & 0xff];
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const padded = (header: number[], length: number) =>
  Uint8Array.from([...header, ...new Array(Math.max(0, length - header.length)).fill(0)]);

/** The start of an extended WebP (its RIFF header and VP8X chunk) of these sides. */
export const webpBytes = (width: number, height: number, length = 200) =>
  padded(
    [...ascii('RIFF'), ...u32le(length - 8), ...ascii('WEBPVP8X'), ...u32le(10), 0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)],
    length,
  );

/** The start of a baseline JPEG (its APP0 and start-of-frame segments) of these sides. */
export const jpegBytes = (width: number, height: number, length = 200) =>
  padded(
    [
      ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
      ...[0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03],
    ],
    length,
  );
