const FALLBACK_MS = 1000;
// However slow the first read, what waits for it starts after this.
const DATA_FALLBACK_MS = 5000;
// However slow the first picture, what waits for it starts after this.
const PICTURE_FALLBACK_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// What the opened screen shows first (its prefetch, src/app/router.tsx), once it has been read.
let firstViewData: Promise<unknown> = Promise.resolve();
// The picture it shows first (shown-pictures.ts, firstViewShowsPicture), once painted: most likely the largest paint.
let firstPicture: Promise<unknown> = Promise.resolve();

/** The data the opened screen shows first: afterFirstView waits until it has been painted too. */
export function firstViewNeeds(data: Promise<unknown>) {
  firstViewData = Promise.race([data.catch(() => {}), sleep(DATA_FALLBACK_MS)]);
}

/** The picture the opened screen shows first, settled once painted: afterFirstView waits for that too. */
export function firstViewPaints(painted: Promise<unknown>) {
  firstPicture = Promise.race([painted, sleep(PICTURE_FALLBACK_MS)]);
}

/**
 * Runs `task` two frames on: React renders what arrived (in slices, a deferred value), then the
 * browser paints it. Also what "on screen" means for a picture whose load event has fired: its paint
 * (perhaps the page's largest) comes with the next frame, and what starts after it is not counted
 * towards it.
 */
export const afterTwoFrames = (task: () => void) =>
  requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(task, 0)), 0));

/**
 * Runs `task` once the page has shown what it is for: its first content (the browser's
 * first-contentful-paint), the data its screen reads first (firstViewNeeds) and the picture it
 * shows first (firstViewPaints), so work the first screen does not need (Firebase Auth, on the
 * screens that open without it) never competes with it. The visitor's first click or key runs it at
 * once: they are using the page. Without paint timing it runs after the next frame; in a hidden
 * tab, where nothing paints, once the data is read; and the paint is waited for a second at most.
 * Returns a cancel function.
 */
export function afterFirstView(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  let started = false;
  let cancelled = false;
  let ran = false;
  const stopListening = () => {
    removeEventListener('pointerdown', run, true);
    removeEventListener('keydown', run, true);
  };
  const run = () => {
    if (cancelled || ran) return;
    ran = true;
    stopListening();
    task();
  };
  addEventListener('pointerdown', run, true);
  addEventListener('keydown', run, true);
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    clearTimeout(timer);
    if (document.visibilityState === 'hidden') void firstViewData.then(() => setTimeout(run, 0));
    else void firstViewData.then(() => firstPicture).then(() => afterTwoFrames(run));
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
    stopListening();
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
