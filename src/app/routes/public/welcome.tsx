import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';

export function WelcomeRoute() {
  useDocumentTitle('Welcome');
  return (
    <section className="mx-auto max-w-2xl py-12 text-center sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        Welcome to <span className="text-brand-700">StartupFund</span>
      </h1>
      <p className="mt-4 text-lg text-slate-700">A crowdfunding platform for startups. Log in or explore projects as a guest.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.login.href()}>Login</ButtonLink>
        <ButtonLink to={paths.guest.href()} variant="secondary">
          Continue Without Login
        </ButtonLink>
      </div>
    </section>
  );
}
