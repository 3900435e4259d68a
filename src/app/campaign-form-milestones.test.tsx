import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyProjectForm } from '@/features/campaigns/api/project-form/project-form-values';
import { MILESTONE_MESSAGES, MILESTONES_LOCKED_HINT } from '@/features/accountability/api/milestones/milestone-limits';
import { isoDay } from '@shared/utc-days';
import type { Milestone } from '@/features/accountability/api/milestones/milestone-read';
import { CampaignForm } from './campaign-form';

// The Milestones section of Create Campaign and Update Project Details.
const DAY = 86_400_000;
const filled = {
  ...emptyProjectForm,
  title: 'Solar Roofs',
  description: 'Panels for schools',
  goal: '50000',
  businessPlan: 'Lease',
  teamInfo: 'Two engineers',
  risks: 'Weather',
};
const dayFromToday = (days: number) => isoDay(new Date(Date.now() + days * DAY));
const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);
const stored: Milestone = {
  id: '0',
  title: 'Prototype',
  description: '',
  due: midnight(dayFromToday(20)),
  originalDue: midnight(dayFromToday(20)),
  postponements: [],
  deliveredAt: null,
  delivered: '',
  evidenceUrl: '',
  lateAt: null,
  lateDue: null,
};

function renderForm(props: Partial<Parameters<typeof CampaignForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(
    <CampaignForm initialValues={filled} submitLabel="Save" busyLabel="Saving..." onCancel={vi.fn()} onSubmit={onSubmit} {...props} />,
  );
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

describe('Milestones in the project form', () => {
  it('sends none when the founder adds none (the spec’s fields alone)', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('milestones');
  });

  it('refuses a due date that is not a day ahead, beside the section, then sends the milestone', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    await user.type(screen.getByLabelText('Milestone 1'), 'Pilot in 3 schools');
    fireEvent.change(screen.getByLabelText('Due date of milestone 1'), { target: { value: dayFromToday(0) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(`Milestone 1: ${MILESTONE_MESSAGES.dueSoon}`)).toBeInTheDocument();
    expect(screen.getByText(/Please correct the highlighted fields: Milestones/)).toBeInTheDocument();
    const due = dayFromToday(40);
    fireEvent.change(screen.getByLabelText('Due date of milestone 1'), { target: { value: due } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ milestones: [{ title: 'Pilot in 3 schools', description: '', due: midnight(due) }] }),
      { kind: 'keep' },
    );
  });

  it('offers no seventh milestone, and removing every one sends an empty list (the stored ones go)', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ ...stored, id: String(i), title: `M${i}` }));
    const { onSubmit, user } = renderForm({ initialMilestones: six });
    expect(screen.queryByRole('button', { name: 'Add milestone' })).not.toBeInTheDocument();
    for (let i = 6; i >= 1; i--) await user.click(screen.getByRole('button', { name: `Remove milestone ${i}` }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ milestones: [] });
  });

  it('shows them read-only with why once locked, and sends none', async () => {
    const { onSubmit, user } = renderForm({ initialMilestones: [stored], milestonesLocked: true });
    expect(screen.getByText(MILESTONES_LOCKED_HINT)).toBeInTheDocument();
    expect(screen.getByText(/Prototype · due/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Milestone 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('milestones');
  });
});
