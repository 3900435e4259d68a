import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/components/layouts/document-title';
import { RegisterForm } from '@/features/auth/components/register-form';

export default function RegisterRoute() {
  useDocumentTitle('Create Account');
  return (
    <Card className="mx-auto max-w-md p-6 sm:p-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Create Account</h1>
      <p className="mb-6 mt-1 text-slate-600">Invest in startups or raise money for your own.</p>
      <RegisterForm />
    </Card>
  );
}
