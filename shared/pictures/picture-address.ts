// Where an uploaded picture is served (functions/src/pictures/serve-picture.ts, behind Hosting's
// /pictures/** rewrite): an address that names its bytes by their hash, so what it answers never
// changes once served and a browser or CDN may keep it for a year. Replacing a picture changes its
// hash, so its address; a removed one answers 404. Both the app (building <img src>) and the server
// (answering it) read this module.
import type { PictureSize } from './picture-limits';

export const PICTURE_PATH_PREFIX = '/pictures/';

/** Hex characters of the SHA-256 an address keeps: 128 bits, not guessable from anything but the bytes. */
const PICTURE_HASH_LENGTH = 32;
const HASH = new RegExp(`^[0-9a-f]{${PICTURE_HASH_LENGTH}}$`);

const isPictureHash = (value: unknown): value is string => typeof value === 'string' && HASH.test(value);

/** The hash an address names these bytes by. */
export async function pictureHash(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, PICTURE_HASH_LENGTH);
}

export const projectPictureAddress = (projectId: string, size: PictureSize, hash: string) =>
  `${PICTURE_PATH_PREFIX}projects/${encodeURIComponent(projectId)}/${size}/${hash}`;

export const memberPictureAddress = (memberId: string, hash: string) =>
  `${PICTURE_PATH_PREFIX}members/${encodeURIComponent(memberId)}/${hash}`;

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
