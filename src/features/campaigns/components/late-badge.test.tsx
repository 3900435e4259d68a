import { screen } from '@testing-library/react';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { ProjectCard } from '@/features/campaigns/components/project-card';
import { renderWithProviders } from '@/testing/render';
import { aProject } from '@/testing/test-data';

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
/** A stored due day as the card converter keeps it in openDues (a Firestore Timestamp: card-late.test.ts reads real ones). */
const day = (fromToday: number) => ({ toMillis: () => today + fromToday * DAY });

/** A card of a campaign that ended 5 days ago, with the openDues its card document holds. */
const cardOf = (openDues: Record<string, unknown> | undefined, { raised = 60_000, goal = 50_000 } = {}) => ({
  ...aProject({ goal, raised, endsAt: new Date(today - 5 * DAY) }),
  openDues: openDues as ProjectSummary['openDues'],
});

const lateBadge = () => screen.queryByText('Late', { exact: true });

describe('the Late badge on a project card', () => {
  it('shows Late on a campaign that ended Funded with a milestone past its due day, for screen readers too', () => {
    renderWithProviders(<ProjectCard project={cardOf({ '0': day(30), '1': day(-2) })} />);
    expect(lateBadge()).toBeVisible();
    expect(screen.getByText('A milestone is past its due date and not delivered')).toHaveClass('sr-only');
  });

  it('shows nothing while the earliest open milestone is still due (met by the end of its day)', () => {
    renderWithProviders(<ProjectCard project={cardOf({ '0': day(0), '1': day(30) })} />);
    expect(lateBadge()).toBeNull();
  });

  it('shows nothing once every milestone was delivered, or where the card holds none', () => {
    renderWithProviders(<ProjectCard project={cardOf({})} />);
    renderWithProviders(<ProjectCard project={cardOf(undefined)} />);
    expect(lateBadge()).toBeNull();
  });

  it('shows nothing on a campaign that ended short of its goal', () => {
    renderWithProviders(<ProjectCard project={cardOf({ '0': day(-2) }, { raised: 10_000 })} />);
    expect(lateBadge()).toBeNull();
  });

  it('shows nothing on a campaign still running, funded or not', () => {
    const running = { ...cardOf({ '0': day(-2) }), endsAt: new Date(today + 10 * DAY) };
    renderWithProviders(<ProjectCard project={running} />);
    expect(lateBadge()).toBeNull();
  });
});
