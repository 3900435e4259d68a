// Why a signed-out visitor landed on Login: the guarded address they were sent from (the route
// guard's `from`). Said in one line above the form; after signing in they go back there.
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

const reasons: ReadonlyArray<[pattern: string, reason: string]> = [
  [paths.project.path, 'Log in to see this project'],
  [paths.payment.path, 'Log in to invest'],
  [paths.createCampaign.path, 'Log in to create a campaign'],
  [paths.postUpdate.path, 'Log in to update your project'],
  [paths.projects.path, 'Log in to discover projects'],
  [paths.investorDashboard.path, 'Log in to see your dashboard'],
  [paths.entrepreneurDashboard.path, 'Log in to see your dashboard'],
  [paths.adminDashboard.path, 'Log in to see your dashboard'],
];

/** The line for a visitor sent from `from` (a path with its query), '' when nobody sent them. */
export function loginReason(from: string | undefined): string {
  if (!from) return '';
  const pathname = from.split(/[?#]/)[0];
  return reasons.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'Log in to continue where you left off';
}
