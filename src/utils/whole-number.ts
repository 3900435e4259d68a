// What a number field holds, for every form with one (amounts, goals, days): no schema library, so
// the screens with a number field and no schema never load one.
/** What a number field holds: its whole number when it is only digits ("12", not "12.5", "1e3" or "-4"), else NaN. */
export function wholeNumber(value: string): number {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Whole dollars, at least 1 and at most max, or null. */
export function parseWholeDollars(value: string, max: number): number | null {
  const amount = wholeNumber(value);
  return amount >= 1 && amount <= max ? amount : null;
}
