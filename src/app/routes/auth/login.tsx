import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/components/layouts/page-header';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  useDocumentTitle('Welcome Back');
  return (
    <Card className="mx-auto max-w-md p-6 sm:p-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome Back</h1>
      <p className="mb-6 mt-1 text-slate-600">Sign in to back startups or manage your campaigns.</p>
      <LoginForm />
    </Card>
  );
}
