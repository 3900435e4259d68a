// The card's lateness (projectCards/{id}.openDues, the lists' Late badge), from the project's
// milestones: slot -> the due day each milestone not delivered is judged by (the one it
// missed, else its current one); none for a milestone delivered or removed. The card is written whole
// by functions/src/cards/keep-card.ts.
import { Timestamp } from 'firebase-admin/firestore';
import { judgedDue } from '../../../shared/milestones/missed-due';
import { judgedMilestone } from './stored-milestone';

export type OpenDues = Record<string, Timestamp>;

/** What the card should hold of these milestones. */
export function openDuesOf(milestones: ReadonlyArray<{ id: string; data: Record<string, unknown> }>): OpenDues {
  const dues: OpenDues = {};
  for (const { id, data } of milestones) {
    const milestone = judgedMilestone(id, data);
    if (milestone && !milestone.delivered) dues[id] = Timestamp.fromMillis(judgedDue(milestone.due, milestone));
  }
  return dues;
}
