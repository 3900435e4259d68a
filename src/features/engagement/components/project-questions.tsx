import { Banner } from '@/components/ui/banner';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/notify';
import { useAuth } from '@/lib/auth-provider';
import { canAnswerQuestion, canAskQuestion, canRemoveQuestion } from '@/lib/engagement-policies';
import type { Project } from '@/features/campaigns/api/project-model';
import { answerQuestion, askQuestion, removeQuestion } from '@/features/engagement/api/questions-api';
import { engagementKeys, useEngagementWrite, useQuestions } from '@/features/engagement/api/use-engagement';
import { ENGAGEMENT_LIMITS, type Question } from '@/features/engagement/api/engagement-model';
import { QuestionItem } from './question-item';
import { TextForm } from './text-form';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/** Questions and Answers: members ask in public under their display name, the founder answers. */
export function ProjectQuestions({ project }: { project: Project }) {
  const { state, viewer } = useAuth();
  const { questions, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useQuestions(project.id);
  const keys = [engagementKeys.questions(project.id), ['engagement', 'inbox']];
  const displayName = state.status === 'signedIn' ? (state.profile?.fullName || state.user.displayName || '').trim() : '';
  const ask = useEngagementWrite((text: string) => askQuestion(project, { uid: viewer?.uid ?? '', name: displayName }, text), keys);
  const answer = useEngagementWrite(([question, text]: [Question, string]) => answerQuestion(question, text), keys);
  const remove = useEngagementWrite((id: string) => removeQuestion(project.id, id), keys);

  return (
    <section aria-labelledby="questions-heading" className="space-y-3">
      <h2 id="questions-heading" className="text-xl font-bold text-slate-900">Questions and Answers</h2>
      {canAskQuestion(viewer, project) &&
        (displayName ? (
          <TextForm
            label="Ask the founder a question"
            max={ENGAGEMENT_LIMITS.question}
            emptyMessage="Please enter your question"
            submitLabel="Ask a Question"
            pendingLabel="Sending..."
            errorPrefix="Error asking the question"
            clearOnSuccess
            onSubmit={async (text) => {
              await ask.mutateAsync(text);
              notify.success(`Question sent. It is shown under your name, ${displayName}.`);
            }}
          />
        ) : (
          <p className="text-sm text-slate-600">Questions are shown under your name; your profile has none yet.</p>
        ))}
      {isPending && <Spinner label="Loading questions" />}
      {isError && <Banner>Error fetching questions: {error.message}</Banner>}
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
      <LoadMoreButton hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} label="More questions" centred={false} />
    </section>
  );
}
