import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { usePlan } from '@/features/accountability/api/use-of-funds/plan-doc';
import { UseOfFundsTable } from './use-of-funds-table';

/** The project page's Use of funds, under Campaign Details: the founder's plan (one read, projects/{id}/useOfFunds/plan). */
export function UseOfFunds({ project }: { project: Pick<Project, 'id' | 'goal'> }) {
  const { data: lines, isPending, isError } = usePlan(project.id);
  return (
    <Card className="p-5">
      <section aria-labelledby="use-of-funds-title" className="space-y-3">
        <h2 id="use-of-funds-title" className="text-lg font-bold text-slate-900">
          Use of funds
        </h2>
        {isPending ? (
          <Spinner label="Loading the plan" />
        ) : isError ? (
          <p className="text-sm text-slate-600">The plan could not be read just now.</p>
        ) : (
          <UseOfFundsTable lines={lines} goal={project.goal} />
        )}
      </section>
    </Card>
  );
}
