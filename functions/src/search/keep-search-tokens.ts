// A project's search tokens (projects/{id}.searchTokens), kept by the server from its title,
// description and founder's name (shared/projects/search-tokens.ts): the app searches on them, and
// the rules no longer check a list of up to 400 tokens on every project write, which cost most of
// the 1,000 expressions a request may evaluate.
//
// Written only when they differ, and only onto the project as the event saw it (its update time):
// a project written since has an event of its own, which writes the tokens of the newer text. The
// write is an event too; it changes no searched text, so it writes nothing more.
import type { DocumentData, Firestore, Timestamp } from 'firebase-admin/firestore';
import { projectSearchTokens } from '../../../shared/projects/search-tokens';
import { GRPC, hasGrpcCode } from '../grpc-codes';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Brings the project's tokens in step with its text as the event saw it (`data`, stored at `at`); returns whether it wrote. */
export async function keepSearchTokens(
  db: Firestore,
  path: string,
  data: DocumentData | undefined,
  at: Timestamp | undefined,
): Promise<boolean> {
  if (!data || !at) return false;
  const wanted = projectSearchTokens({ title: text(data.title), description: text(data.description), creatorName: text(data.creatorName) });
  const stored = data.searchTokens;
  if (Array.isArray(stored) && stored.length === wanted.length && stored.every((token, i) => token === wanted[i])) return false;
  try {
    await db.doc(path).update({ searchTokens: wanted }, { lastUpdateTime: at });
    return true;
  } catch (error) {
    // Written or removed since the event: the newer write's own event keeps the tokens.
    if (hasGrpcCode(error, GRPC.FAILED_PRECONDITION, GRPC.NOT_FOUND)) return false;
    throw error;
  }
}
