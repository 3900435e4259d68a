import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useRecentBackers, type MoneyProgress } from '@/features/investments/api/use-investments';
import { formatDate, formatUsd } from '@/utils/format';

/** The last five investments in a project, newest first, by name (or "Anonymous investor"). */
export function RecentInvestors({ projectId, progress }: { projectId: string; progress: MoneyProgress }) {
  const { data: backers, isPending, isError } = useRecentBackers(projectId, progress);
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-bold text-slate-900">Recent Investors</h2>
      {isPending && <Spinner label="Loading investors" />}
      {isError && <p className="text-sm text-slate-600">Investors could not be loaded.</p>}
      {backers && backers.length === 0 && <p className="text-sm text-slate-600">No investments yet. Be the first!</p>}
      {backers && backers.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {backers.map((backer) => (
            <li key={backer.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-800">{backer.name}</span>
                <span className="text-xs text-slate-600">{formatDate(backer.createdAt)}</span>
              </span>
              <span className="font-semibold text-slate-900">{formatUsd(backer.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
