const FALLBACK_MS = 1000;
// However slow the first read, what waits for it starts after this.
const DATA_FALLBACK_MS = 5000;

// What the opened screen shows first (its prefetch, src/app/router.tsx), once it has been read.
let firstViewData: Promise<unknown> = Promise.resolve();

/** The data the opened screen shows first: afterFirstView waits until it has been painted too. */
export function firstViewNeeds(data: Promise<unknown>) {
  firstViewData = Promise.race([data.catch(() => {}), new Promise((resolve) => setTimeout(resolve, DATA_FALLBACK_MS))]);
}

// Two frames: React renders what arrived (in slices, a deferred value), then the browser paints it.
const afterTwoFrames = (task: () => void) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(task, 0)), 0));

/**
 * Runs `task` once the page has shown what it is for: its first content (the browser's
 * first-contentful-paint) and the data its screen reads first (firstViewNeeds), so work the first
 * screen does not need (the Firebase Auth session of a signed-out visitor) never competes with it.
 * Without paint timing it runs after the next frame; in a hidden tab, where nothing paints, on the
 * next turn; and the paint is waited for a second at most. Returns a cancel function.
 */
export function afterFirstView(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  let started = false;
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    clearTimeout(timer);
    if (document.visibilityState === 'hidden') void firstViewData.then(() => setTimeout(run, 0));
    else void firstViewData.then(() => afterTwoFrames(run));
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');

  if (document.visibilityState === 'hidden' || (paintTiming && painted())) {
    start();
  } else if (paintTiming) {
    observer = new PerformanceObserver(() => {
      if (painted()) start();
    });
    observer.observe({ type: 'paint' });
    timer = setTimeout(start, FALLBACK_MS);
  } else {
    frame = requestAnimationFrame(start);
  }
  return () => {
    started = true;
    cancelled = true;
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
