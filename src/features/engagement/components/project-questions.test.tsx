import { screen, waitFor, within } from '@testing-library/react';
import { renderWithData, memberAs } from '@/testing/render-with-data';
import { aProject, aQuestion } from '@/testing/test-data';
import {
  answerQuestion,
  askQuestion,
  fetchQuestionPage,
  QuestionLimitError,
  removeQuestion,
} from '@/features/engagement/api/questions-api';
import type { AskerRole } from '@/features/engagement/api/askers-read';
import { updateProfileName } from '@/features/users/api/users';
import type { AuthState } from '@/lib/auth-state';
import { ProjectQuestions } from './project-questions';
import { ADMIN_EMAIL } from '@/config/rules-constants';

// Firestore and the asker-key Function cannot run in the unit tests (no emulator): the page reader and the writes are stubbed
// (QuestionLimitError stays real); the real hooks run over them.
vi.mock('@/features/engagement/api/questions-api', async (importOriginal) => ({
  QuestionLimitError: (await importOriginal<typeof import('@/features/engagement/api/questions-api')>()).QuestionLimitError,
  fetchQuestionPage: vi.fn(),
  askQuestion: vi.fn(),
  answerQuestion: vi.fn(),
  removeQuestion: vi.fn(),
}));
// Firestore cannot run in the unit tests (no emulator): the profile's name write is stubbed, to see what the name form sends.
vi.mock('@/features/users/api/users', () => ({ updateProfileName: vi.fn() }));

const project = aProject({ id: 'p1' });
const at = new Date(Date.UTC(2026, 9, 5));
const question = (id: string, text: string, answer = '', askerRole: AskerRole = 'investor', askerName = 'Ivy Chen') =>
  aQuestion({ id, text, askerName, askerRole, createdAt: at, answer, answeredAt: answer ? at : null });
const unverified = (state: AuthState): AuthState =>
  state.status === 'signedIn' ? { ...state, user: { ...state.user, emailVerified: false } } : state;
const erin = memberAs('erin', 'entrepreneur', 'Erin');
const ivy = memberAs('ivy', 'investor', 'Ivy Chen', 'ivy@startfund.com');
const admin = memberAs('boss', 'admin', 'Admin', ADMIN_EMAIL);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchQuestionPage).mockResolvedValue({
    questions: [question('q2', 'When do you ship?'), question('q1', 'Is it safe?', 'Yes, certified.')],
    cursor: null,
  });
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

  it('shows beside each name what the asker is to the project, so a borrowed name gives itself away', async () => {
    vi.mocked(fetchQuestionPage).mockResolvedValue({
      questions: [
        question('q3', 'Refunds go to my wallet now', '', 'member', 'Erin'),
        question('q2', 'Shipping starts in May', '', 'founder', 'Erin'),
        question('q1', 'Is it safe?'),
      ],
      cursor: null,
    });
    renderWithData(<ProjectQuestions project={project} />, ivy);
    expect((await item('Refunds go to my wallet now')).getByText('Member')).toBeInTheDocument();
    expect((await item('Shipping starts in May')).getByText('Founder')).toBeInTheDocument();
    expect((await item('Is it safe?')).getByText('Investor')).toBeInTheDocument();
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

  it('says when a member may ask again, keeping the text', async () => {
    vi.mocked(askQuestion).mockRejectedValueOnce(
      new QuestionLimitError('You can ask another question here in 42 seconds (one a minute).', new Date()),
    );
    const { user } = renderWithData(<ProjectQuestions project={project} />, ivy);
    await user.type(await screen.findByLabelText('Ask the founder a question'), 'Any grants?');
    await user.click(screen.getByRole('button', { name: 'Ask a Question' }));
    expect(await screen.findByText('You can ask another question here in 42 seconds (one a minute).')).toBeInTheDocument();
    expect(screen.getByLabelText('Ask the founder a question')).toHaveValue('Any grants?');
  });

  it('shows the verification notice instead of the form to an unverified address', async () => {
    renderWithData(
      <ProjectQuestions project={project} verifyNotice={<p>Please verify your e-mail address to ask a question.</p>} />,
      unverified(ivy),
    );
    expect(await screen.findByText('Please verify your e-mail address to ask a question.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Ask the founder a question')).not.toBeInTheDocument();
  });

  it.each([
    ['no name', '', 'Your profile has none yet.'],
    [
      'a name with an e-mail address',
      'ivy@startfund.com',
      '“ivy@startfund.com” cannot be used: Please use your name, not an e-mail address.',
    ],
    ['a reserved name', 'StartupFund Team', 'cannot be used: That name is kept for StartupFund itself'],
  ])('asks a member whose profile has %s for a name first, and checks it', async (_case, name, explanation) => {
    const { user } = renderWithData(<ProjectQuestions project={project} />, memberAs('ivy', 'investor', name));
    expect(await screen.findByText(new RegExp(explanation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.queryByLabelText('Ask the founder a question')).not.toBeInTheDocument();
    const field = screen.getByLabelText('Your name');
    await user.clear(field);
    await user.type(field, 'Admin');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(screen.getByText('That name is kept for StartupFund itself. Please use your own name')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '  Ivy   Chen ');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    await waitFor(() => expect(updateProfileName).toHaveBeenCalledWith('ivy', 'Ivy Chen'));
  });

  it('asks under the trimmed profile name, never the sign-in provider’s', async () => {
    const google = memberAs('ivy', 'investor', ' Ivy Chen ');
    const state = google.status === 'signedIn' ? { ...google, user: { ...google.user, displayName: 'Someone Else' } } : google;
    const { user } = renderWithData(<ProjectQuestions project={project} />, state);
    await user.type(await screen.findByLabelText('Ask the founder a question'), 'Any grants?');
    await user.click(screen.getByRole('button', { name: 'Ask a Question' }));
    await waitFor(() => expect(askQuestion).toHaveBeenCalledWith(project, { uid: 'ivy', name: 'Ivy Chen' }, 'Any grants?'));
  });

  it('lets the creator answer an open question once and edit an answer, and post a question as Founder', async () => {
    const { user } = renderWithData(<ProjectQuestions project={project} />, erin);
    expect(screen.queryByLabelText('Ask the founder a question')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Post a question you were asked (shown as Founder)')).toBeInTheDocument();
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
