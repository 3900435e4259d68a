import { useState } from 'react';
import { Download } from 'lucide-react';
import { LoadError } from '@/components/errors/load-error';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { buildBackersCsv } from '@/features/investments/api/backers-csv';
import { groupByInvestor } from '@/features/investments/api/backer-groups';
import { loadAllBackers, useProjectBackers } from '@/features/investments/api/use-investments';
import { formatCount, formatUsd } from '@/utils/format';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { INVESTMENT_STATE_TEXT } from '@/features/investments/api/investment-state';
import { campaignMoney } from '@shared/money/campaign-money';
import { BackersTable } from './backers-table';

type BackersSectionProps = {
  creatorId: string;
  projectId: string;
  project: Pick<Project, 'status' | 'endsAt' | 'raised' | 'goal' | 'backerCount' | 'moneyMark'>;
};

function download(fileName: string, text: string) {
  // The byte-order mark tells spreadsheets the file is UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A project's backers, one row per investor (their investments grouped, as far as the pages read hold
 * them), paged, with totals and Export CSV (every investment): for its creator and the admin.
 */
export function BackersSection({ creatorId, projectId, project }: BackersSectionProps) {
  // Every uncancelled investment shares its campaign's fate: Active, Collected or Returned.
  const money = campaignMoney(project);
  const word = INVESTMENT_STATE_TEXT[money].toLowerCase();
  const { investments, totals, isPending, isError, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useProjectBackers(creatorId, projectId, project);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');

  const exportCsv = async () => {
    setExporting(true);
    setExportError('');
    try {
      download(`backers-${projectId}.csv`, buildBackersCsv(await loadAllBackers(creatorId, projectId), money));
    } catch (cause) {
      setExportError(`Error exporting backers: ${cause instanceof Error ? cause.message : String(cause)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="backers-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="backers-heading" className="text-xl font-bold text-slate-900">
          Backers
        </h2>
        <Button size="sm" variant="secondary" onClick={exportCsv} disabled={exporting || investments.length === 0}>
          <Download aria-hidden className="size-4" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      {exportError && <Banner>{exportError}</Banner>}
      {totals && (
        <p className="text-sm text-slate-700" data-testid="backers-totals">
          <span className="font-semibold">{formatUsd(totals.total)}</span> from{' '}
          <span className="font-semibold">{formatCount(project.backerCount)}</span> {project.backerCount === 1 ? 'backer' : 'backers'} (
          {formatCount(totals.investments)} {totals.investments === 1 ? `${word} investment` : `${word} investments`})
        </p>
      )}
      {isPending && <Spinner label="Loading backers" />}
      {isError && <LoadError heading="Error fetching backers" error={error} onRetry={refetch} retrying={isFetching} />}
      {!isPending && !isError && investments.length === 0 && <p className="text-sm text-slate-600">No backers yet.</p>}
      {investments.length > 0 && <BackersTable groups={groupByInvestor(investments)} money={money} />}
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        label="Load more backers"
      />
    </section>
  );
}
