// Invest Now on the invest page (/payment/{projectId}), timed in the page from the click until the
// confirmation shows: the invest function's round trip, the app's re-reads of what the investment
// changed, and the project page it returns to (src/app/routes/investor/payment.tsx).
import type { Page } from '@playwright/test';
import { EMULATOR_HOSTS } from '../../shared/firebase-env';
import { FUNCTIONS_REGION } from '../../shared/functions-region';
import { INVEST_FUNCTION } from '../../shared/money/calls';
import { STEP_TIMEOUT_MS } from './browser';

/** What the bench invests each time, when the investor's allowance and the campaign's minimum allow it. */
export const BENCH_INVEST_AMOUNT = 100;

// The invest page's form and what follows it (payment.tsx, amount-form.tsx, investment-confirmation-panel.tsx).
const AMOUNT_LABEL = 'Investment Amount (USD)';
const SUBMIT_LABEL = 'Invest Now';
const ALLOWANCE = '[data-testid=allowance]';
const CONFIRMATION = '[data-testid=investment-confirmation] h2';
const CONFIRMED = 'Investment confirmed';
/** The end of the invest function's address on the Functions emulator. */
const INVEST_CALL = `:${EMULATOR_HOSTS.functions.port}/`;
const INVEST_PATH = `/${FUNCTIONS_REGION}/${INVEST_FUNCTION}`;

/**
 * The amount to enter: `wanted`, within what the form says the investor may still invest ("You can
 * invest up to $9,500 more in the next 12 months.") and at least the campaign's minimum. Throws when
 * no amount fits: the bench's investor has used their allowance, so the step measures nothing.
 */
export function investAmount(allowanceText: string, minimum: number, wanted = BENCH_INVEST_AMOUNT): number {
  const match = /\$([\d,]+)/.exec(allowanceText);
  if (!match) throw new Error(`invest step: no allowance in "${allowanceText}"`);
  const allowance = Number(match[1].replace(/,/g, ''));
  const amount = Math.min(Math.max(wanted, minimum), allowance);
  if (amount < minimum || amount < 1)
    throw new Error(`invest step: the investor may invest $${allowance} more and the campaign takes $${minimum} at least`);
  return amount;
}

/** The invest call's own request (resource timing): when it went out (ms after the click) and how long it took to answer. */
export type FunctionCall = { sentMs: number; ms: number };

/**
 * Enters an amount the investor may invest and presses Invest Now. `ms`: from the click until the
 * confirmation is on screen (in the DOM with a size, then a frame); `call`: the invest call's request
 * (sent once the Functions SDK has loaded, on the page's first call). The request id is the app's: a
 * new one per intention to invest, dropped once recorded, so each run is a new investment (one the
 * server had already recorded would show a notice instead of the confirmation, and the step would
 * time out). A refusal on the form (a Banner) fails the step with its sentence.
 */
export async function investNow(page: Page): Promise<{ ms: number; call: FunctionCall | null }> {
  const allowance = page.locator(ALLOWANCE);
  await allowance.waitFor({ timeout: STEP_TIMEOUT_MS });
  const field = page.getByLabel(AMOUNT_LABEL);
  const amount = investAmount(await allowance.innerText(), Number((await field.getAttribute('min')) ?? 1));
  await field.fill(String(amount));
  const { ms, call, refused } = await page.evaluate(
    ({ submitLabel, confirmation, confirmed, investCall, investPath }) => {
      const isCall = (url: string) => url.includes(investCall) && url.endsWith(investPath);
      return new Promise<{ ms: number; call: { sentMs: number; ms: number } | null; refused: string | null }>((done) => {
        const button = Array.from(document.querySelectorAll('main form button')).find((b) => b.textContent?.trim() === submitLabel);
        if (!button) return done({ ms: 0, call: null, refused: `no ${submitLabel} button` });
        const start = performance.now();
        const call = () => {
          const entry = performance.getEntriesByType('resource').find((e) => e.startTime >= start && isCall(e.name)) as
            PerformanceResourceTiming | undefined;
          return entry ? { sentMs: entry.startTime - start, ms: entry.responseEnd - entry.startTime } : null;
        };
        const observer = new MutationObserver(() => {
          const heading = document.querySelector(confirmation);
          if (heading?.textContent?.trim() === confirmed && heading.getBoundingClientRect().height > 0) {
            observer.disconnect();
            requestAnimationFrame(() => done({ ms: performance.now() - start, call: call(), refused: null }));
            return;
          }
          const banner = document.querySelector('main form [role=alert]');
          if (banner?.textContent) {
            observer.disconnect();
            done({ ms: 0, call: call(), refused: banner.textContent });
          }
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
        (button as HTMLButtonElement).click();
      });
    },
    { submitLabel: SUBMIT_LABEL, confirmation: CONFIRMATION, confirmed: CONFIRMED, investCall: INVEST_CALL, investPath: INVEST_PATH },
  );
  if (refused !== null) throw new Error(`invest step: ${refused}`);
  return { ms, call };
}
