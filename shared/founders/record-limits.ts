// The founder's record apart from the rest of the app, so the server's trigger and the seed
// compute records by the same definitions as the app reads them.

/** founderRecords keeps the gaps of the founder's last this many updates on funded campaigns (a ring: firestore.rules recordGapsKept). */
export const GAPS_KEPT = 20;

/**
 * firestore.rules endedFunded on a project as stored: approved, its copy of raised synced at or after
 * its deadline (so final) and at or above the goal. An update there moves the founder's record.
 */
export function isEndedFundedStored(data: Record<string, unknown>): boolean {
  const endsAt = data.endsAt as { toMillis?: () => number } | undefined;
  const synced = data.raisedSyncedAt as { toMillis?: () => number } | undefined;
  return (
    data.status === 'approved' &&
    typeof endsAt?.toMillis === 'function' &&
    typeof synced?.toMillis === 'function' &&
    synced.toMillis() >= endsAt.toMillis() &&
    typeof data.raised === 'number' &&
    typeof data.goal === 'number' &&
    data.raised >= data.goal
  );
}
