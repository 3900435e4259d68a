import { LoadError } from '@/components/errors/load-error';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/notify';
import { useMemo, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth-provider';
import { isAcceptableDisplayName } from '@shared/members/display-name';
import { canAnswerQuestion, canAskQuestion, canRemoveQuestion } from '@/lib/engagement-policies';
import { hasVerifiedEmail, isAdmin, isCreator } from '@/lib/policies';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { updateProfileName } from '@/features/users/api/users';
import { answerQuestion, askQuestion, QuestionLimitError, removeQuestion } from '@/features/engagement/api/questions-api';
import { engagementKeys } from '@/features/engagement/api/engagement-keys';
import { useEngagementWrite, useQuestions } from '@/features/engagement/api/use-engagement';
import type { Question } from '@/features/engagement/api/engagement-read';
import { QuestionItem } from './question-item';
import { QuestionNameForm } from './question-name-form';
import { TextForm } from './text-form';
import { LoadMoreButton } from '@/components/ui/load-more-button';

type ProjectQuestionsProps = { project: Project; verifyNotice?: ReactNode };

/**
 * Questions and Answers: members ask in public under their profile's name, with their role beside it;
 * the founder answers. Asking needs a verified address (`verifyNotice`, composed by the app) and a
 * name others may see (asked for here when the profile has none).
 */
export function ProjectQuestions({ project, verifyNotice }: ProjectQuestionsProps) {
  const { state, viewer } = useAuth();
  const { questions, isPending, isError, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useQuestions(
    project.id,
  );
  const keys = [engagementKeys.questions(project.id), ['engagement', 'inbox']];
  // The profile's name, trimmed as the rules compare it; never the sign-in provider's name or the e-mail.
  const displayName = state.status === 'signedIn' ? (state.profile?.fullName ?? '').trim() : '';
  const admin = isAdmin(viewer);
  // The check's script and look-alike patterns cost a phone about 40 ms on their first runs: once per name.
  const nameUsable = useMemo(() => displayName !== '' && isAcceptableDisplayName(displayName, admin), [displayName, admin]);
  const ask = useEngagementWrite((text: string) => askQuestion(project, { uid: viewer?.uid ?? '', name: displayName }, text), keys);
  const answer = useEngagementWrite(([question, text]: [Question, string]) => answerQuestion(question, text), keys);
  const remove = useEngagementWrite((id: string) => removeQuestion(project.id, id), keys);
  const founder = isCreator(viewer, project);

  const askArea = () => {
    if (!hasVerifiedEmail(viewer)) return verifyNotice ?? null;
    if (!nameUsable) return <QuestionNameForm current={displayName} onSave={(name) => updateProfileName(viewer?.uid ?? '', name)} />;
    return (
      <TextForm
        label={founder ? 'Post a question you were asked (shown as Founder)' : 'Ask the founder a question'}
        field="question"
        submitLabel="Ask a Question"
        pendingLabel="Sending..."
        errorPrefix="Error asking the question"
        describeError={(caught) => (caught instanceof QuestionLimitError ? caught.message : undefined)}
        clearOnSuccess
        onSubmit={async (text) => {
          await ask.mutateAsync(text);
          notify.success(`Question sent. It is shown under your name, ${displayName}.`);
        }}
      />
    );
  };

  return (
    <section aria-labelledby="questions-heading" className="space-y-3">
      <h2 id="questions-heading" className="text-xl font-bold text-slate-900">
        Questions and Answers
      </h2>
      {canAskQuestion(viewer, project) && askArea()}
      {isPending && <Spinner label="Loading questions" />}
      {isError && <LoadError heading="Error fetching questions" error={error} onRetry={refetch} retrying={isFetching} />}
      {!isPending && !isError && questions.length === 0 && <p className="text-slate-600">No questions yet.</p>}
      {questions.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {questions.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              canAnswer={canAnswerQuestion(viewer, project)}
              canRemove={canRemoveQuestion(viewer)}
              onAnswer={(text) => answer.mutateAsync([question, text])}
              onRemove={() => remove.mutateAsync(question.id)}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        label="More questions"
        centred={false}
      />
    </section>
  );
}
