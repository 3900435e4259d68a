// The demo founders' track records (founderRecords/{uid}): what the batches that wrote the
// seeded spending, updates and update requests would have left, computed from those writes, so the
// records agree with them exactly (tests/integration/seed-money.test.ts). The milestones are added
// after by the server's own code (recordMilestonesAsServer).
import { Timestamp } from 'firebase/firestore';
import { GAPS_KEPT, isEndedFundedStored } from '@shared/founders/record-limits';

type Writes = Array<[string, Record<string, unknown>]>;
type Record_ = {
  spentBy: Record<string, number>;
  gaps: Record<string, { from: Timestamp; at: Timestamp }>;
  gapCount: number;
  unanswered: number;
};

const match = (path: string, pattern: RegExp) => pattern.exec(path);

export function founderRecordDocuments(writes: Writes, now = Date.now()): Writes {
  const projects = new Map<string, Record<string, unknown>>();
  for (const [path, data] of writes) {
    const m = match(path, /^projects\/([^/]+)$/);
    if (m) projects.set(m[1], data);
  }
  const records = new Map<string, Record_>();
  const recordOf = (projectId: string) => {
    const creator = String(projects.get(projectId)?.creatorId ?? '');
    if (!creator) return null;
    if (!records.has(creator)) records.set(creator, { spentBy: {}, gaps: {}, gapCount: 0, unanswered: 0 });
    return records.get(creator)!;
  };
  const updates = new Map<string, Timestamp[]>();
  for (const [path, data] of writes) {
    const spending = match(path, /^projects\/([^/]+)\/spending\/[^/]+$/);
    if (spending) {
      const record = recordOf(spending[1]);
      if (record) record.spentBy[spending[1]] = (record.spentBy[spending[1]] ?? 0) + Number(data.amount);
    }
    const update = match(path, /^projects\/([^/]+)\/updates\/[^/]+$/);
    if (update) updates.set(update[1], [...(updates.get(update[1]) ?? []), data.createdAt as Timestamp]);
  }
  // Updates posted once the campaign had ended Funded moved the record: each the gap since the one before (or the deadline).
  const gapsBy = new Map<string, Array<{ from: Timestamp; at: Timestamp }>>();
  for (const [projectId, times] of updates) {
    const project = projects.get(projectId)!;
    const endsAt = project.endsAt as Timestamp | null;
    if (!endsAt || endsAt.toMillis() > now || !isEndedFundedStored(project)) continue;
    const sorted = [...times].sort((a, b) => a.toMillis() - b.toMillis());
    sorted.forEach((at, i) => {
      if (at.toMillis() < endsAt.toMillis()) return;
      const creator = String(project.creatorId);
      gapsBy.set(creator, [...(gapsBy.get(creator) ?? []), { from: i > 0 ? sorted[i - 1] : endsAt, at }]);
    });
  }
  for (const [creator, gaps] of gapsBy) {
    const record = records.get(creator) ?? { spentBy: {}, gaps: {}, gapCount: 0, unanswered: 0 };
    records.set(creator, record);
    gaps
      .sort((a, b) => a.at.toMillis() - b.at.toMillis())
      .forEach((gap, n) => {
        record.gaps[String(n % GAPS_KEPT)] = gap;
        record.gapCount = n + 1;
      });
  }
  // Requests of a round the founder has not answered with an update yet (the tally's round is their last update).
  for (const [path, data] of writes) {
    const tally = match(path, /^projects\/([^/]+)\/updateRequestTally\/tally$/);
    if (!tally) continue;
    const last = (updates.get(tally[1]) ?? []).reduce<Timestamp | null>((a, b) => (a && a.toMillis() >= b.toMillis() ? a : b), null);
    const round = data.round as Timestamp;
    const open = last ? round.toMillis() >= last.toMillis() : true;
    const record = recordOf(tally[1]);
    if (record && open) record.unanswered += Number(data.count);
  }
  return [...records].map(([uid, record]): [string, Record<string, unknown>] => [`founderRecords/${uid}`, record]);
}
