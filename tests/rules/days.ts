import { Timestamp } from 'firebase/firestore';

// Days as the milestone and spending rules count them: whole UTC days (midnight UTC), from today.
export const DAY = 86_400_000;
/** Today's midnight UTC, in milliseconds. */
export const today = () => Math.floor(Date.now() / DAY) * DAY;
/** Midnight UTC `fromToday` days from today (negative: before). */
export const day = (fromToday: number) => Timestamp.fromMillis(today() + fromToday * DAY);
