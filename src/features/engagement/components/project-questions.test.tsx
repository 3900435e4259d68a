import { screen, waitFor, within } from '@testing-library/react';
import { renderWithData, memberAs } from '@/testing/render-with-data';
import type { Project } from '@/features/campaigns/api/project-model';
import { answerQuestion, askQuestion, fetchQuestionPage, removeQuestion } from '@/features/engagement/api/questions-api';
import type { Question } from '@/features/engagement/api/engagement-model';
import { ProjectQuestions } from './project-questions';

vi.mock('@/features/engagement/api/questions-api', () => ({ fetchQuestionPage: vi.fn(), askQuestion: vi.fn(), answerQuestion: vi.fn(), removeQuestion: vi.fn() }));

const project = { id: 'p1', title: 'Solar Roofs', creatorId: 'erin', approved: true, raised: 0 } as Project;
const at = new Date(Date.UTC(2026, 9, 5));
const question = (id: string, text: string, answer = ''): Question => ({
  id, projectId: 'p1', projectTitle: 'Solar Roofs', text, askerId: 'ivy', askerName: 'Ivy Chen', createdAt: at, answer, answeredAt: answer ? at : null, answerEditedAt: null,
});
const erin = memberAs('erin', 'entrepreneur', 'Erin');
const ivy = memberAs('ivy', 'investor', 'Ivy Chen', 'ivy@startfund.com');
const admin = memberAs('boss', 'admin', 'Admin', __ADMIN_EMAIL__);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchQuestionPage).mockResolvedValue({ questions: [question('q2', 'When do you ship?'), question('q1', 'Is it safe?', 'Yes, certified.')], cursor: null });
});

const item = async (text: string) => within((await screen.findByText(text)).closest('li') as HTMLElement);

describe('ProjectQuestions', () => {
  it('shows each question with the asker’s name (not e-mail) and marks the answered ones', async () => {
    renderWithData(<ProjectQuestions project={project} />, ivy);
    const open = await item('When do you ship?');
    expect(open.getByText('Ivy Chen')).toBeInTheDocument();
    expect(open.getByText('Awaiting answer')).toBeInTheDocument();
    const done = await item('Is it safe?');
    expect(done.getByText('Answered')).toBeInTheDocument();
    expect(done.getByText('Yes, certified.')).toBeInTheDocument();
    expect(screen.queryByText(/@startfund\.com/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('lets a member ask under their display name, checking the text first', async () => {
    const { user } = renderWithData(<ProjectQuestions project={project} />, ivy);
    await user.click(await screen.findByRole('button', { name: 'Ask a Question' }));
    expect(screen.getByText('Please enter your question')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ask the founder a question'), 'Any grants?');
    await user.click(screen.getByRole('button', { name: 'Ask a Question' }));
    await waitFor(() => expect(askQuestion).toHaveBeenCalledWith(project, { uid: 'ivy', name: 'Ivy Chen' }, 'Any grants?'));
    await waitFor(() => expect(screen.getByLabelText('Ask the founder a question')).toHaveValue(''));
  });

  it('lets the creator answer an open question once and edit an answer, but not ask', async () => {
    const { user } = renderWithData(<ProjectQuestions project={project} />, erin);
    expect(screen.queryByLabelText('Ask the founder a question')).not.toBeInTheDocument();
    await user.click((await item('When do you ship?')).getByRole('button', { name: 'Answer' }));
    await user.type(screen.getByLabelText('Your answer'), 'In May.');
    await user.click(screen.getByRole('button', { name: 'Post Answer' }));
    await waitFor(() => expect(answerQuestion).toHaveBeenCalledWith(expect.objectContaining({ id: 'q2', answer: '' }), 'In May.'));

    await user.click((await item('Is it safe?')).getByRole('button', { name: 'Edit Answer' }));
    expect(screen.getByLabelText('Edit your answer')).toHaveValue('Yes, certified.');
  });

  it('lets the admin remove a question after confirming', async () => {
    const { user } = renderWithData(<ProjectQuestions project={project} />, admin);
    await user.click((await item('Is it safe?')).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Question' }));
    await waitFor(() => expect(removeQuestion).toHaveBeenCalledWith('p1', 'q1'));
    expect(screen.queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
  });
});
