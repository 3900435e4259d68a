// A step taken on a loaded page (a typed search, Load more, opening What's new, Invest Now): its time,
// and the documents it read on top of the page's.
import type { Page } from '@playwright/test';
import { STEP_TIMEOUT_MS } from './browser';
import { settle, type FirestoreTap } from './firestore-tap';
import { investNow, type FunctionCall } from './invest-step';
import { round } from './stats';
import { CARD } from './targets';
import { typeSearch } from './typed-search';

export type Step = { kind: 'search'; word: string } | { kind: 'loadMore' } | { kind: 'openInbox' } | { kind: 'invest' };
/**
 * For a typed search: queryStartMs, when its first Firestore query went out (ms after the input);
 * cachedMs, the same search typed again with its page in the cache. For Invest Now: call, the invest
 * function's request (null: not seen).
 */
type StepResult = {
  ms: number;
  reads: number;
  readsByCollection: Record<string, number>;
  trips: number;
  firestoreMs: number;
  queryStartMs?: number | null;
  cachedMs?: number;
  call?: FunctionCall | null;
};

export async function runStep(page: Page, tap: FirestoreTap, step: Step): Promise<StepResult> {
  const before = tap.count();
  const queriesBefore = tap.listQueries.length;
  let ms: number;
  let queryStartMs: number | null = null;
  let call: FunctionCall | null | undefined;
  if (step.kind === 'invest') {
    ({ ms, call } = await investNow(page));
  } else if (step.kind === 'openInbox') {
    // The bell loads after the page; time runs from its click until What's new lists something.
    await page.getByRole('button', { name: /^What's new/ }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await settle(tap);
    ms = await page.evaluate(() => {
      return new Promise<number>((done) => {
        const bell = Array.from(document.querySelectorAll('nav button')).find((b) =>
          b.getAttribute('aria-label')?.startsWith("What's new"),
        ) as HTMLButtonElement;
        const listed = () =>
          document.querySelector('[role=region] li a') || document.querySelector('[role=region] p')?.textContent?.startsWith('Nothing new');
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (listed()) {
            observer.disconnect();
            requestAnimationFrame(() => done(performance.now() - start));
          }
        });
        observer.observe(document, { childList: true, subtree: true });
        bell.click();
      });
    });
  } else if (step.kind === 'loadMore') {
    ms = await page.evaluate((selector) => {
      return new Promise<number>((done, fail) => {
        const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Load more');
        if (!button) return fail(new Error('no Load more button'));
        const count = document.querySelectorAll(selector).length;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll(selector).length > count) {
            observer.disconnect();
            requestAnimationFrame(() => done(performance.now() - start));
          }
        });
        observer.observe(document, { childList: true, subtree: true });
        button.click();
      });
    }, CARD);
  } else {
    ({ ms, queryStartMs } = await typeSearch(page, step.word));
  }
  await settle(tap);
  const after = tap.count();
  const readsByCollection = Object.fromEntries(
    Object.entries(after.byCollection)
      .map(([name, n]) => [name, n - (before.byCollection[name] ?? 0)])
      .filter(([, n]) => Number(n) > 0),
  );
  const trips = tap.roundTrips(queriesBefore);
  const result: StepResult = {
    ms: round(ms),
    reads: after.documents - before.documents,
    readsByCollection,
    trips: trips.trips,
    firestoreMs: round(trips.ms),
  };
  if (call !== undefined) return { ...result, call: call && { sentMs: round(call.sentMs), ms: round(call.ms) } };
  if (step.kind !== 'search') return result;
  // The same search once more, its page now in the cache (a read-ahead back before the box reports
  // the text): the time to show a page already read, apart from the emulator's scan.
  const box = page.getByRole('searchbox', { name: 'Search projects' });
  await box.fill('');
  await page.waitForFunction(
    ({ selector, word }) => Array.from(document.querySelectorAll(selector)).some((card) => !card.textContent?.toLowerCase().includes(word)),
    { selector: CARD, word: step.word },
    { timeout: STEP_TIMEOUT_MS },
  );
  const cached = await typeSearch(page, step.word);
  await settle(tap);
  return { ...result, queryStartMs: queryStartMs === null ? null : round(queryStartMs), cachedMs: round(cached.ms) };
}
