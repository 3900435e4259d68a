// What the bench waits for on a page, and the in-page watcher that notes when it shows.
import type { Page } from '@playwright/test';

/** A card's heading in a list of projects. */
export const CARD = 'main ul[aria-label] > li h2';

/** `text`: every one of its words must be in each element found. */
export type Target = { selector: string; text?: string };

/**
 * Before any of the page's own scripts run, starts watching for `target` to be in the DOM with a
 * size; one frame later it stores performance.now() in window.benchVisible. Returns a waiter for it.
 */
export async function watchFor(page: Page, target: Target) {
  await page.addInitScript(({ selector, text }) => {
    const bench = window as unknown as { benchVisible?: number };
    const found = () => {
      const elements = Array.from(document.querySelectorAll(selector));
      if (elements.length === 0) return false;
      const words = text?.split(' ') ?? [];
      if (!elements.every((element) => words.every((word) => element.textContent?.toLowerCase().includes(word)))) return false;
      return elements[0].getBoundingClientRect().height > 0;
    };
    const observer = new MutationObserver(() => {
      if (found()) {
        observer.disconnect();
        requestAnimationFrame(() => (bench.benchVisible = performance.now()));
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, target);
  return () =>
    page
      .waitForFunction(() => (window as unknown as { benchVisible?: number }).benchVisible, undefined, { timeout: 0, polling: 50 })
      .then((handle) => handle.jsonValue() as Promise<number>);
}
