// Typing a search into /projects' box, timed in the page until every card shown matches it.
import type { Page } from '@playwright/test';
import { CARD } from './targets';

/**
 * Puts the word in the box in one go; time runs from that input event (the app then waits 300 ms for
 * typing to pause, reading ahead sooner) until every card shown matches the word. Resource timing
 * (the page's own clock) tells when the search's first query went out, if one did.
 */
export async function typeSearch(page: Page, word: string): Promise<{ ms: number; queryStartMs: number | null }> {
  await page.evaluate(
    ({ selector, word }) => {
      const input = document.querySelector('input[type=search]') as HTMLInputElement;
      const bench = window as unknown as { benchSearch?: Promise<number>; benchQueryStart?: number };
      let start = 0;
      delete bench.benchQueryStart;
      const queries = new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) {
          if (start && entry.startTime >= start && /:run(Aggregation)?Query/.test(entry.name))
            bench.benchQueryStart = Math.min(bench.benchQueryStart ?? Infinity, entry.startTime - start);
        }
      });
      queries.observe({ type: 'resource' });
      bench.benchSearch = new Promise<number>((done) => {
        input.addEventListener('input', () => (start = performance.now()), { once: true });
        const matches = () => {
          const cards = Array.from(document.querySelectorAll(selector));
          return cards.length > 0 && cards.every((card) => word.split(' ').every((part) => card.textContent?.toLowerCase().includes(part)));
        };
        const observer = new MutationObserver(() => {
          if (start && matches()) {
            observer.disconnect();
            requestAnimationFrame(() => done(performance.now() - start));
          }
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
      }).finally(() => setTimeout(() => queries.disconnect(), 1000));
    },
    { selector: CARD, word },
  );
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(word);
  const ms = await page.evaluate(() => (window as unknown as { benchSearch: Promise<number> }).benchSearch);
  return { ms, queryStartMs: await page.evaluate(() => (window as unknown as { benchQueryStart?: number }).benchQueryStart ?? null) };
}
