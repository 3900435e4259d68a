import { lazy, Suspense, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth-provider';
import { looksSignedOut } from '@/lib/auth-state';
import { dashboardFor } from '@/lib/dashboard-for';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

// Narrower padding on phones, so every role's links fit one line at 390 px (the entrepreneur's four are the longest).
const SettingsGear = lazy(() => import('./settings-gear').then((module) => ({ default: module.SettingsGear })));

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium sm:px-3',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

/** `inbox` is the signed-in user's What's new bell, given by the app. */
export function TopBar({ inbox }: { inbox?: ReactNode }) {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const role = state.status === 'signedIn' ? state.role : '';
  const home = state.status === 'signedIn' ? dashboardFor(role) : paths.home.href();

  // The session ends first (a page opened meanwhile is signed out), then the signed-out home shows;
  // the guarded page waits in between instead of sending us to /login (see signingOut).
  const logout = () => signOut(() => navigate(paths.home.href(), { replace: true }));

  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        {/* As tall as the phone's Settings gear beside it, which arrives with the session: the bar keeps its height. */}
        <Link to={home} className="flex min-h-9 items-center text-xl font-extrabold tracking-tight text-brand-700">
          StartupFund
        </Link>
        {/* On phones Settings is a gear beside the name, so the row of links below keeps to one line. */}
        {state.status === 'signedIn' && (
          <NavLink to={paths.settings.href()} aria-label="Settings" className={(link) => cn(navLink(link), 'sm:hidden')}>
            <Suspense fallback={<span className="block size-5" />}>
              <SettingsGear />
            </Suspense>
          </NavLink>
        )}
        {/* The negative margin (and the width it adds) cancels the links' own padding, so their text lines up with the page edges. */}
        <div className="-mx-2 flex min-h-9 w-[calc(100%+1rem)] flex-wrap items-center gap-0.5 sm:-mx-3 sm:w-auto sm:gap-1">
          {looksSignedOut(state) && (
            <>
              <NavLink to={paths.guest.href()} className={navLink}>
                Browse Projects
              </NavLink>
              <NavLink to={paths.login.href()} className={navLink}>
                Login
              </NavLink>
              <NavLink to={paths.register.href()} className={navLink}>
                Sign Up
              </NavLink>
            </>
          )}
          {role === 'admin' && (
            <NavLink to={paths.adminDashboard.href()} className={navLink}>
              Admin Dashboard
            </NavLink>
          )}
          {(role === 'entrepreneur' || role === 'investor') && (
            <NavLink to={dashboardFor(role)} className={navLink}>
              My Dashboard
            </NavLink>
          )}
          {role === 'entrepreneur' && (
            <NavLink to={paths.createCampaign.href()} className={navLink}>
              Create Campaign
            </NavLink>
          )}
          {inbox}
          {state.status === 'signedIn' && (
            <NavLink to={paths.settings.href()} className={(link) => cn(navLink(link), 'hidden sm:block')}>
              Settings
            </NavLink>
          )}
          {state.status === 'signedIn' && (
            <button type="button" onClick={logout} className={navLink({ isActive: false })}>
              Logout
            </button>
          )}
        </div>
      </nav>
    </header>
  );
}
