import type { Project } from '@/features/campaigns/api/projects/project-read';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { InvestButton } from '@/features/investments/components/invest-button';
import { useFollowOnInvest } from '@/features/engagement/api/use-follow-on-invest';

/**
 * The project page's Invest Now, with the notice an unverified investor gets: its own chunk, downloaded
 * once the project has been read for an investor (src/app/routes/shared/project.tsx), so the page's
 * first view never waits for the investment code.
 */
export function InvestAction({ project }: { project: Project }) {
  const follow = useFollowOnInvest();
  return <InvestButton project={project} verifyNotice={<VerifyEmailNotice action="invest" />} onRecorded={follow} />;
}
