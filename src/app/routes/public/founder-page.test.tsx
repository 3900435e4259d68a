import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { aProject } from '@/testing/test-data';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import type { PublicProfile } from '@/features/users/api/public-profile-read';
import { EMPTY_FOUNDER_RECORD, type FounderRecord } from '@/features/accountability/api/founders/founder-record-read';
import { FounderPage } from './founder-page';

const DAY = 86_400_000;
const data = vi.hoisted(() => ({
  profile: { data: undefined as PublicProfile | null | undefined, isPending: true },
  campaigns: { data: undefined as ProjectSummary[] | undefined, isPending: true, isError: false },
  pictureUrl: null as string | null,
  record: { data: undefined as FounderRecord | undefined, isPending: false, isError: false },
}));
vi.mock('@/features/accountability/api/founders/use-founder-record', () => ({ useFounderRecord: () => data.record }));
vi.mock('@/features/users/api/public-profiles', () => ({ usePublicProfile: () => data.profile }));
vi.mock('@/features/users/api/use-profile-picture', () => ({ useProfilePictureUrl: () => data.pictureUrl }));
vi.mock('@/features/accountability/api/founders/founder-campaigns', () => ({
  useFounderCampaigns: () => ({ ...data.campaigns, isFetching: false, refetch: vi.fn() }),
}));

const now = new Date(Date.UTC(2026, 10, 20, 12));
const erin: PublicProfile = {
  id: 'erin',
  displayName: 'Erin Park',
  bio: 'Ten years building solar grids.',
  joinedAt: new Date(Date.UTC(2026, 8, 1, 12)),
};
const running = aProject({ id: 'p-run', title: 'Solar Roofs', goal: 50000, raised: 1000, endsAt: new Date(now.getTime() + 10 * DAY) });
const funded = aProject({ id: 'p-fund', title: 'LabKit', goal: 3000, raised: 3500, endsAt: new Date(now.getTime() - 5 * DAY) });
const short = aProject({ id: 'p-short', title: 'Water Wheels', goal: 20000, raised: 4000, endsAt: new Date(now.getTime() - 9 * DAY) });

const settle = (profile: PublicProfile | null, campaigns: ProjectSummary[], pictureUrl: string | null = null) => {
  data.pictureUrl = pictureUrl;
  data.profile = { data: profile, isPending: false };
  data.campaigns = { data: campaigns, isPending: false, isError: false };
  data.record = { data: EMPTY_FOUNDER_RECORD, isPending: false, isError: false };
};
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('FounderPage', () => {
  it('shows a spinner while the profile and campaigns load', () => {
    data.profile = { data: undefined, isPending: true };
    data.campaigns = { data: undefined, isPending: true, isError: false };
    renderWithProviders(<FounderPage uid="erin" now={now} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Campaigns' })).not.toBeInTheDocument();
  });

  it("shows a founder's name, bio, joining date, campaigns with their state and the track record, and nothing private", () => {
    settle(erin, [running, funded, short]);
    renderWithProviders(<FounderPage uid="erin" now={now} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Erin Park' })).toBeVisible();
    expect(screen.getByText('Ten years building solar grids.')).toBeVisible();
    expect(screen.getByText('Member since Sep 1, 2026')).toBeVisible();
    const campaigns = screen.getByRole('region', { name: 'Campaigns' });
    const rows = within(campaigns).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Solar Roofs.*Raised \$1,000 of \$50,000.*Running$/),
      expect.stringMatching(/^LabKit.*Funded$/),
      expect.stringMatching(/^Water Wheels.*Ended: goal not reached$/),
    ]);
    expect(within(campaigns).getByRole('link', { name: 'LabKit' })).toHaveAttribute('href', '/project/p-fund');
    const record = screen.getByRole('region', { name: 'Track record' });
    expect(record).toHaveTextContent('Campaigns funded1 of 2 ended');
    expect(record).toHaveTextContent('Raised by funded campaigns$3,500');
    expect(record).toHaveTextContent("From StartupFund's records");
    expect(record).toHaveTextContent('Milestones delivered on timeNone due yet');
    expect(record).toHaveTextContent('Median time between updatesNo updates yet');
    expect(document.body).not.toHaveTextContent('@');
  });

  it('shows every figure of the founder’s record, each with where it comes from', () => {
    settle(erin, [running, funded, short]);
    data.record = {
      isPending: false,
      isError: false,
      data: {
        milestones: [
          { projectId: 'p-fund', due: at(-10), deliveredAt: at(-10.5) },
          { projectId: 'p-fund', due: at(-8), deliveredAt: at(-6) },
          { projectId: 'p-run', due: at(-2), deliveredAt: null },
        ],
        spentBy: { 'p-fund': 1400 },
        gaps: [
          { from: at(-40), at: at(-28) },
          { from: at(-28), at: at(-20) },
        ],
        gapCount: 2,
        unanswered: 3,
      },
    };
    renderWithProviders(<FounderPage uid="erin" now={now} />);
    const record = screen.getByRole('region', { name: 'Track record' });
    const figure = (label: string) => within(record).getByText(label).parentElement!;
    expect(figure('Milestones delivered on time')).toHaveTextContent('1 of 3 due');
    expect(figure('Milestones delivered on time')).toHaveTextContent(/Reported by the founder/);
    expect(figure('Spending recorded')).toHaveTextContent('40% of $3,500 ($1,400)');
    expect(figure('Spending recorded')).toHaveTextContent(/Reported by the founder/);
    expect(figure('Median time between updates')).toHaveTextContent('10 days');
    expect(figure('Median time between updates')).toHaveTextContent(/last 20 updates on funded campaigns/);
    expect(figure('Update requests unanswered')).toHaveTextContent('3');
    expect(figure('Update requests unanswered')).toHaveTextContent(/counted by StartupFund/);
    expect(figure('Campaigns funded')).not.toHaveTextContent(/Reported by the founder/);
  });

  it('says so when the record cannot be read', () => {
    settle(erin, [funded]);
    data.record = { data: undefined, isPending: false, isError: true };
    renderWithProviders(<FounderPage uid="erin" now={now} />);
    expect(screen.getByText("Could not load this founder's track record.")).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Track record' })).not.toBeInTheDocument();
  });

  it('names a founder without a profile from their cards, and says when there are no campaigns', () => {
    settle(null, [running]);
    const { unmount } = renderWithProviders(<FounderPage uid="erin" now={now} />);
    expect(screen.getByRole('heading', { level: 1, name: running.creatorName })).toBeVisible();
    expect(screen.queryByText(/Member since/)).not.toBeInTheDocument();
    unmount();

    settle({ ...erin, bio: '' }, []);
    renderWithProviders(<FounderPage uid="erin" now={now} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Erin Park' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
    expect(screen.getByText('No campaigns yet')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Track record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the founder's profile picture beside their name when they set one", () => {
    settle(erin, [running], 'blob:erin');
    renderWithProviders(<FounderPage uid="erin" now={now} />);
    expect(screen.getByRole('img', { name: 'Picture of Erin Park' })).toHaveAttribute('src', 'blob:erin');
    expect(screen.getByRole('heading', { level: 1, name: 'Erin Park' })).toBeVisible();
  });
});
