import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TopBar } from '@/components/layouts/top-bar';
import { Footer } from '@/components/layouts/footer';
import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { PageSpinner } from '@/components/ui/spinner';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';

export function AppLayout({ inbox }: { inbox?: ReactNode }) {
  const { pathname } = useLocation();
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
      <Footer />
      <ScrollToTop />
    </div>
  );
}
