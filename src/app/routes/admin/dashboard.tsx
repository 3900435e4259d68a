import { Placeholder } from '@/app/routes/placeholder';

export default function AdminDashboardRoute() {
  return <Placeholder title="Admin Dashboard" />;
}
