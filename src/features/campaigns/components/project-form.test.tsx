import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DURATION_MESSAGE, GOAL_MESSAGE } from '@/features/campaigns/api/projects/project-schema';
import { emptyProjectForm, type ProjectFormValues } from '@/features/campaigns/api/project-form/project-form-values';
import { GOAL_LOCKED_HINT, LENGTH_LOCKED_HINT, ProjectForm } from './project-form';

const LABELS = [
  'Project Title',
  'Category',
  'Description',
  'Funding Goal (USD)',
  'Campaign Length (days)',
  'Image URL',
  'Upload a picture',
  'Video URL (Optional)',
  'Business Plan',
  'Team Information',
  'Risks and Challenges',
  // Deal terms: the instrument; its terms show once one is chosen.
  'Instrument',
];

function renderForm(props: Partial<Parameters<typeof ProjectForm>[0]> = {}, initialValues: ProjectFormValues = emptyProjectForm) {
  const onSubmit = props.onSubmit ?? vi.fn();
  const onCancel = vi.fn();
  render(
    <ProjectForm
      initialValues={initialValues}
      submitLabel="Create Campaign"
      busyLabel="Creating..."
      onCancel={onCancel}
      {...props}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, onCancel, user: userEvent.setup({ delay: null }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, 'Project Title', '  Solar Roofs  ');
  await user.selectOptions(screen.getByLabelText('Category'), 'sustainability');
  await fill(user, 'Description', 'Panels for schools ');
  await user.type(screen.getByLabelText('Funding Goal (USD)'), '5000');
  await fill(user, 'Image URL', 'https://example.com/roof.jpg');
  await fill(user, 'Business Plan', 'Lease\nthe panels');
  await fill(user, 'Team Information', 'Two engineers');
  await fill(user, 'Risks and Challenges', 'Weather');
}

describe('ProjectForm', () => {
  it('labels every field, in order, with technology as the default category', () => {
    renderForm();
    const controls = LABELS.map((label) => screen.getByLabelText(label));
    const order = [...document.querySelectorAll('input, select, textarea')];
    expect(controls).toEqual(order);
    expect(screen.getByLabelText('Category')).toHaveValue('technology');
    expect(screen.getByLabelText('Funding Goal (USD)')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Funding Goal (USD)')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Image URL')).toHaveAttribute('type', 'url');
  });

  it('shows every validation message under its field for an empty submit', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    const expected: Array<[string, string]> = [
      ['Project Title', 'Project title is required'],
      ['Description', 'Description is required'],
      ['Funding Goal (USD)', GOAL_MESSAGE],
      ['Business Plan', 'Business plan is required'],
      ['Team Information', 'Team information is required'],
      ['Risks and Challenges', 'Risks and challenges are required'],
    ];
    for (const [label, message] of expected) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByLabelText('Project Title')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a goal that is not whole dollars and an address that is not https', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Funding Goal (USD)'), '0');
    await fill(user, 'Video URL (Optional)', 'http://example.com/v');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(screen.getByText(GOAL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Video URL must be an https:// address')).toBeInTheDocument();
  });

  it('defaults the campaign length to 30 days, whole days from 1 to 90, locked after approval', async () => {
    const { user } = renderForm();
    const length = screen.getByLabelText('Campaign Length (days)');
    expect(length).toHaveValue(30);
    expect(length).toHaveAttribute('min', '1');
    expect(length).toHaveAttribute('max', '90');
    await fillValid(user);
    for (const bad of ['0', '91', '7.5']) {
      await user.clear(length);
      await user.type(length, bad);
      await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
      expect(await screen.findByText(DURATION_MESSAGE)).toBeInTheDocument();
    }
  });

  it('shows the length as fixed once approved', () => {
    renderForm({ lengthLocked: true });
    expect(screen.getByLabelText('Campaign Length (days)')).toBeDisabled();
    expect(screen.getByText(LENGTH_LOCKED_HINT)).toBeInTheDocument();
  });

  it('submits trimmed content with the goal as a number', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      {
        title: 'Solar Roofs',
        category: 'sustainability',
        description: 'Panels for schools',
        goal: 5000,
        imageUrl: 'https://example.com/roof.jpg',
        videoUrl: '',
        businessPlan: 'Lease\nthe panels',
        teamInfo: 'Two engineers',
        risks: 'Weather',
        durationDays: 30,
      },
      { kind: 'keep' },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the busy label and ignores a second submit while saving', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm({ onSubmit });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    const busy = screen.getByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: 'Create Campaign' })).toBeEnabled();
  });

  it('keeps what the user typed and shows the error banner when saving fails', async () => {
    const { user } = renderForm({ error: 'Error creating project: offline' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error creating project: offline');
    expect(screen.getByLabelText('Project Title')).toHaveValue('  Solar Roofs  ');
  });

  it('disables the goal with a hint when it is locked, and still submits the stored goal', async () => {
    const values = { ...emptyProjectForm, title: 'T', description: 'D', goal: '900', businessPlan: 'B', teamInfo: 'T', risks: 'R' };
    const { onSubmit, user } = renderForm({ goalLocked: true, submitLabel: 'Update Project' }, values);
    const goal = screen.getByLabelText('Funding Goal (USD)');
    expect(goal).toBeDisabled();
    expect(goal).toHaveAccessibleDescription(GOAL_LOCKED_HINT);
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ goal: 900 }), { kind: 'keep' });
  });

  it('cancels', async () => {
    const { onCancel, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
