import { Placeholder } from '@/app/routes/placeholder';

export default function PostUpdateRoute() {
  return <Placeholder title="Update Project Details" />;
}
