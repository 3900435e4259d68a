// Whole US dollars ("$1,250,000"): the one formatter of amounts, for the app (src/utils/format.ts) and the
// server's sentences (./refusals.ts). Made once, on first use: a formatter is costly to make (decision 0014).
let dollars: Intl.NumberFormat | undefined;

export const usd = (amount: number) =>
  (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(amount);
