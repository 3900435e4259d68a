import { Placeholder } from '@/app/routes/placeholder';

export default function LoginRoute() {
  return <Placeholder title="Welcome Back" />;
}
