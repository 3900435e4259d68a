import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyProjectForm } from '@/features/campaigns/api/project-form/project-form-values';
import { PLAN_LOCKED_HINT } from '@/features/accountability/api/use-of-funds/plan-limits';
import type { PlanLine } from '@/features/accountability/api/use-of-funds/plan-model';
import { MILESTONE_MESSAGES, MILESTONES_LOCKED_HINT } from '@/features/accountability/api/milestones/milestone-limits';
import type { Milestone } from '@/features/accountability/api/milestones/milestone-read';
import { isoDay } from '@shared/utc-days';
import { CampaignForm } from './campaign-form';

// The Use of funds and Milestones sections of Create Campaign and Update Project Details.
const filled = {
  ...emptyProjectForm,
  title: 'Solar Roofs',
  description: 'Panels for schools',
  goal: '50000',
  businessPlan: 'Lease',
  teamInfo: 'Two engineers',
  risks: 'Weather',
};
const plan: PlanLine[] = [
  { label: 'Panels', amount: 30000 },
  { label: 'Installation', amount: 20000 },
];

const DAY = 86_400_000;
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

describe('Use of funds in the project form', () => {
  it('says beside the section what the lines add up to against the goal, and refuses a plan that does not add up', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a plan' }));
    await user.type(screen.getByLabelText('Line 1'), 'Panels');
    await user.type(screen.getByLabelText('Amount of line 1 (USD)'), '48000');
    expect(screen.getByText('The lines add up to $48,000; the goal is $50,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/Please correct the highlighted fields: Use of funds/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Line 2'), 'Permits');
    await user.type(screen.getByLabelText('Amount of line 2 (USD)'), '2000');
    expect(screen.getByText('The lines add up to the goal.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        goal: 50000,
        useOfFunds: [
          { label: 'Panels', amount: 48000 },
          { label: 'Permits', amount: 2000 },
        ],
      }),
      { kind: 'keep' },
    );
  });

  it('refuses a line without a label, and offers no ninth line', async () => {
    const { onSubmit, user } = renderForm({ initialPlan: Array.from({ length: 8 }, (_, i) => ({ label: `L${i}`, amount: 6250 })) });
    expect(screen.queryByRole('button', { name: 'Add line' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Line 3'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Each line of the plan needs a label')).toBeInTheDocument();
  });

  it('removes a stored plan when every line is removed before approval (null), and sends none when there was none', async () => {
    const { onSubmit, user } = renderForm({ initialPlan: plan });
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ useOfFunds: null });
  });

  it('shows an approved plan read-only, with why, and sends nothing of it', async () => {
    const { onSubmit, user } = renderForm({ initialPlan: plan, planLocked: true });
    expect(screen.getByText(PLAN_LOCKED_HINT)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Panels' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Line 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('useOfFunds');
  });
});

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
