import { Placeholder } from '@/app/routes/placeholder';

export default function GuestRoute() {
  return <Placeholder title="Featured Projects" />;
}
