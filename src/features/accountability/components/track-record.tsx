import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { FounderRecord } from '@/features/accountability/api/founders/founder-record-read';
import { useFounderRecord } from '@/features/accountability/api/founders/use-founder-record';
import { median, trackFigures, type TrackFigures } from '@/features/accountability/api/founders/track-record';
import { GAPS_KEPT } from '@shared/founders/record-limits';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { formatUsd } from '@/utils/format';

const DAY = 86_400_000;

/** What the founder claims (delivered, spending) is said to be theirs, in its source line. */
export const REPORTED = 'Reported by the founder';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export const SOURCES = {
  funded: 'Each campaign’s deadline and what it raised, as StartupFund counted them.',
  raised: 'Money raised on StartupFund by the campaigns that reached their goal.',
  milestones: `${REPORTED}: delivered as they say. StartupFund keeps the date: its own clock when marked delivered, against the original due date (postponing does not reset it).`,
  spending: `${REPORTED}: the spending entered on the funded campaigns listed, against what they raised.`,
  updates: `The gaps between the founder’s last ${GAPS_KEPT} updates on funded campaigns (from the deadline for a first one), timed by StartupFund.`,
  requests: 'Backers’ requests for an update not yet followed by an update, counted by StartupFund.',
} as const;

type Figure = { label: string; value: string; source: string };

export function figuresOf(f: TrackFigures): Figure[] {
  return [
    {
      label: 'Campaigns funded',
      value: f.ended === 0 ? 'None ended yet' : `${f.fundedOfEnded} of ${f.ended} ended`,
      source: SOURCES.funded,
    },
    { label: 'Raised by funded campaigns', value: formatUsd(f.raisedByFunded), source: SOURCES.raised },
    {
      label: 'Milestones delivered on time',
      value: f.milestonesDue === 0 ? 'None due yet' : `${f.milestonesOnTime} of ${f.milestonesDue} due`,
      source: SOURCES.milestones,
    },
    {
      label: 'Spending recorded',
      value:
        f.spentPercent === null ? 'Nothing raised yet' : `${f.spentPercent}% of ${formatUsd(f.raisedByFunded)} (${formatUsd(f.spent)})`,
      source: SOURCES.spending,
    },
    {
      label: 'Median time between updates',
      value: f.medianGapDays === null ? 'No updates yet' : days(f.medianGapDays),
      source: SOURCES.updates,
    },
    { label: 'Update requests unanswered', value: String(f.unanswered), source: SOURCES.requests },
  ];
}

function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt className="text-sm text-slate-600">{figure.label}</dt>
          <dd className="text-lg font-bold text-slate-900">{figure.value}</dd>
          <dd className="text-xs text-slate-600">{figure.source}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The founder page's Track record: the campaigns listed (at most FOUNDER_CAMPAIGNS_LIMIT
 * cards) and the founder's record document, one read however much they have done.
 */
export function TrackRecordCard({ campaigns, record, now }: { campaigns: ProjectSummary[]; record: FounderRecord; now: Date }) {
  return (
    <Card role="region" className="space-y-3 p-5" aria-labelledby="track-record">
      <h2 id="track-record" className="text-lg font-bold text-slate-900">
        Track record
      </h2>
      <FigureList figures={figuresOf(trackFigures(campaigns, record, now))} />
      <p className="text-xs text-slate-600">From StartupFund&apos;s records of the campaigns listed below.</p>
    </Card>
  );
}

/** What the compact record shows from the record document alone (no campaign list): milestones delivered, spending, updates, requests. */
export function compactFiguresOf(record: FounderRecord): Figure[] {
  const delivered = record.milestones.filter((m) => m.deliveredAt);
  const onTime = delivered.filter((m) => m.deliveredAt!.getTime() < m.due.getTime() + DAY);
  const spent = Object.values(record.spentBy).reduce((sum, amount) => sum + amount, 0);
  const gap = median(record.gaps.map((g) => Math.max(0, Math.floor((g.at.getTime() - g.from.getTime()) / DAY))));
  return [
    {
      label: 'Milestones delivered on time',
      value: delivered.length === 0 ? 'None delivered yet' : `${onTime.length} of ${delivered.length} delivered`,
      source: SOURCES.milestones,
    },
    { label: 'Spending recorded', value: formatUsd(spent), source: `${REPORTED}: on their funded campaigns.` },
    { label: 'Median time between updates', value: gap === null ? 'No updates yet' : days(gap), source: SOURCES.updates },
    { label: 'Update requests unanswered', value: String(record.unanswered), source: SOURCES.requests },
  ];
}

/**
 * The founder's track record in short, on each of their project pages, under Campaign
 * Details: one read (founderRecords/{uid}), and a link to the founder page for the whole of it.
 */
export function FounderRecordSummary({ creatorId, creatorName }: { creatorId: string; creatorName: string }) {
  const { data: record } = useFounderRecord(creatorId);
  if (!creatorId || !record) return null;
  return (
    <Card role="region" aria-labelledby="founder-track-record" className="space-y-3 p-5">
      <h2 id="founder-track-record" className="text-lg font-bold text-slate-900">
        {`${creatorName}’s track record`}
      </h2>
      <FigureList figures={compactFiguresOf(record)} />
      <Link to={paths.founder.href(creatorId)} className="text-sm font-medium text-brand-700 hover:underline">
        See the full track record
      </Link>
    </Card>
  );
}
