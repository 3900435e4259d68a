import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-provider';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { usePlan } from '@/features/accountability/api/use-of-funds/plan-doc';
import type { SpendingRecord } from '@/features/accountability/api/spending/spending-queries';
import { approvedAt, mayRecordSpending, planVsSpent } from '@/features/accountability/api/spending/spending-model';
import { useRecordSpending, useSpendingEntries, useSpendingTotal } from '@/features/accountability/api/spending/use-spending';
import { formatUsd } from '@/utils/format';
import { PlanVsSpentTable } from './plan-vs-spent-table';
import { SpendingEntries } from './spending-entries';
import { SpendingForm } from './spending-form';

type SpendingProject = Pick<Project, 'id' | 'creatorId' | 'approved' | 'endsAt' | 'raised' | 'goal' | 'durationDays' | 'extensionDays'>;

/**
 * Plan vs spent, on a campaign that ended Funded: per plan line planned, spent and the
 * difference, the total spent of Raised, and the entries newest first, a page at a time. Its creator
 * adds spending and corrects an entry here. Reads: the plan, the total, and a page of entries with
 * their corrections.
 */
export function PlanVsSpent({ project }: { project: SpendingProject }) {
  const { viewer } = useAuth();
  const plan = usePlan(project.id);
  const total = useSpendingTotal(project.id);
  const entries = useSpendingEntries(project.id);
  const record = useRecordSpending(project);
  const [form, setForm] = useState<{ correcting?: SpendingRecord } | null>(null);
  const mayRecord = mayRecordSpending(viewer?.uid, project);
  const lines = plan.data ?? [];

  return (
    <Card className="p-5">
      <section aria-labelledby="plan-vs-spent-title" className="space-y-4">
        <h2 id="plan-vs-spent-title" className="text-lg font-bold text-slate-900">
          Plan vs spent
        </h2>
        {plan.isPending || total.isPending ? (
          <Spinner label="Loading the spending" />
        ) : plan.isError || total.isError ? (
          <p className="text-sm text-slate-600">The spending could not be read just now.</p>
        ) : (
          <>
            <PlanVsSpentTable rows={planVsSpent(lines, total.data)} />
            <p className="text-sm font-semibold text-slate-900" data-testid="spent-of-raised">
              {formatUsd(total.data.spent)} spent of {formatUsd(project.raised)} raised
            </p>
            <p className="text-xs text-slate-600">Reported by the founder.</p>
          </>
        )}
        {mayRecord &&
          (form ? (
            <SpendingForm
              key={form.correcting?.id ?? 'new'}
              lines={lines}
              approval={approvedAt(project)}
              correcting={form.correcting}
              left={total.data ? Math.max(0, project.raised - total.data.spent) : undefined}
              onSubmit={(entry, entryId) => record.mutateAsync({ entry, entryId })}
              onDone={() => setForm(null)}
            />
          ) : (
            <Button onClick={() => setForm({})}>Add spending</Button>
          ))}
        <h3 className="text-base font-semibold text-slate-900">Entries</h3>
        {entries.isPending ? (
          <Spinner label="Loading the entries" />
        ) : entries.isError ? (
          <p className="text-sm text-slate-600">The entries could not be read just now.</p>
        ) : (
          <SpendingEntries
            records={entries.records}
            lines={lines}
            onCorrect={mayRecord && !form ? (correcting) => setForm({ correcting }) : undefined}
          />
        )}
        <LoadMoreButton
          hasNextPage={entries.hasNextPage}
          isFetchingNextPage={entries.isFetchingNextPage}
          fetchNextPage={entries.fetchNextPage}
          label="Show more"
          centred={false}
        />
      </section>
    </Card>
  );
}
