import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/layouts/document-title';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-provider';
import { looksSignedOut } from '@/lib/auth-state';
import { ACCOUNT_DELETED_NOTICE, showsAccountDeleted } from '@/lib/account-deleted-notice';
import { dashboardFor } from '@/lib/dashboard-for';
import { afterFirstView } from '@/utils/first-view';

// Below the first screen, and needing Firestore: downloaded after the first paint (docs/performance.md).
const WelcomeSections = lazy(() => import('@/app/welcome-sections'));

export function WelcomeRoute() {
  useDocumentTitle('Welcome');
  const { state } = useAuth();
  const [below, setBelow] = useState(false);
  useEffect(() => afterFirstView(() => setBelow(true)), []);
  const role = state.status === 'signedIn' ? state.role : '';
  // Delete my account lands here.
  const deleted = showsAccountDeleted(useLocation().state);
  return (
    <>
      {deleted && (
        <div className="mx-auto mt-6 max-w-2xl">
          <Banner tone="success">{ACCOUNT_DELETED_NOTICE}</Banner>
        </div>
      )}
      <section className="mx-auto max-w-2xl py-12 text-center sm:py-20">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Welcome to <span className="text-brand-700">StartupFund</span>
        </h1>
        <p className="mt-4 text-lg text-slate-700">A crowdfunding platform for startups. Log in or explore projects as a guest.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {looksSignedOut(state) && <ButtonLink to={paths.login.href()}>Login</ButtonLink>}
          {role && <ButtonLink to={dashboardFor(role)}>Go to My Dashboard</ButtonLink>}
          <ButtonLink to={paths.guest.href()} variant="secondary">
            Continue Without Login
          </ButtonLink>
        </div>
      </section>
      {below && (
        <Suspense fallback={null}>
          <WelcomeSections />
        </Suspense>
      )}
    </>
  );
}
