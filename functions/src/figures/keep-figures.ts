// The welcome page's figures (platform/figures): counted and summed by the server over the
// approved campaigns' cards whenever a card's figure fields move, so the page reads one document
// instead of running two aggregations in every guest's browser. Recomputed whole each time, so a
// replayed or late event writes the same figures or nothing.
//
// No transaction: the write is refused unless the figures are still as read (their update time, or
// absent), so a refresh that summed older cards and lost the race sums again.
import { AggregateField, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { FIGURE_FIELDS, PLATFORM_FIGURES_PATH, type PlatformFigures } from '../../../shared/figures/platform-figures';
import { GRPC, hasGrpcCode } from '../grpc-codes';

const ATTEMPTS = 8;

/** Whether a card's change moved none of the figures' fields. */
export const leavesFiguresAsTheyWere = (before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) =>
  FIGURE_FIELDS.every((field) => before?.[field] === after?.[field]);

/** The figures as the cards say now. */
export async function countPlatformFigures(db: Firestore): Promise<PlatformFigures> {
  const approved = db.collection('projectCards').where('approved', '==', true);
  const [totals, funded] = await Promise.all([
    approved.aggregate({ raised: AggregateField.sum('raised'), backers: AggregateField.sum('backerCount') }).get(),
    approved.where('fundedRatio', '>=', 1).count().get(),
  ]);
  return { campaignsFunded: funded.data().count, dollarsCommitted: totals.data().raised ?? 0, backings: totals.data().backers ?? 0 };
}

/** Brings the figures in step with the cards; returns whether it wrote. */
export async function refreshPlatformFigures(db: Firestore): Promise<boolean> {
  const ref = db.doc(PLATFORM_FIGURES_PATH);
  for (let attempt = 1; ; attempt++) {
    const stored = await ref.get();
    const figures = await countPlatformFigures(db);
    const same = stored.exists && (Object.keys(figures) as Array<keyof PlatformFigures>).every((key) => stored.get(key) === figures[key]);
    if (same) return false;
    try {
      const written = { ...figures, updatedAt: FieldValue.serverTimestamp() };
      if (stored.exists) await ref.update(written, { lastUpdateTime: stored.updateTime! });
      else await ref.create(written);
      return true;
    } catch (error) {
      if (!hasGrpcCode(error, GRPC.FAILED_PRECONDITION, GRPC.ALREADY_EXISTS) || attempt >= ATTEMPTS) throw error;
    }
  }
}
