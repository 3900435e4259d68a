// The write ceilings' counter documents (firestore.rules posters and creatorLimits) as the app's
// batches would have left them after the demo's updates and projects: each write replayed through
// nextWrite, the app's own computation, in time order.
import type { Timestamp } from 'firebase/firestore';
import { nextWrite, type Ceiling, type CeilingTick } from '../shared/write-ceiling';
import { UPDATE_LIMITS } from '../shared/updates/update-limits';
import { NEW_PROJECT_LIMITS } from '../src/features/campaigns/api/projects/project-limits';

type Writes = Array<[string, Record<string, unknown>]>;
type Counted = { at: Timestamp; id: string };

/** The counter after these writes; throws when the demo itself would break the ceiling. */
function counterAfter(counted: Counted[], ceiling: Ceiling, lastKey: string, idKey: string) {
  let tick: CeilingTick | null = null;
  let windowStart: Timestamp | null = null;
  let last: Counted | null = null;
  for (const write of [...counted].sort((a, b) => a.at.toMillis() - b.at.toMillis())) {
    const next = nextWrite(tick, write.at.toDate(), ceiling);
    if (!next.ok) throw new Error(`The demo's ${write.id} is past its write ceiling (${next.reason}).`);
    if (next.windowStart === 'now' || !windowStart) windowStart = write.at;
    tick = { lastAt: write.at.toDate(), windowStart: windowStart.toDate(), countInWindow: next.countInWindow };
    last = write;
  }
  return { [lastKey]: last!.at, windowStart, countInWindow: tick!.countInWindow, [idKey]: last!.id };
}

function grouped(entries: Array<[key: string, counted: Counted]>) {
  const groups = new Map<string, Counted[]>();
  for (const [key, counted] of entries) groups.set(key, [...(groups.get(key) ?? []), counted]);
  return groups;
}

/** projects/{id}/posters/{uid} for the founder of each project with updates, creatorLimits/{uid} for each founder of a project. */
export function ceilingDocuments(writes: Writes): Writes {
  const updates = writes.flatMap(([path, data]): Array<[string, Counted]> => {
    const [, projectId, sub, updateId] = path.split('/');
    return sub === 'updates' && updateId
      ? [[`projects/${projectId}/posters/${String(data.creatorId)}`, { at: data.createdAt as Timestamp, id: updateId }]]
      : [];
  });
  const projects = writes.flatMap(([path, data]): Array<[string, Counted]> => {
    const [collection, projectId, sub] = path.split('/');
    return collection === 'projects' && projectId && !sub
      ? [[`creatorLimits/${String(data.creatorId)}`, { at: data.createdAt as Timestamp, id: projectId }]]
      : [];
  });
  return [
    ...[...grouped(updates)].map(([path, counted]): [string, Record<string, unknown>] => [
      path,
      counterAfter(counted, UPDATE_LIMITS, 'lastPostedAt', 'lastUpdateId'),
    ]),
    ...[...grouped(projects)].map(([path, counted]): [string, Record<string, unknown>] => [
      path,
      counterAfter(counted, NEW_PROJECT_LIMITS, 'lastCreatedAt', 'lastProjectId'),
    ]),
  ];
}
