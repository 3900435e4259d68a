// The project's and card's copy of Raised (raised, backerCount, fundedRatio, for the lists and Most
// funded), kept by the server from the shards each time one moves (decision 0080; viewers' browsers
// synced it before). The copy is recomputed from all the shards, never moved by the event's own
// change, so an event delivered twice, late or out of order writes the same copy or nothing.
//
// No transaction: one would hold read locks on the shards that every investment writes and make a hot
// campaign's investors wait on their own copies. Instead the project is read first, then the shards,
// and the write is refused unless the project is still as read (lastUpdateTime): a copy written by
// another event in between was summed from shards at least as new, so this one reads again.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { counterCopy, shardSums } from '../../../shared/money/shards';
import { whole } from '../../../shared/money/stored-value';
import { toDate } from '../stored';
import { GRPC, hasGrpcCode } from '../grpc-codes';

const ATTEMPTS = 8;

/** Brings the copy in step with the shards; false when it already was (or the project is gone or has ended). */
export async function refreshRaisedCopy(db: Firestore, projectId: string, now = () => new Date()): Promise<boolean> {
  const projectRef = db.doc(`projects/${projectId}`);
  const cardRef = db.doc(`projectCards/${projectId}`);
  for (let attempt = 1; ; attempt++) {
    const [project, card] = await db.getAll(projectRef, cardRef);
    if (!project.exists) return false;
    // From the deadline on the copy is the clock's: its settlement writes the final one (settle.ts).
    const endsAt = toDate(project.get('endsAt'));
    if (endsAt && now() >= endsAt) return false;
    const shards = await projectRef.collection('shards').get();
    const sums = shardSums(shards.docs.map((shard) => ({ id: shard.id, data: shard.data() })));
    const { syncedShards, ...copy } = counterCopy(whole(project.get('goal')) || 1, sums);
    const inStep =
      project.get('raised') === copy.raised &&
      project.get('backerCount') === copy.backerCount &&
      (project.get('syncedShards') ?? []).join() === syncedShards.join();
    if (inStep) return false;
    // The card holds the stamp too: every project write needs its card to hold the project's card fields.
    const stamped = { ...copy, raisedSyncedAt: Timestamp.fromDate(now()) };
    const batch = db.batch();
    batch.update(projectRef, { ...stamped, syncedShards }, { lastUpdateTime: project.updateTime! });
    if (card.exists) batch.update(cardRef, stamped);
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if (!hasGrpcCode(error, GRPC.FAILED_PRECONDITION) || attempt >= ATTEMPTS) throw error;
    }
  }
}
