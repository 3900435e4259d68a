import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notify';
import { formatDate } from '@/utils/format';
import type { AskerRole } from '@/features/engagement/api/askers-read';
import type { Question } from '@/features/engagement/api/engagement-read';
import { LinkifiedText } from './linkified-text';
import { TextForm } from './text-form';
import { plainErrorMessage } from '@/lib/plain-error';

const roleBadges: Record<AskerRole, { label: string; tone: 'brand' | 'success' | 'neutral' }> = {
  founder: { label: 'Founder', tone: 'brand' },
  investor: { label: 'Investor', tone: 'success' },
  member: { label: 'Member', tone: 'neutral' },
};

type QuestionItemProps = {
  question: Question;
  canAnswer: boolean;
  canRemove: boolean;
  onAnswer: (answer: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
};

/** A question with its asker's name and date, the founder's answer, and Answer / Edit Answer / Remove. */
export function QuestionItem({ question, canAnswer, canRemove, onAnswer, onRemove }: QuestionItemProps) {
  const [answering, setAnswering] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState('');
  const answered = question.answer !== '';

  const remove = async () => {
    setConfirming(false);
    try {
      await onRemove();
      notify.success('Question removed');
    } catch (error) {
      setRemoveError(`Error removing the question: ${plainErrorMessage(error)}`);
    }
  };

  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{question.askerName || 'A member'}</span>
        {/* What the asker was to the project when they asked, as the rules recorded it: a name alone proves nothing. */}
        {question.askerRole && <Badge tone={roleBadges[question.askerRole].tone}>{roleBadges[question.askerRole].label}</Badge>}
        <time dateTime={question.createdAt?.toISOString()}>{formatDate(question.createdAt)}</time>
        {answered ? <Badge tone="success">Answered</Badge> : <Badge tone="warning">Awaiting answer</Badge>}
      </div>
      <LinkifiedText text={question.text} className="text-slate-900" />
      {answered && !answering && (
        <div className="rounded-lg border-l-4 border-brand-600 bg-brand-50 px-3 py-2">
          <p className="text-xs font-semibold text-brand-700">Answer from the founder{question.answerEditedAt ? ' · edited' : ''}</p>
          <LinkifiedText text={question.answer} />
        </div>
      )}
      {answering && (
        <TextForm
          label={answered ? 'Edit your answer' : 'Your answer'}
          field="answer"
          submitLabel={answered ? 'Save Answer' : 'Post Answer'}
          pendingLabel="Saving..."
          errorPrefix="Error saving the answer"
          initial={question.answer}
          onCancel={() => setAnswering(false)}
          onSubmit={async (answer) => {
            await onAnswer(answer);
            setAnswering(false);
            notify.success('Answer saved');
          }}
        />
      )}
      {!answering && (canAnswer || canRemove) && (
        <div className="flex gap-2">
          {canAnswer && (
            <Button size="sm" variant="secondary" onClick={() => setAnswering(true)}>
              {answered ? 'Edit Answer' : 'Answer'}
            </Button>
          )}
          {canRemove && (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              Remove
            </Button>
          )}
        </div>
      )}
      {removeError && (
        <p role="alert" className="text-sm text-danger-700">
          {removeError}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Remove this question?"
        message="The question and its answer will be removed for everyone."
        confirmLabel="Remove Question"
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
