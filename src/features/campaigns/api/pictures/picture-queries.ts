// Uploaded pictures, read: the lists' card pictures and a project page's picture. Apart from the
// writes (pictures.ts), so the screens that only show pictures load none of the resizing and editing
// code (nor what an edit of a funded campaign writes with it).
import { collectionGroup, doc, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore/lite';
import { pictureConverter, type Picture } from '@/lib/pictures/picture-converter';
import type { PictureSize } from '@shared/pictures/picture-limits';

const pictureDoc = (db: Firestore, projectId: string, size: PictureSize) =>
  doc(db, 'projects', projectId, 'pictures', size).withConverter(pictureConverter);

/** The `in` filter takes at most 30 values; a page of cards is fewer. */
const IN_LIMIT = 30;

/** The card-size pictures of these projects, by project id, in one query per 30 projects (one for a page of cards). */
export async function readCardPictures(db: Firestore, projectIds: string[]): Promise<Map<string, Picture>> {
  const found = new Map<string, Picture>();
  const ids = [...new Set(projectIds)];
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, i) => ids.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT));
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      getDocs(
        query(collectionGroup(db, 'pictures'), where('size', '==', 'card'), where('projectId', 'in', chunk)).withConverter(
          pictureConverter,
        ),
      ),
    ),
  );
  for (const snapshot of snapshots) for (const picture of snapshot.docs) found.set(picture.data().projectId, picture.data());
  return found;
}

/** One picture of a project (the page size for the project page); null when it has none. */
export async function readPicture(db: Firestore, projectId: string, size: PictureSize): Promise<Picture | null> {
  const snapshot = await getDoc(pictureDoc(db, projectId, size));
  return snapshot.exists() ? snapshot.data() : null;
}
