/**
 * Whole US dollars as en-US writes them ("$1,250,000"). By hand rather than Intl.NumberFormat: a
 * page's first Intl object loads the ICU data (25 to 45 ms here, four times that on a slow phone),
 * and a list of cards needs no other.
 */
export function formatUsd(amount: number): string {
  const dollars = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${dollars}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat made once per locale and options: making one costs about a millisecond,
 * which a list of cards, each formatting several dates, paid dozens of times per render.
 */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export const formatDate = (date: Date | null) => (date ? dateFormat(undefined, { dateStyle: 'medium' }).format(date) : '');

/** Share of the goal raised, capped at 100 (spec section 9). */
export function fundedPercent(raised: number, goal: number): number {
  if (!(goal > 0)) return 0;
  return Math.min(100, Math.round((raised / goal) * 100));
}
