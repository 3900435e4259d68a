import { Button } from '@/components/ui/button';

/** What a screen (or the whole app) shows instead of a blank page when it fails to load or render. */
export function ErrorFallback({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="mx-auto my-12 max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6 text-center">
      <h2 className="text-lg font-semibold text-slate-900">Something went wrong</h2>
      <p className="text-slate-600">This page could not be shown. Check your connection and try again.</p>
      <Button onClick={retry}>Try again</Button>
    </div>
  );
}
