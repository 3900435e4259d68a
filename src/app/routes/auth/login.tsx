import { useLocation, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/components/layouts/document-title';
import { LoginForm } from '@/features/auth/components/login-form';
import { loginReason } from '@/features/auth/api/login-reason';
import { safeReturnPath } from '@/lib/route-decision';

export default function LoginRoute() {
  useDocumentTitle('Welcome Back');
  const location = useLocation();
  const [search] = useSearchParams();
  // The route guard's `from`: where the visitor was going, and where they go back after signing in.
  const reason = loginReason(safeReturnPath((location.state as { from?: unknown } | null)?.from));
  return (
    <Card className="mx-auto max-w-md p-6 sm:p-8">
      {reason && (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800">
          {reason}
        </p>
      )}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome Back</h1>
      <p className="mb-6 mt-1 text-slate-600">Sign in to back startups or manage your campaigns.</p>
      <LoginForm startWithReset={search.has('reset')} />
    </Card>
  );
}
