// A stored picture's bytes, looked at by the server: the browser resizes a picture before it
// stores it and the rules bound its stated type, sides and bytes, but only the server can read the
// bytes. Their header (image-size, a pure-JavaScript reader that decodes nothing) must say what the
// document says: the type, the width and the height, within the size's bounds. A picture that lies (a
// small file that would decode to an enormous image, another format, no picture at all) is removed;
// the page then shows the project's illustration, or the member's initials, as when there is none.
import { imageSize } from 'image-size';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { PICTURE_SIZES, PICTURE_TYPES } from '../../../shared/pictures/picture-limits';
import { PROFILE_PICTURE } from '../../../shared/pictures/profile-picture-limits';
import { GRPC, hasGrpcCode } from '../grpc-codes';

type Bounds = { maxSide: number; square?: boolean };
type Stated = { bytes?: unknown; contentType?: unknown; width?: unknown; height?: unknown };

const CONTENT_TYPES: Record<string, (typeof PICTURE_TYPES)[number]> = { jpg: 'image/jpeg', webp: 'image/webp' };

/** The bounds of a project picture of this size, or of a profile picture. */
export const projectPictureBounds = (size: string): Bounds | null =>
  size in PICTURE_SIZES ? { maxSide: PICTURE_SIZES[size as keyof typeof PICTURE_SIZES].maxSide } : null;
export const profilePictureBounds: Bounds = { maxSide: PROFILE_PICTURE.maxSide, square: true };

/** What the bytes' header says they are, or null when it names no picture the app stores. */
function headerOf(bytes: Uint8Array) {
  try {
    const { type, width, height } = imageSize(bytes);
    const contentType = type ? CONTENT_TYPES[type] : undefined;
    return contentType && width && height ? { contentType, width, height } : null;
  } catch {
    return null;
  }
}

/** Why a stored picture cannot be shown, or null when its bytes are what it says, within its bounds. */
export function pictureLie(stated: Stated, bounds: Bounds | null): string | null {
  if (!bounds) return 'not a size the app stores';
  if (!(stated.bytes instanceof Uint8Array)) return 'no bytes';
  const header = headerOf(stated.bytes);
  if (!header) return 'not a WebP or JPEG picture';
  if (header.contentType !== stated.contentType) return `a ${header.contentType} picture stored as ${String(stated.contentType)}`;
  if (header.width !== stated.width || header.height !== stated.height)
    return `${header.width} by ${header.height} pixels stored as ${String(stated.width)} by ${String(stated.height)}`;
  if (header.width > bounds.maxSide || header.height > bounds.maxSide)
    return `${header.width} by ${header.height} pixels, over ${bounds.maxSide}`;
  if (bounds.square && header.width !== header.height) return 'not square';
  return null;
}

/**
 * Removes the picture this event wrote when it lies, unless it was replaced or removed since (the
 * delete is refused unless the document is still as the event left it): a replay removes nothing
 * more. Returns the reason it was removed, or null.
 */
export async function removeLyingPicture(written: DocumentSnapshot | undefined, bounds: Bounds | null): Promise<string | null> {
  if (!written?.exists) return null;
  const lie = pictureLie(written.data() as Stated, bounds);
  if (!lie) return null;
  try {
    await written.ref.delete({ lastUpdateTime: written.updateTime! });
  } catch (error) {
    if (hasGrpcCode(error, GRPC.FAILED_PRECONDITION, GRPC.NOT_FOUND)) return null;
    throw error;
  }
  return lie;
}
