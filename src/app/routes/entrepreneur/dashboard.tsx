import { Placeholder } from '@/app/routes/placeholder';

export default function EntrepreneurDashboardRoute() {
  return <Placeholder title="Entrepreneur Dashboard" />;
}
