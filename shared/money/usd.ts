// Whole US dollars ("$1,250,000"): the one formatter of amounts, for the app (src/utils/format.ts) and the
// server's sentences (./refusals.ts). Made once: a formatter is costly to make (decision 0014).
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const usd = (amount: number) => dollars.format(amount);
