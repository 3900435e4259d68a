import { useEffect } from 'react';

// One object URL per blob shown, however many components show it; revoked once none does. The
// revoke waits a tick: a component that shows the same blob again at once (React's StrictMode runs
// effects twice, a list re-sorting its cards) keeps the URL it rendered with.
const objectUrls = new Map<Blob, { url: string; users: number }>();

function objectUrlOf(blob: Blob) {
  let entry = objectUrls.get(blob);
  if (!entry) objectUrls.set(blob, (entry = { url: URL.createObjectURL(blob), users: 0 }));
  return entry.url;
}

/** An object URL for the blob while the component shows it, revoked when no component does. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = blob ? objectUrlOf(blob) : null;
  useEffect(() => {
    if (!blob) return;
    objectUrlOf(blob);
    const entry = objectUrls.get(blob)!;
    entry.users += 1;
    return () => {
      entry.users -= 1;
      setTimeout(() => {
        if (entry.users > 0 || objectUrls.get(blob) !== entry) return;
        objectUrls.delete(blob);
        URL.revokeObjectURL(entry.url);
      });
    };
  }, [blob]);
  return url;
}
