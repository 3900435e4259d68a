import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { useFounderCampaigns } from '@/features/accountability/api/founders/founder-campaigns';
import { campaignState, type CampaignState } from '@/features/accountability/api/founders/track-record';
import { useFounderRecord } from '@/features/accountability/api/founders/use-founder-record';
import { TrackRecordCard } from '@/features/accountability/components/track-record';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { OutcomeBadge } from '@/features/campaigns/components/outcome-badge';
import { creatorNameOf } from '@/features/campaigns/components/project-card';
import { usePublicProfile } from '@/features/users/api/public-profiles';
import { profilePictureAddress } from '@/features/users/api/use-profile-picture';
import { formatDate, formatUsd } from '@/utils/format';

/** Running has no outcome yet; Funded and "Ended: goal not reached" are the cards' own badges. */
function CampaignStateBadge({ project, state }: { project: ProjectSummary; state: CampaignState }) {
  return state === 'running' ? <Badge tone="brand">Running</Badge> : <OutcomeBadge project={project} />;
}

function CampaignRow({ project, now }: { project: ProjectSummary; now: Date }) {
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="min-w-0 space-y-1">
          <Link to={paths.project.href(project.id)} className="break-words font-semibold text-brand-700 hover:underline">
            {project.title}
          </Link>
          <p className="text-sm text-slate-600">
            Raised {formatUsd(project.raised)} of {formatUsd(project.goal)}
          </p>
        </div>
        <CampaignStateBadge project={project} state={campaignState(project, now)} />
      </Card>
    </li>
  );
}

/**
 * A founder's public page: their name, picture (from the address its profile names), bio and
 * joining date (profiles/{uid}), their
 * approved campaigns with each one's state, and their Track record (founderRecords/{uid}). Never an e-mail address or phone: neither is read here.
 * A founder without a profile (an older account) is named from their cards.
 */
export function FounderPage({ uid, now = new Date() }: { uid: string; now?: Date }) {
  const profile = usePublicProfile(uid);
  const campaigns = useFounderCampaigns(uid);
  const record = useFounderRecord(uid);

  if (profile.isPending || campaigns.isPending) return <PageSpinner />;
  if (campaigns.isError)
    return (
      <div className="mx-auto max-w-xl space-y-4 py-8">
        <Banner>Could not load this founder&apos;s campaigns.</Banner>
        <Button onClick={() => void campaigns.refetch()} disabled={campaigns.isFetching}>
          {campaigns.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    );

  const about = profile.data ?? null;
  const pictureUrl = profilePictureAddress(about);
  const list = campaigns.data;
  const name = about?.displayName || (list[0] ? creatorNameOf(list[0]) : 'A StartupFund founder');
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex items-center gap-4">
        <Avatar src={pictureUrl} alt={`Picture of ${name}`} size="lg" />
        {/* The header's own bottom margin would add to the page's spacing inside this row. */}
        <div className="min-w-0 flex-1 [&>div]:mb-0">
          <PageHeader title={name} subtitle={about?.joinedAt ? `Member since ${formatDate(about.joinedAt)}` : undefined} />
        </div>
      </div>
      {about?.bio && <p className="whitespace-pre-line break-words text-slate-700">{about.bio}</p>}
      {list.length > 0 && record.data && <TrackRecordCard campaigns={list} record={record.data} now={now} />}
      {list.length > 0 && record.isError && <Banner>Could not load this founder&apos;s track record.</Banner>}
      <section aria-labelledby="founder-campaigns" className="space-y-3">
        <h2 id="founder-campaigns" className="text-xl font-bold text-slate-900">
          Campaigns
        </h2>
        {list.length === 0 ? (
          <EmptyState message="No campaigns yet" />
        ) : (
          <ul className="space-y-3">
            {list.map((project) => (
              <CampaignRow key={project.id} project={project} now={now} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
