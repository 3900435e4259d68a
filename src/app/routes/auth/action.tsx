import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/components/layouts/document-title';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { VerifyEmailResult } from '@/features/auth/components/verify-email-result';

const titles: Record<string, string> = { resetPassword: 'Choose a New Password', verifyEmail: 'Verify Your E-mail' };

/**
 * Where the links in Auth's e-mails land (docs/deploy.md: the templates' action URL): Firebase's
 * `mode` says what the link is for, `oobCode` is the one-time code.
 */
export default function AuthActionRoute() {
  const [search] = useSearchParams();
  const mode = search.get('mode') ?? '';
  const code = search.get('oobCode') ?? '';
  const title = titles[mode] ?? 'This link does not work';
  useDocumentTitle(title);
  return (
    <Card className="mx-auto max-w-md p-6 sm:p-8">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {mode === 'resetPassword' && <ResetPasswordForm code={code} />}
      {mode === 'verifyEmail' && <VerifyEmailResult code={code} />}
      {!titles[mode] && (
        <div className="space-y-4">
          <p className="text-slate-700">We could not read this link. Open it again from the e-mail, or start from the home page.</p>
          <ButtonLink to={paths.home.href()} className="w-full">
            Go to the home page
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
