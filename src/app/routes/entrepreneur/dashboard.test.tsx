import { renderWithData } from '@/testing/render-with-data';
import { screen, within } from '@testing-library/react';
import { defaultFilter, type ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';
import { savedFlagQuery } from '@/features/engagement/api/use-engagement';
import { shownListFilter } from '@/testing/query-results';
import { aProject, signedInAs } from '@/testing/test-data';
import EntrepreneurDashboardRoute from './dashboard';

const own = aProject({
  id: 'p1',
  title: 'Clinic Hub',
  description: 'Rural clinics',
  goal: 8000,
  category: 'healthcare',
  approved: false,
  status: 'pending',
});
const theirs = aProject({
  ...own,
  id: 'p2',
  title: 'Solar Roofs',
  creatorId: 'sam',
  approved: true,
  status: 'approved',
});

const erin = signedInAs('entrepreneur');
const browse = defaultFilter('approved');
const mine = defaultFilter('mine', 'erin');

/**
 * The dashboard at `url`, over a cache seeded through the real keys: each list the screen may ask for,
 * under its exact filter (one page, the last; a list asked for under another filter would stay
 * loading), and the Saved flag (not saved) of each card.
 */
function renderDashboard(url: string, lists: Array<[ProjectListFilter, Project[]]>) {
  return renderWithData(
    <EntrepreneurDashboardRoute />,
    erin,
    (client) => {
      for (const [filter, projects] of lists) {
        client.setQueryData(projectKeys.list(filter), { pages: [{ projects, cursor: null }], pageParams: [null] });
        for (const { id } of projects) client.setQueryData(savedFlagQuery('erin', id).queryKey, false);
      }
    },
    url,
  );
}

describe('Entrepreneur dashboard', () => {
  it('opens on approved projects with a Create Campaign link', () => {
    const { client } = renderDashboard('/entrepreneur/dashboard', [[browse, []]]);
    expect(screen.getByRole('heading', { level: 1, name: 'Entrepreneur Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Browse Projects' })).toHaveAttribute('aria-selected', 'true');
    expect(shownListFilter(client)).toMatchObject({ scope: 'approved' });
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/create-campaign');
    expect(screen.getByText('No projects available at the moment.')).toBeInTheDocument();
  });

  it('lists only the viewer’s projects under My Projects, with status and Post Update', async () => {
    const { user, client } = renderDashboard('/entrepreneur/dashboard', [
      [mine, [own]],
      [browse, [theirs]],
    ]);
    const browseCard = within(screen.getByRole('listitem'));
    expect(browseCard.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/project/p2');
    expect(browseCard.queryByRole('link', { name: 'Post Update' })).not.toBeInTheDocument();
    expect(await browseCard.findByRole('button', { name: 'Save Solar Roofs' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('tab', { name: 'My Projects' }));
    expect(shownListFilter(client)).toMatchObject({ scope: 'mine', creatorId: 'erin' });
    const card = within(screen.getByRole('listitem'));
    expect(card.getByText('Pending')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Post Update' })).toHaveAttribute('href', '/post-update/p1');
    expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/project/p1');
  });

  it('invites a first project when My Projects is empty and unfiltered', () => {
    renderDashboard('/entrepreneur/dashboard?tab=mine', [[mine, []]]);
    expect(screen.getByText("You haven't created any projects yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Project' })).toHaveAttribute('href', '/create-campaign');
  });

  it('drops the invitation when a filter is active', () => {
    renderDashboard('/entrepreneur/dashboard?tab=mine&category=finance', [[{ ...mine, category: 'finance' }, []]]);
    expect(screen.getByText("You haven't created any projects yet.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Your First Project' })).not.toBeInTheDocument();
  });

  it('shows the no-match text when a browse filter finds nothing', () => {
    const { client } = renderDashboard('/entrepreneur/dashboard?q=drones', [[{ ...browse, search: 'drones' }, []]]);
    expect(shownListFilter(client)).toMatchObject({ scope: 'approved', search: 'drones' });
    expect(screen.getByText('No projects match your search criteria.')).toBeInTheDocument();
  });
});
