// The demo's update requests (Hearing from the founder): LabKit ended Funded and its founder,
// Sam, last posted more than 30 days ago (scripts/seed-engagement.ts), so Olivia, a backer, asked for
// an update; Ivy, its other backer, has not asked yet. The request is marked counted and the tally is
// what the server's count of it left (functions/src/update-requests/count-request.ts).
import type { Timestamp } from 'firebase/firestore';
import { Timestamp as StoredTime } from 'firebase/firestore';
import { UPDATE_REQUEST_DAYS } from '../src/features/engagement/api/update-requests/update-request-limits';
import { demoAccounts } from './demo-accounts';
import { seedProjects } from './seed-data';

type Writes = Array<[string, Record<string, unknown>]>;
const DAY = 86_400_000;
export const UPDATE_REQUEST_DEMO_PROJECT = 'labkit-home-chemistry';
const askers = ['olivia'] as const;

/** The requests and the tally, asked a day ago (or as soon as the rules allow, if that is later), after the founder's last update as the posters document holds it. */
export function updateRequestDocuments(writes: Writes, now = Date.now()): Writes {
  const project = seedProjects.find((p) => p.key === UPDATE_REQUEST_DEMO_PROJECT)!;
  const creatorId = demoAccounts[project.creator].uid;
  const poster = writes.find(([path]) => path === `projects/${UPDATE_REQUEST_DEMO_PROJECT}/posters/${creatorId}`);
  const round = poster?.[1].lastPostedAt as Timestamp | undefined;
  if (!round) throw new Error(`The demo's ${UPDATE_REQUEST_DEMO_PROJECT} needs an update for its update requests.`);
  const requestedAt = StoredTime.fromMillis(Math.max(now - DAY, round.toMillis() + UPDATE_REQUEST_DAYS * DAY));
  return [
    ...askers.map((asker): [string, Record<string, unknown>] => [
      `projects/${UPDATE_REQUEST_DEMO_PROJECT}/updateRequests/${demoAccounts[asker].uid}`,
      { requestedAt, round, countedRound: round },
    ]),
    [
      `projects/${UPDATE_REQUEST_DEMO_PROJECT}/updateRequestTally/tally`,
      {
        round,
        count: askers.length,
        lastRequestAt: requestedAt,
        projectId: UPDATE_REQUEST_DEMO_PROJECT,
        projectTitle: project.title,
        creatorId,
      },
    ],
  ];
}
