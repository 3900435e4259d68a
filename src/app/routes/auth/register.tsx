import { Placeholder } from '@/app/routes/placeholder';

export default function RegisterRoute() {
  return <Placeholder title="Create Account" />;
}
