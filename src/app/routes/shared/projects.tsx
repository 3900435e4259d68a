import { Placeholder } from '@/app/routes/placeholder';

export default function ProjectsRoute() {
  return <Placeholder title="Discover Projects" />;
}
