import { useSyncExternalStore } from 'react';

/**
 * What the confirmation after an investment shows, as it was when the investor confirmed:
 * the project, amount, terms in plain words, when, until when it can be cancelled, and how it is shown
 * publicly. Kept outside any screen so it outlives the invest page's return to the project page.
 */
export type InvestmentConfirmation = {
  investmentId: string;
  projectId: string;
  projectTitle: string;
  amount: number;
  /** The deal terms in plain words (dealTermsText: "Terms not stated" without). */
  terms: string;
  madeAt: Date;
  /** cancelUntilText at the time of investing. */
  cancelNote: string;
  /** The name Recent Investors shows, or "Anonymous investor". */
  shownAs: string;
};

let current: InvestmentConfirmation | null = null;
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

/** Shows the confirmation until the investor dismisses it. */
export function showInvestmentConfirmation(confirmation: InvestmentConfirmation) {
  current = confirmation;
  announce();
}
export function dismissInvestmentConfirmation() {
  current = null;
  announce();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The confirmation to show, or null. */
export const useInvestmentConfirmation = () => useSyncExternalStore(subscribe, () => current);
