// What the trigger tests share (tests/functions): how long to poll for a trigger's effect, UTC days, and
// a milestone as the founder's plan stores it, written with the Admin SDK (money-env's adminDb).
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './money-env';

/** The trigger's first event starts its process: up to 20 s on a loaded machine. */
export const TRIGGER_WAIT = { timeout: 45_000, interval: 200 };

export const DAY = 86_400_000;
const today = () => Math.floor(Date.now() / DAY) * DAY;
/** Midnight UTC, this many days from today. */
export const day = (fromToday: number) => Timestamp.fromMillis(today() + fromToday * DAY);

/** A milestone as planned (writeMilestones' shape): due as planned, never postponed, not delivered. */
export const planned = (due: Timestamp, overrides: Record<string, unknown> = {}) => ({
  title: 'First 100 kits shipped',
  description: '',
  due,
  originalDue: due,
  postponements: {},
  deliveredAt: null,
  delivered: '',
  evidenceUrl: '',
  ...overrides,
});

export const milestoneRef = (projectId: string, slot: string) => adminDb.doc(`projects/${projectId}/milestones/${slot}`);
