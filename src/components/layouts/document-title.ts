import { useEffect } from 'react';

/** Names the browser tab after the screen ("<title> · StartupFund"). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · StartupFund` : 'StartupFund';
  }, [title]);
}
