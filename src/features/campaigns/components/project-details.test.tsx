import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { StaticAuthProvider } from '@/lib/auth-provider';
import type { AuthState } from '@/lib/auth-state';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { resubmitProject } from '@/features/campaigns/api/projects/project-mutations';
import { founderEmailQuery } from '@/features/campaigns/api/projects/use-founder-email';
import { reviewNoteQuery } from '@/features/campaigns/api/projects/use-review-note';
import { aProject, signedInAs } from '@/testing/test-data';
import { ProjectDetails } from './project-details';

// Firestore cannot run in the unit tests (no emulator): the resubmit write is stubbed, and never answers here,
// so the refresh after it (which would read the review note from Firestore again) never runs; the real
// useResubmitProject runs over it.
vi.mock('@/features/campaigns/api/projects/project-mutations', () => ({ resubmitProject: vi.fn(() => new Promise(() => {})) }));

const project: Project = aProject({
  id: 'p1',
  businessPlan: 'Lease the panels\nSell the power',
  teamInfo: 'Two engineers',
  risks: 'Weather',
  creatorId: 'demo-erin',
  raised: 2500,
  createdAt: new Date('2025-03-04T12:00:00Z'),
});

const signedIn = (uid: string, email: string, role: 'investor' | 'entrepreneur'): AuthState => signedInAs(role, { uid, email });
const ivy = signedIn('demo-ivy', 'ivy@startfund.com', 'investor');
const erin = signedIn('demo-erin', 'erin@startfund.com', 'entrepreneur');

type Slots = { investAction?: ReactNode; recentInvestors?: ReactNode };

/**
 * A cache holding the project's private documents as the real hooks read them: the admin's review note
 * (useReviewNote) and the founder's address (useFounderEmail, projects/{id}/private/founder); the hooks
 * have no key factory to import, so these are their keys. Each is shown only where its hook is enabled.
 */
function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  client.setQueryData(reviewNoteQuery('p1').queryKey, 'Please add revenue figures.');
  client.setQueryData(founderEmailQuery('p1').queryKey, 'erin@startfund.com');
  return client;
}

function renderDetails(overrides: Partial<Project> = {}, state: AuthState = ivy, slots: Slots = {}) {
  return render(
    <QueryClientProvider client={seededClient()}>
      <MemoryRouter>
        <StaticAuthProvider state={state}>
          <ProjectDetails project={{ ...project, ...overrides }} card={{ ...project, ...overrides }} {...slots} />
        </StaticAuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProjectDetails', () => {
  it('renders the title, the sections and the campaign details', () => {
    renderDetails();
    expect(screen.getByRole('heading', { level: 1, name: 'Solar Roofs' })).toBeInTheDocument();
    for (const heading of ['Business Plan', 'Team Information', 'Risks and Challenges', 'Campaign Details']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/Lease the panels/)).toHaveClass('whitespace-pre-line');
    expect(screen.getByText('$10,000')).toBeInTheDocument();
    expect(screen.getByText('$2,500')).toBeInTheDocument();
    // The founder by their public name; their e-mail only for the admin.
    expect(screen.getByText('Erin Park')).toBeInTheDocument();
    expect(screen.queryByText('erin@startfund.com')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.queryByText('Funded')).not.toBeInTheDocument();
    expect(screen.queryByText('Pending review')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Project Video' })).not.toBeInTheDocument();
  });

  it('shows the admin the founder’s e-mail beside their name', () => {
    renderDetails({}, signedInAs('admin'));
    expect(screen.getByText('Erin Park')).toBeInTheDocument();
    expect(screen.getByText('erin@startfund.com')).toBeInTheDocument();
  });

  it('links back to the viewer’s dashboard', () => {
    renderDetails();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/investor/dashboard');
  });

  it('caps the progress at 100% and marks the project funded', () => {
    renderDetails({ raised: 15000, backerCount: 1250 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Backers').nextElementSibling).toHaveTextContent(/^1,250$/);
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Funded')).toBeInTheDocument();
    expect(screen.getByText('$15,000')).toBeInTheDocument();
  });

  it('embeds YouTube through youtube-nocookie in a sandboxed frame', () => {
    renderDetails({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const frame = screen.getByTitle('Solar Roofs video');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });

  it('shows any other video address as a plain link, never a frame', () => {
    const { container } = renderDetails({ videoUrl: 'https://videos.example.com/pitch' });
    expect(screen.getByRole('heading', { name: 'Project Video' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /videos\.example\.com\/pitch/ });
    expect(link).toHaveAttribute('href', 'https://videos.example.com/pitch');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('does not make a link of an address that is not https', () => {
    const { container } = renderDetails({ videoUrl: 'javascript:alert(1)' });
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows Edit Project and the pending badge only to the creator of a pending project', () => {
    renderDetails({ approved: false, status: 'pending' }, erin);
    expect(screen.getByRole('link', { name: 'Edit Project' })).toHaveAttribute('href', '/post-update/p1');
    expect(screen.getByText('Pending review')).toBeInTheDocument();
  });

  it('shows the creator why changes were requested, and resubmits for review', async () => {
    renderDetails({ approved: false, status: 'changes_requested', reviewCount: 1 }, erin);
    expect(screen.getByText('Sent back for changes')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Sent back for changes' })).toHaveTextContent('Please add revenue figures.');
    await userEvent.click(await screen.findByRole('button', { name: 'Resubmit for review' }));
    await waitFor(() => expect(resubmitProject).toHaveBeenCalledWith('p1'));
    expect(screen.getByRole('button', { name: 'Resubmitting...' })).toBeDisabled();
  });

  it('marks a closed project Closed, with no resubmit', () => {
    renderDetails({ approved: false, status: 'closed', tookMoney: true, closedAt: new Date(2026, 10, 20, 9) }, ivy);
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByTestId('time-left')).toHaveTextContent('Closed Nov 20, 2026');
    expect(screen.queryByRole('button', { name: 'Resubmit for review' })).not.toBeInTheDocument();
  });

  it('tells the creator of a closed campaign why it cannot be edited, with no Edit Project', () => {
    renderDetails({ approved: false, status: 'closed', tookMoney: true, closedAt: new Date(2026, 10, 20, 9) }, erin);
    expect(screen.getByRole('note', { name: 'Campaign closed' })).toHaveTextContent(
      'closed by the admin, so its details can no longer be edited',
    );
    expect(screen.queryByRole('link', { name: 'Edit Project' })).not.toBeInTheDocument();
  });

  it('hides Edit Project from other viewers', () => {
    renderDetails();
    expect(screen.queryByRole('link', { name: 'Edit Project' })).not.toBeInTheDocument();
  });

  it('renders the invest slots', () => {
    renderDetails({}, ivy, { investAction: <button type="button">Invest Now</button>, recentInvestors: <h2>Recent Investors</h2> });
    const aside = screen.getByRole('complementary');
    expect(within(aside).getByRole('button', { name: 'Invest Now' })).toBeInTheDocument();
    expect(within(aside).getByRole('heading', { name: 'Recent Investors' })).toBeInTheDocument();
  });

  it('shows the public card while the project is read, and keeps its picture and title in place when it arrives', () => {
    const client = seededClient();
    const tree = (shown: Project | undefined) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <StaticAuthProvider state={ivy}>
            <ProjectDetails project={shown} card={project} />
          </StaticAuthProvider>
        </MemoryRouter>
      </QueryClientProvider>
    );
    const view = render(tree(undefined));
    const title = screen.getByRole('heading', { level: 1, name: project.title });
    const picture = screen.getByRole('img', { name: new RegExp(project.title) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading project');
    expect(screen.queryByRole('heading', { name: 'Business Plan' })).not.toBeInTheDocument();

    view.rerender(tree(project));
    expect(screen.getByRole('heading', { name: 'Business Plan' })).toBeInTheDocument();
    // The same elements, not drawn again: the largest paint stays the card's.
    expect(screen.getByRole('heading', { level: 1, name: project.title })).toBe(title);
    expect(screen.getByRole('img', { name: new RegExp(project.title) })).toBe(picture);
  });
});
