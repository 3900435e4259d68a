import { afterTwoFrames } from '@/utils/first-view';

// The attribute that has the browser report an image's paint (Element Timing).
export const PAINT_TIMING_NAME = 'picture';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an augmentation repeats the interface's type parameter
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when the image is painted. */
    elementtiming?: string;
  }
}

const WAIT_AT_MOST_MS = 1000;

/**
 * Runs `task` once the image at `url` (with `elementtiming`) has been painted, as the browser reports
 * it: its load event comes before, and on a busy phone its paint (perhaps the page's largest) can
 * come several frames later. Where the browser has no Element Timing, two frames after it is called;
 * and a second at most.
 */
export function whenPainted(url: string, task: () => void) {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element'))
    return afterTwoFrames(task);
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    task();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as PerformanceEntry & { url?: string }).url === url)) run();
  });
  observer.observe({ type: 'element', buffered: true });
  const timer = setTimeout(run, WAIT_AT_MOST_MS);
}
