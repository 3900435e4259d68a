// Where an uploaded picture is served (functions/src/pictures/serve-picture.ts, behind Hosting's
// /pictures/** rewrite): an address that names its bytes by their hash, so what it answers never
// changes once served and a browser or CDN may keep it for a year. Replacing a picture changes its
// hash, so its address; a removed one answers 404. Both the app (building <img src>) and the server
// (answering it) read this module.
import type { PICTURE_SIZES, PictureSize } from './picture-limits';

export const PICTURE_PATH_PREFIX = '/pictures/';

/** An address names its bytes by their whole SHA-256 in lower-case hex, as firestore.rules computes it. */
const HASH = /^[0-9a-f]{64}$/;

export const isPictureHash = (value: unknown): value is string => typeof value === 'string' && HASH.test(value);

/** The hash an address names these bytes by. */
export async function pictureHash(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const projectPictureAddress = (projectId: string, size: PictureSize, hash: string) =>
  `${PICTURE_PATH_PREFIX}projects/${encodeURIComponent(projectId)}/${size}/${hash}`;

export const memberPictureAddress = (memberId: string, hash: string) =>
  `${PICTURE_PATH_PREFIX}members/${encodeURIComponent(memberId)}/${hash}`;

/** A project's uploaded picture, by size: the hashes of its stored bytes (the project's pictureHashes). */
export type PictureHashes = Record<PictureSize, string>;

export const isPictureHashes = (value: unknown): value is PictureHashes =>
  typeof value === 'object' &&
  value !== null &&
  isPictureHash((value as PictureHashes).card) &&
  isPictureHash((value as PictureHashes).page);

/**
 * How wide a project's picture is shown, for `sizes`: a card fills its column of the grid (one, two
 * from md, three from lg in a 72rem page less its gutters), the project page's picture its column
 * (the page less the 22rem side column from lg).
 */
export const PICTURE_SHOWN_WIDTHS = {
  card: '(min-width: 1024px) 360px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)',
  page: '(min-width: 1152px) 768px, (min-width: 1024px) calc(100vw - 416px), calc(100vw - 32px)',
} as const satisfies Record<PictureSize, string>;

/**
 * What an <img> (or index.html's preload) of a project's uploaded picture says: both sizes, the
 * browser picks. `limits` is PICTURE_SIZES, passed in so that this module imports no other (the
 * Vite config loads it): a size's `w` is its longest side, a landscape picture's width.
 */
export function projectPictureSources(projectId: string, hashes: PictureHashes, shownAs: PictureSize, limits: typeof PICTURE_SIZES) {
  const sizes = Object.keys(limits) as PictureSize[];
  return {
    src: projectPictureAddress(projectId, shownAs, hashes[shownAs]),
    srcSet: sizes.map((size) => `${projectPictureAddress(projectId, size, hashes[size])} ${limits[size].maxSide}w`).join(', '),
    sizes: PICTURE_SHOWN_WIDTHS[shownAs],
  };
}

/** The document an address names, which picture it is, and the hash its bytes must have. */
export type PictureRequest = { document: string; size: PictureSize | 'profile'; hash: string };

const SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;

/** What an address asks for; null for any other path. */
export function pictureRequestOf(path: string): PictureRequest | null {
  if (!path.startsWith(PICTURE_PATH_PREFIX)) return null;
  const parts = path.slice(PICTURE_PATH_PREFIX.length).split('/').map(safeDecode);
  const [kind, id, ...rest] = parts;
  if (!id || !SEGMENT.test(id)) return null;
  if (kind === 'projects' && rest.length === 2 && (rest[0] === 'card' || rest[0] === 'page') && isPictureHash(rest[1]))
    return { document: `projects/${id}/pictures/${rest[0]}`, size: rest[0], hash: rest[1] };
  if (kind === 'members' && rest.length === 1 && isPictureHash(rest[0]))
    return { document: `profilePictures/${id}`, size: 'profile', hash: rest[0] };
  return null;
}

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
