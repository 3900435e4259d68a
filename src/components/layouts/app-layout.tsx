import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TopBar } from '@/components/layouts/top-bar';
import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { PageSpinner } from '@/components/ui/spinner';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { afterFirstView } from '@/utils/first-view';

// Below the fold on every screen (main is at least a screen tall): it downloads once the opened screen
// has been shown, off the welcome page's JavaScript to show (docs/performance.md).
const Footer = lazy(() => import('@/components/layouts/footer').then((module) => ({ default: module.Footer })));

export function AppLayout({ inbox }: { inbox?: ReactNode }) {
  const { pathname } = useLocation();
  const [footer, setFooter] = useState(false);
  useEffect(() => afterFirstView(() => setFooter(true)), []);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <TopBar inbox={inbox} />
      <main id="main" className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8">
        {/* Each screen fails on its own: the top bar stays, and opening another screen clears the error. */}
        <ErrorBoundary resetKey={pathname} fallback={({ retry }) => <ErrorFallback retry={retry} />}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {footer && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <ScrollToTop />
    </div>
  );
}
