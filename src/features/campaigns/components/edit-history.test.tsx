import { screen, within } from '@testing-library/react';
import { renderWithData } from '@/testing/render-with-data';
import { signedOut } from '@/testing/test-data';
import type { CampaignEdit } from '@/features/campaigns/api/edits/edit-read';
import { campaignEditsQuery } from '@/features/campaigns/api/edits/use-campaign-edits';
import { EditHistory } from './edit-history';

/** The history over these edits, in the cache under the real key, where the real useCampaignEdits finds them. */
const renderHistory = (edits: CampaignEdit[]) =>
  renderWithData(<EditHistory projectId="p1" />, signedOut, (client) => client.setQueryData(campaignEditsQuery('p1').queryKey, edits));

const edit = (overrides: Partial<CampaignEdit>): CampaignEdit => ({
  id: 'e1',
  projectId: 'p1',
  creatorId: 'demo-erin',
  fields: ['description'],
  before: { description: 'Rooftop solar for rural schools.' },
  after: { description: 'Rooftop solar, now with batteries.' },
  editedAt: new Date(2026, 10, 20, 9, 30),
  ...overrides,
});

describe('EditHistory', () => {
  it('shows nothing for a campaign without edits', () => {
    renderHistory([]);
    expect(screen.queryByRole('heading', { name: 'Edit history' })).not.toBeInTheDocument();
  });

  it('lists what changed and when, newest first, with the earlier text one click away', async () => {
    const { user } = renderHistory([
      edit({
        id: 'e2',
        fields: ['title', 'risks'],
        before: { title: 'Solar Roofs', risks: 'Weather.' },
        after: { title: 'Solar Roofs 2.0', risks: 'None.' },
      }),
      edit({}),
    ]);
    const section = screen.getByRole('region', { name: 'Edit history' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('The title and the risks and challenges were edited on');
    expect(items[1]).toHaveTextContent('The description was edited on');
    expect(items[1]).toHaveTextContent('Nov 20, 2026');
    expect(within(items[0]).queryByText('Weather.')).not.toBeInTheDocument();

    await user.click(within(items[0]).getByRole('button', { name: 'Show earlier text' }));
    expect(within(items[0]).getByRole('button', { name: 'Hide earlier text' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(items[0]).getByText('Earlier title').nextElementSibling).toHaveTextContent('Solar Roofs');
    expect(within(items[0]).getByText('Earlier risks and challenges').nextElementSibling).toHaveTextContent('Weather.');
    // The text after the edit is the project's own; the history shows what it replaced.
    expect(within(items[0]).queryByText('None.')).not.toBeInTheDocument();
    expect(within(items[1]).queryByText('Rooftop solar for rural schools.')).not.toBeInTheDocument();
  });

  it('says what happened to the uploaded picture, with no earlier text to show', () => {
    const picture = (before: number | null, after: number | null) =>
      edit({ fields: ['pictureVersion'], before: { pictureVersion: before }, after: { pictureVersion: after } });
    renderHistory([picture(2, null), { ...picture(1, 2), id: 'e2' }, { ...picture(null, 1), id: 'e3' }]);
    const items = within(screen.getByRole('region', { name: 'Edit history' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent?.split(' on ')[0])).toEqual([
      'The uploaded picture was removed',
      'The uploaded picture was replaced',
      'A picture was uploaded',
    ]);
    expect(screen.queryByRole('button', { name: 'Show earlier text' })).not.toBeInTheDocument();
  });
});
