import { renderWithData } from '@/testing/render-with-data';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import type { AuthState } from '@/lib/auth-state';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { fetchProject } from '@/features/campaigns/api/projects/project-queries';
import { aProject, signedInAs } from '@/testing/test-data';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';
import { updateCampaign } from '@/features/accountability/api/campaign-writes';
import { fetchMilestones } from '@/features/accountability/api/milestones/milestone-queries';
import { milestonesQuery } from '@/features/accountability/api/milestones/use-milestones';
import PostUpdateRoute from './post-update';

// Firestore cannot run in the unit tests (no emulator): the campaign's write and the reads a save refreshes
// (the project, its milestones) are stubbed; the real useUpdateCampaign, useProject and useMilestones run over
// them. What the page shows first is seeded in the cache.
vi.mock('@/features/accountability/api/campaign-writes', () => ({ updateCampaign: vi.fn() }));
vi.mock('@/features/campaigns/api/projects/project-queries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/campaigns/api/projects/project-queries')>()),
  fetchProject: vi.fn(),
}));
vi.mock('@/features/accountability/api/milestones/milestone-queries', () => ({ fetchMilestones: vi.fn() }));
// The write then waits for the project's card to catch up (a Firestore read): caught up at once here.
vi.mock('@/features/campaigns/api/projects/project-card', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/campaigns/api/projects/project-card')>()),
  cardCaughtUp: async () => true,
}));
// The picture's save is stubbed at its hook: the test checks what the page asks it to save (shownVersion
// too, which the Firestore writes under it do not take for a removal), and those writes cannot run here.
const savePicture = vi.hoisted(() => vi.fn());
vi.mock('@/features/campaigns/api/pictures/use-picture-mutations', () => ({ useSavePicture: () => ({ mutateAsync: savePicture }) }));
// The toast is observed: a save says so in one.
vi.mock('@/components/ui/notify', () => ({ notify: { success: vi.fn() } }));
// The project's plan is read beside it; none here. Its read (fetchPlan) is in the hook's own module, so
// nothing below the hook but Firestore could be stubbed, and Firestore cannot run here: the hook stays stubbed.
vi.mock('@/features/accountability/api/use-of-funds/plan-doc', () => ({ usePlan: () => ({ data: [], isPending: false, error: null }) }));

const project = aProject({
  id: 'p1',
  businessPlan: 'Lease',
  teamInfo: 'Two engineers',
  risks: 'Weather',
  creatorId: 'demo-erin',
});

const entrepreneur = (uid: string, email: string): AuthState => signedInAs('entrepreneur', { uid, email });

/**
 * The page for p1 over a cache seeded through the real keys: the project as read (`data`; null: none
 * found) and its milestones (none). A save's refresh reads them again: the stubs answer the same.
 */
function renderRoute(state: AuthState, data: Project | null = project) {
  vi.mocked(fetchProject).mockResolvedValue(data);
  vi.mocked(fetchMilestones).mockResolvedValue([]);
  const routes = (
    <Routes>
      <Route path="/post-update/:projectId" element={<PostUpdateRoute />} />
      <Route path="/project/:id" element={<p>Project page</p>} />
    </Routes>
  );
  renderWithData(
    routes,
    state,
    (client) => {
      client.setQueryData(projectKeys.detail('p1'), data);
      client.setQueryData(milestonesQuery('p1').queryKey, []);
    },
    '/post-update/p1',
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(updateCampaign).mockReset();
  savePicture.mockReset();
});

describe('PostUpdateRoute', () => {
  it('tells another entrepreneur they can only update their own projects, with no form', () => {
    renderRoute(entrepreneur('demo-sam', 'sam@startfund.com'));
    expect(screen.getByRole('alert')).toHaveTextContent('You can only update your own projects');
    expect(screen.queryByLabelText('Project Title')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Project' })).not.toBeInTheDocument();
  });

  it('says when the project is missing', () => {
    renderRoute(entrepreneur('demo-erin', 'erin@startfund.com'), null);
    expect(screen.getByRole('alert')).toHaveTextContent('Project not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('prefills the creator’s form and saves it', async () => {
    vi.mocked(updateCampaign).mockResolvedValue(undefined);
    renderRoute(entrepreneur('demo-erin', 'erin@startfund.com'));
    expect(screen.getByRole('heading', { level: 1, name: 'Update Project Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Project Title')).toHaveValue('Solar Roofs');
    expect(screen.getByLabelText('Funding Goal (USD)')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project page')).toBeInTheDocument();
    // The real useUpdateCampaign wrote the project's id and the form's content.
    expect(updateCampaign).toHaveBeenCalledWith('p1', expect.objectContaining({ title: 'Solar Roofs', goal: 10000 }));
    expect(notify.success).toHaveBeenCalledWith('Project updated');
  });

  it('locks the goal once money has come in and reports a failed save', async () => {
    vi.mocked(updateCampaign).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderRoute(entrepreneur('demo-erin', 'erin@startfund.com'), { ...project, raised: 500, holdsMoney: true });
    expect(screen.getByLabelText('Funding Goal (USD)')).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('your changes are shown on the project page under Edit history');
    await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating project: Missing or insufficient permissions.');
    expect(screen.getByLabelText('Project Title')).toHaveValue('Solar Roofs');
  });

  it('leaves the goal free once every investment was cancelled', () => {
    renderRoute(entrepreneur('demo-erin', 'erin@startfund.com'), { ...project, tookMoney: true, holdsMoney: false });
    expect(screen.getByLabelText('Funding Goal (USD)')).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('removes the uploaded picture after the details, and a failed picture save is retried with Update Project', async () => {
    vi.mocked(updateCampaign).mockResolvedValue(undefined);
    savePicture.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce(undefined);
    renderRoute(entrepreneur('demo-erin', 'erin@startfund.com'), { ...project, pictureVersion: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The project details were saved, but the picture was not (Failed to fetch). Press Update Project to try again.',
    );
    expect(savePicture).toHaveBeenCalledWith({ projectId: 'p1', change: { kind: 'remove' }, shownVersion: 3 });
    expect(screen.getByLabelText('Project Title')).toHaveValue('Solar Roofs');
    await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project page')).toBeInTheDocument();
    expect(savePicture).toHaveBeenCalledTimes(2);
  });

  it('saves no picture when none was chosen', async () => {
    vi.mocked(updateCampaign).mockResolvedValue(undefined);
    renderRoute(entrepreneur('demo-erin', 'erin@startfund.com'));
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project page')).toBeInTheDocument();
    expect(savePicture).not.toHaveBeenCalled();
  });
});
