import { Placeholder } from '@/app/routes/placeholder';

export default function ProjectRoute() {
  return <Placeholder title="Project" />;
}
