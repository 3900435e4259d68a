import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';

export function App() {
  // The outer boundary catches what the screens' own (in AppLayout) cannot: the providers, the top bar.
  return (
    <ErrorBoundary fallback={({ retry }) => <ErrorFallback retry={retry} />}>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </ErrorBoundary>
  );
}
