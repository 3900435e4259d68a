import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AuthState } from '@/lib/auth-state';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { renderWithProviders } from '@/testing/render';
import { aProject, signedInAs } from '@/testing/test-data';
import { useProject } from '@/features/campaigns/api/projects/use-project';
import { useUpdateCampaign } from '@/features/accountability/api/use-campaign-writes';
import PostUpdateRoute from './post-update';

vi.mock('@/features/campaigns/api/projects/use-project', () => ({ useProject: vi.fn() }));
vi.mock('@/features/accountability/api/use-campaign-writes', () => ({ useUpdateCampaign: vi.fn() }));
const savePicture = vi.hoisted(() => vi.fn());
vi.mock('@/features/campaigns/api/pictures/use-picture-mutations', () => ({ useSavePicture: () => ({ mutateAsync: savePicture }) }));
vi.mock('@/components/ui/notify', () => ({ notify: { success: vi.fn() } }));
// The project's plan is read beside it; none here.
vi.mock('@/features/accountability/api/use-of-funds/plan-doc', () => ({ usePlan: () => ({ data: [], isPending: false, error: null }) }));
// And its milestones; none here either.
vi.mock('@/features/accountability/api/milestones/use-milestones', () => ({
  useMilestones: () => ({ data: [], isPending: false, error: null }),
}));

const project = aProject({
  id: 'p1',
  businessPlan: 'Lease',
  teamInfo: 'Two engineers',
  risks: 'Weather',
  creatorId: 'demo-erin',
});

const entrepreneur = (uid: string, email: string): AuthState => signedInAs('entrepreneur', { uid, email });

const mutateAsync = vi.fn();

function renderRoute(state: AuthState, data: Project | null = project) {
  vi.mocked(useProject).mockReturnValue({ data, isPending: false, error: null } as unknown as ReturnType<typeof useProject>);
  vi.mocked(useUpdateCampaign).mockReturnValue({ mutateAsync } as unknown as ReturnType<typeof useUpdateCampaign>);
  const routes = (
    <Routes>
      <Route path="/post-update/:projectId" element={<PostUpdateRoute />} />
      <Route path="/project/:id" element={<p>Project page</p>} />
    </Routes>
  );
  renderWithProviders(routes, { url: '/post-update/p1', auth: state });
}

beforeEach(() => {
  mutateAsync.mockReset();
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
    mutateAsync.mockResolvedValue(undefined);
    renderRoute(entrepreneur('demo-erin', 'erin@startfund.com'));
    expect(screen.getByRole('heading', { level: 1, name: 'Update Project Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Project Title')).toHaveValue('Solar Roofs');
    expect(screen.getByLabelText('Funding Goal (USD)')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(mutateAsync).toHaveBeenCalledWith(['p1', expect.objectContaining({ title: 'Solar Roofs', goal: 10000 })]);
    expect(await screen.findByText('Project page')).toBeInTheDocument();
  });

  it('locks the goal once money has come in and reports a failed save', async () => {
    mutateAsync.mockRejectedValue(new Error('Missing or insufficient permissions.'));
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
    mutateAsync.mockResolvedValue(undefined);
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
    mutateAsync.mockResolvedValue(undefined);
    renderRoute(entrepreneur('demo-erin', 'erin@startfund.com'));
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project page')).toBeInTheDocument();
    expect(savePicture).not.toHaveBeenCalled();
  });
});
