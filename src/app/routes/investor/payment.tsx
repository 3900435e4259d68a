import { Placeholder } from '@/app/routes/placeholder';

export default function PaymentRoute() {
  return <Placeholder title="Invest" />;
}
