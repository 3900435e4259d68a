// Readers for the few raw fields read without a whole-document schema (markers and cards in Total
// invested and the 12-month limit): a wrong type reads as empty, Timestamps become Dates.
import { Timestamp } from 'firebase/firestore/lite';

export const toDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
export const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
