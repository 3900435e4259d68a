import { PageHeader } from '@/components/layouts/page-header';

export function Placeholder({ title }: { title: string }) {
  return <PageHeader title={title} subtitle="This screen is coming soon." />;
}
