// Where each role's home is: the top bar's name and the welcome page lead there. Its own file, so the
// welcome page (in the entry chunk) takes this, not every policy (policies.ts).
import { paths } from '@/config/paths';
import type { Role } from '@/lib/roles';

export function dashboardFor(role: Role | ''): string {
  switch (role) {
    case 'admin':
      return paths.adminDashboard.href();
    case 'entrepreneur':
      return paths.entrepreneurDashboard.href();
    case 'investor':
      return paths.investorDashboard.href();
    default:
      return paths.home.href();
  }
}
