import { Skeleton } from '@/components/ui/skeleton';
import { usePlatformFigures } from '@/features/campaigns/api/front-door/use-front-door';
import { formatCount, formatUsd } from '@/utils/format';

/** Three figures about the platform, kept by the server from the approved campaigns' cards (shared/figures/platform-figures.ts says what each counts). */
export function PlatformFigures() {
  const { data, isError } = usePlatformFigures();
  // The figures are a bonus: the page leaves them out rather than show an error when they cannot be read.
  if (isError) return null;
  const figures = [
    { label: 'Campaigns funded', hint: 'approved campaigns that reached their goal', value: data && formatCount(data.campaignsFunded) },
    { label: 'Dollars committed', hint: 'by investors to approved campaigns', value: data && formatUsd(data.dollarsCommitted) },
    {
      label: 'Backers',
      hint: 'of approved campaigns (one person backing two counts twice)',
      value: data && formatCount(data.backings),
    },
  ];
  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="sr-only">
        StartupFund in figures
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <li key={figure.label} className="rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm">
            <div className="text-3xl font-extrabold text-brand-700">{figure.value ?? <Skeleton className="mx-auto h-9 w-24" />}</div>
            <p className="mt-1 font-semibold text-slate-900">{figure.label}</p>
            <p className="text-sm text-slate-600">{figure.hint}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
