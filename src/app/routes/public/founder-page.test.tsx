import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithData } from '@/testing/render-with-data';
import { aProject, signedOut } from '@/testing/test-data';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import type { PublicProfile } from '@/features/users/api/public-profile-read';
import { publicProfileKey, publicProfileQuery } from '@/features/users/api/public-profiles';
import { EMPTY_FOUNDER_RECORD, type FounderRecord } from '@/features/accountability/api/founders/founder-record-read';
import { fetchFounderRecord } from '@/features/accountability/api/founders/founder-record-queries';
import { founderCampaignsKey, founderCampaignsQuery } from '@/features/accountability/api/founders/founder-campaigns';
import { founderRecordQuery } from '@/features/accountability/api/founders/use-founder-record';
import { FounderPage } from './founder-page';

// Firestore cannot run in the unit tests (no emulator): the record's reader is stubbed (a read that never
// answers, or fails where the record cannot be read; elsewhere the record is seeded); the real hook runs over it.
vi.mock('@/features/accountability/api/founders/founder-record-queries', () => ({
  fetchFounderRecord: vi.fn(() => new Promise(() => {})),
}));

const DAY = 86_400_000;
const now = new Date(Date.UTC(2026, 10, 20, 12));
const erin: PublicProfile = {
  id: 'erin',
  displayName: 'Erin Park',
  bio: 'Ten years building solar grids.',
  joinedAt: new Date(Date.UTC(2026, 8, 1, 12)),
  pictureHash: '',
};
// What her profile names once she set a picture in Settings: its address is the hash.
const erinHash = 'e'.repeat(64);
const running = aProject({ id: 'p-run', title: 'Solar Roofs', goal: 50000, raised: 1000, endsAt: new Date(now.getTime() + 10 * DAY) });
const funded = aProject({ id: 'p-fund', title: 'LabKit', goal: 3000, raised: 3500, endsAt: new Date(now.getTime() - 5 * DAY) });
const short = aProject({ id: 'p-short', title: 'Water Wheels', goal: 20000, raised: 4000, endsAt: new Date(now.getTime() - 9 * DAY) });

type Founder = {
  profile: PublicProfile | null;
  campaigns: ProjectSummary[];
  record?: FounderRecord | null;
};

/**
 * Erin's page over a cache seeded through the real keys with what her reads answer: her profile
 * (naming her picture or not), her campaigns' cards and her record (empty unless given; `null`: not
 * seeded, so the stubbed reader answers).
 */
function renderFounder({ profile, campaigns, record = EMPTY_FOUNDER_RECORD }: Founder) {
  return renderWithData(<FounderPage uid="erin" now={now} />, signedOut, (client) => {
    client.setQueryData(publicProfileQuery('erin').queryKey, profile);
    client.setQueryData(founderCampaignsQuery('erin').queryKey, campaigns);
    if (record) client.setQueryData(founderRecordQuery('erin').queryKey, record);
  });
}

/** A read under `queryKey` that is under way and never answers: the real hook asking for it waits on it. */
const readInFlight = (client: QueryClient, queryKey: QueryKey) =>
  void client.prefetchQuery({ queryKey, queryFn: () => new Promise<never>(() => {}) });
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('FounderPage', () => {
  it('shows a spinner while the profile and campaigns load', () => {
    renderWithData(<FounderPage uid="erin" now={now} />, signedOut, (client) => {
      for (const key of [publicProfileKey('erin'), founderCampaignsKey('erin')]) readInFlight(client, key);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Campaigns' })).not.toBeInTheDocument();
  });

  it("shows a founder's name, bio, joining date, campaigns with their state and the track record, and nothing private", () => {
    renderFounder({ profile: erin, campaigns: [running, funded, short] });
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
    renderFounder({
      profile: erin,
      campaigns: [running, funded, short],
      record: {
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
    });
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

  it('says so when the record cannot be read', async () => {
    vi.mocked(fetchFounderRecord).mockRejectedValueOnce(new Error('unavailable'));
    renderFounder({ profile: erin, campaigns: [funded], record: null });
    expect(await screen.findByText("Could not load this founder's track record.")).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Track record' })).not.toBeInTheDocument();
  });

  it('names a founder without a profile from their cards, and says when there are no campaigns', () => {
    renderFounder({ profile: null, campaigns: [running] });
    expect(screen.getByRole('heading', { level: 1, name: running.creatorName })).toBeVisible();
    expect(screen.queryByText(/Member since/)).not.toBeInTheDocument();
    cleanup();

    renderFounder({ profile: { ...erin, bio: '' }, campaigns: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Erin Park' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
    expect(screen.getByText('No campaigns yet')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Track record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the founder's profile picture beside their name when they set one", () => {
    renderFounder({ profile: { ...erin, pictureHash: erinHash }, campaigns: [running] });
    expect(screen.getByRole('img', { name: 'Picture of Erin Park' })).toHaveAttribute('src', `/pictures/members/erin/${erinHash}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Erin Park' })).toBeVisible();
  });
});
