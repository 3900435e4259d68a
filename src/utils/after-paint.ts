const FALLBACK_MS = 1000;

/**
 * Runs `task` once the page has shown its first content (the browser's first-contentful-paint),
 * so work the first screen does not need (the Firebase Auth session) never delays it.
 * Without paint timing it runs after the next frame; in a hidden tab, where nothing paints, on the
 * next turn; and at the latest a second after it was asked. Returns a cancel function.
 */
export function afterFirstPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    clearTimeout(timer);
    timer = setTimeout(task, 0);
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
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
