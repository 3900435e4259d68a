const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatUsd = (amount: number) => usd.format(amount);

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
