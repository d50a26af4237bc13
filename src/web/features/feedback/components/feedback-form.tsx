import { Star } from 'lucide-react';
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_RATING_MAX, feedbackConfirmation, feedbackInputSchema } from '../../../../domain/feedback.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { userMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSendFeedback } from '../api/send-feedback.ts';

const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** The in-app feedback form, for an installation that configures no external one. */
export function FeedbackForm() {
  const send = useSendFeedback();
  const form = useSchemaForm(feedbackInputSchema, { message: '', email: '' });
  const { errors } = form.formState;
  const rating = form.watch('rating');

  const submit = form.handleSubmit((input) => {
    send.mutate(input, { onError: (error) => form.showServerFieldErrors(error, ['rating', 'message', 'email']) });
  });

  if (send.isSuccess) {
    return (
      <div className="space-y-4">
        <Notice tone="success" title={send.data.message}>
          {feedbackConfirmation(send.data.delivery, send.data.feedback.email)}
        </Notice>
        <Button
          variant="secondary"
          onClick={() => {
            send.reset();
            form.reset();
          }}
        >
          Send more feedback
        </Button>
      </div>
    );
  }

  const ratingMessageId = 'feedback-rating-message';
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {send.isError && !form.formState.errors.root && <Notice tone="danger">{userMessage(send.error)}</Notice>}
      <fieldset aria-describedby={errors.rating ? ratingMessageId : undefined}>
        <legend className="text-sm font-medium text-ink">
          How would you rate Eventry?
          <span className="ml-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {RATING_WORDS.map((word, index) => {
            const value = index + 1;
            const selected = rating !== undefined && rating >= value;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-1 rounded-lg border px-3 py-2 text-xs font-medium transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                  rating === value ? 'border-brand-500 bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100' : 'border-line-strong text-ink-muted hover:bg-surface-muted',
                )}
              >
                <input
                  type="radio"
                  value={value}
                  className="sr-only"
                  name="rating"
                  checked={rating === value}
                  onChange={() => {
                    // Set as a number: the form library hands a radio's value over as text.
                    form.setValue('rating', value);
                    form.clearErrors('rating');
                  }}
                />
                <Star className={cn('size-5', selected ? 'fill-amber-400 text-amber-500' : 'text-ink-subtle')} aria-hidden="true" />
                <span>
                  {value}
                  <span className="sr-only"> of {FEEDBACK_RATING_MAX}:</span> {word}
                </span>
              </label>
            );
          })}
        </div>
        {errors.rating && (
          <p id={ratingMessageId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
            {errors.rating.message}
          </p>
        )}
      </fieldset>
      <Field label="Your feedback" required error={errors.message?.message}>
        <Textarea rows={5} maxLength={FEEDBACK_MESSAGE_MAX_LENGTH} placeholder="What works well? What should be better?" {...form.field('message')} />
      </Field>
      <Field label="Email (optional)" error={errors.email?.message} hint="Only if you would like a reply.">
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      </Field>
      <Button type="submit" loading={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Feedback'}
      </Button>
    </form>
  );
}
