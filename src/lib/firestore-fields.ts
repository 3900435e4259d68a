// Readers for untrusted document fields, shared by the converters: a wrong type reads as empty,
// and Timestamps become Dates at this boundary.
import { Timestamp } from 'firebase/firestore/lite';

export const toDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
