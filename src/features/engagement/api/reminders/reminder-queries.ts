// What's new's reminders, kept ready by the clock (functions/src/clock/reminders.ts):
// one query of the member's own, at most INBOX_ITEMS, the soonest first.
import { collection, getDocs, limit, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import { readDoc } from '@/lib/read-doc';
import { INBOX_ITEMS } from '@/features/engagement/api/engagement-model';
import { reminderKinds } from './reminder-read';
import type { StoredReminder } from './reminder-schema';

export async function fetchReminders(uid: string, firestore: Firestore) {
  const snapshot = await getDocs(query(collection(firestore, 'users', uid, 'reminders'), orderBy('at', 'asc'), limit(INBOX_ITEMS)));
  return snapshot.docs.map((d) => ({ id: d.id, ...readDoc<StoredReminder>(reminderKinds, d.data()) }));
}
