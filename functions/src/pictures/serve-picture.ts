// An uploaded picture at its own address (shared/pictures/picture-address.ts), answered from its
// Firestore document: the bytes only when they hash to the address and are what their document says
// (check-picture.ts), so an address answers one picture or none, ever. The hash is the capability: it
// is learnt only from a project or profile its reader may read (firestore.rules), as a Cloud Storage
// download token is. Moving pictures to Cloud Storage changes this module only (docs/scale.md).
import type { Firestore } from 'firebase-admin/firestore';
import { pictureHash, pictureRequestOf, type PictureRequest } from '../../../shared/pictures/picture-address';
import { pictureLie, profilePictureBounds, projectPictureBounds } from './check-picture';

export type PictureAnswer = { status: number; headers: Record<string, string>; body?: Uint8Array };

/** A year, and never revalidated: the address names the bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const SAFE = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" };
const notFound: PictureAnswer = { status: 404, headers: { ...SAFE, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } };

const boundsOf = ({ size }: PictureRequest) => (size === 'profile' ? profilePictureBounds : projectPictureBounds(size));

/** What a GET of this path answers. */
export async function answerPicture(db: Firestore, path: string): Promise<PictureAnswer> {
  const request = pictureRequestOf(path);
  if (!request) return notFound;
  const snapshot = await db.doc(request.document).get();
  const data = snapshot.data();
  if (!data || pictureLie(data, boundsOf(request))) return notFound;
  const bytes = data.bytes as Uint8Array;
  if ((await pictureHash(bytes)) !== request.hash) return notFound;
  return {
    status: 200,
    headers: { ...SAFE, 'Cache-Control': IMMUTABLE, 'Content-Type': String(data.contentType), ETag: `"${request.hash}"` },
    body: bytes,
  };
}
