// A project's uploaded picture is shown from its own address (shared/pictures/picture-address.ts):
// the project, and its card, name each size's bytes by their hash (firestore.rules checks them), so
// a screen shows a picture with a plain <img srcset>, reading no picture document. The browser
// fetches, caches for a year and decodes it off the main thread, and picks the size that fits.
import { isPictureHashes, projectPictureSources } from '@shared/pictures/picture-address';
import { PICTURE_SIZES, type PictureSize } from '@shared/pictures/picture-limits';
import { firstViewPaints } from '@/utils/first-view';

/** What a project says about its uploaded picture: a version from 1 up (0/null for none) and the hashes of its bytes. */
export type PictureOwner = { id: string; pictureVersion?: number | null; pictureHashes?: unknown };

export const hasUploadedPicture = <T extends Pick<PictureOwner, 'pictureVersion'>>(project: T): project is T & { pictureVersion: number } =>
  typeof project.pictureVersion === 'number' && project.pictureVersion > 0;

/** The src, srcset and sizes of the project's uploaded picture shown at this size; null when it shows none. */
export function uploadedPictureOf(project: PictureOwner, shownAs: PictureSize) {
  return hasUploadedPicture(project) && isPictureHashes(project.pictureHashes)
    ? projectPictureSources(project.id, project.pictureHashes, shownAs, PICTURE_SIZES)
    : null;
}

let firstPicturePainted: (() => void) | null = null;

/**
 * The opened screen shows this project's uploaded picture first (the first card of a list read
 * early, or the project's own page), most likely its largest paint: what waits for the first view
 * (afterFirstView) waits for that paint too, so it does not compete with the picture's bytes.
 */
export function firstViewShowsPicture(project: PictureOwner | null | undefined) {
  if (!project || !uploadedPictureOf(project, 'card') || firstPicturePainted) return;
  firstViewPaints(new Promise<void>((resolve) => (firstPicturePainted = resolve)));
}

/** An eager picture has been painted (or could not be shown): firstViewShowsPicture's wait is over. */
export function firstPictureShown() {
  firstPicturePainted?.();
  firstPicturePainted = null;
}
