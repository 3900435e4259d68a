import { useState } from 'react';
import { Download } from 'lucide-react';
import { LoadError } from '@/components/errors/load-error';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { buildBackersCsv, statusText } from '@/features/investments/api/backers-csv';
import { loadAllBackers, useProjectBackers } from '@/features/investments/api/use-investments';
import { formatCount, formatUsd } from '@/utils/format';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { campaignMoney, INVESTMENT_STATE_TEXT } from '@/features/investments/api/investment-state';
import { InvestmentTable } from './investment-table';

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

/** Every investment in a project, paged, with totals and Export CSV: for its creator and the admin. */
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
          <span className="font-semibold">{formatCount(totals.investments)}</span>{' '}
          {totals.investments === 1 ? `${word} investment` : `${word} investments`}
        </p>
      )}
      {isPending && <Spinner label="Loading backers" />}
      {isError && <LoadError heading="Error fetching backers" error={error} onRetry={refetch} retrying={isFetching} />}
      {!isPending && !isError && investments.length === 0 && <p className="text-sm text-slate-600">No backers yet.</p>}
      {investments.length > 0 && (
        <InvestmentTable
          caption="Backers of this project"
          whoHeader="Investor"
          who={(investment) => (
            <span className="min-w-0">
              <span className="block font-medium text-slate-800">
                {investment.investorName || 'No name on profile'}
                {investment.anonymous && <span className="ml-2 text-xs font-normal text-slate-600">(anonymous to the public)</span>}
              </span>
              <span className="block break-all text-xs text-slate-600">{investment.investorEmail}</span>
            </span>
          )}
          status={(investment) => <span className="text-slate-600">{statusText(investment.status, money)}</span>}
          investments={investments}
        />
      )}
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        label="Load more backers"
      />
    </section>
  );
}
