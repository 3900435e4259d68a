import { Placeholder } from '@/app/routes/placeholder';

export default function InvestorDashboardRoute() {
  return <Placeholder title="Investor Dashboard" />;
}
