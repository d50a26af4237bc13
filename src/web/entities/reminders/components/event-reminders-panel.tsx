import { useId, useState } from 'react';
import { BellRing, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RetryNotice } from '../../../components/ui/retry-notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { userMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { timeZoneName } from '../../../lib/time-zones.ts';
import { useCanEdit } from '../../../lib/workspaces.ts';
import { useEventReminders } from '../api/get-event-reminders.ts';
import { useSendEventReminders } from '../api/send-event-reminders.ts';
import { useUpdateEventReminders } from '../api/update-event-reminders.ts';
import { sendErrorMessage } from '../utils/reminder-errors.ts';
import { REMINDER_SCHEDULE_LABELS, REMINDER_SCHEDULES, type ReminderSchedule } from '../../../../domain/reminder-rules.ts';
import type { EventReminders } from '../../../../domain/reminders.ts';
import { nextSendLabel, SCHEDULE_DESCRIPTIONS, SEND_TIME, sentRemindersMessage } from '../utils/reminder-schedule.ts';

interface EventRemindersPanelProps {
  eventId: number;
  eventName: string;
  /** The event is over: no reminders go for it, and there is nothing to send. */
  ended: boolean;
  className?: string;
}

/**
 * An event's reminder e-mails: off, a weekly digest (Mondays) or a daily one, at 08:00 in the
 * workspace's time zone, and "Send reminders now". A viewer sees the setting, not the controls.
 */
export function EventRemindersPanel({ eventId, eventName, ended, className }: EventRemindersPanelProps) {
  const headingId = useId();
  const reminders = useEventReminders(eventId);
  const canEdit = useCanEdit();

  return (
    <section aria-labelledby={headingId} className={cn('space-y-3 rounded-lg border border-line p-4', className)}>
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold text-ink">
            Reminders
          </h3>
          <p className="mt-0.5 text-sm text-ink-muted">
            Each member with an e-mail address and open tasks that are overdue or due within 7 days gets one e-mail listing them, with the
            link to their task page.
          </p>
        </div>
      </div>

      {reminders.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading reminders…
        </p>
      )}

      {reminders.isError && !reminders.data && (
        <RetryNotice retrying={reminders.isFetching} onRetry={() => void reminders.refetch()}>
          {`Could not load the reminders: ${userMessage(reminders.error)}`}
        </RetryNotice>
      )}

      {reminders.data &&
        (canEdit ? (
          <ScheduleChoice eventId={eventId} reminders={reminders.data} ended={ended} />
        ) : (
          <ScheduleReadOnly reminders={reminders.data} ended={ended} />
        ))}

      {reminders.data && canEdit && !ended && <SendNow eventId={eventId} eventName={eventName} />}
    </section>
  );
}

/** "Sent at 08:00 (Europe/London). Next: tomorrow at 08:00." */
function WhenSent({ reminders, schedule, ended, id }: { reminders: EventReminders; schedule: ReminderSchedule; ended: boolean; id?: string }) {
  const zone = timeZoneName(reminders.timeZone);
  let next: string | null = null;
  if (schedule !== 'off') {
    if (ended) next = 'This event has ended: no more reminders go.';
    // A choice not saved yet has no next send time until the server answers.
    else if (schedule === reminders.schedule) {
      next = reminders.nextSendAt
        ? `Next: ${nextSendLabel(reminders.nextSendAt, reminders.timeZone, new Date())}.`
        : 'No send day is left before the event ends.';
    }
  }
  return (
    <p id={id} className="text-sm text-ink-muted">
      {`Sent at ${SEND_TIME} (${zone}), the workspace's time zone.`}
      {next && (
        <>
          {' '}
          <span className="block font-medium text-ink">{next}</span>
        </>
      )}
    </p>
  );
}

function ScheduleChoice({ eventId, reminders, ended }: { eventId: number; reminders: EventReminders; ended: boolean }) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const update = useUpdateEventReminders(eventId);
  // The latest choice shows at once (a controlled radio would otherwise spring back until the
  // mutation reports), until its save ends; then what the server has.
  const [choosing, setChoosing] = useState<ReminderSchedule | null>(null);
  const shown = choosing ?? reminders.schedule;
  const choose = (schedule: ReminderSchedule) => {
    setChoosing(schedule);
    update.mutate(schedule, { onSettled: () => setChoosing((latest) => (latest === schedule ? null : latest)) });
  };

  return (
    <div className="space-y-2">
      <fieldset role="radiogroup" aria-labelledby={legendId} aria-describedby={hintId} className="min-w-0">
        <legend id={legendId} className="mb-2 text-sm font-medium text-ink">
          Reminder e-mails
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {REMINDER_SCHEDULES.map((schedule) => (
            <label
              key={schedule}
              className={cn(
                'flex cursor-pointer items-start gap-2.5 rounded-md border border-line bg-surface px-3 py-2 text-sm hover:bg-surface-muted',
                'has-[:checked]:border-brand-500 has-[:checked]:ring-1 has-[:checked]:ring-brand-500',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              )}
            >
              <input
                type="radio"
                name={`${id}-schedule`}
                value={schedule}
                checked={shown === schedule}
                onChange={() => choose(schedule)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span className="block font-medium text-ink">{REMINDER_SCHEDULE_LABELS[schedule]}</span>
                <span className="block text-xs text-ink-muted">{SCHEDULE_DESCRIPTIONS[schedule]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <WhenSent id={hintId} reminders={reminders} schedule={shown} ended={ended} />
      <p role="status" className={cn('flex items-center gap-2 text-sm text-ink-muted', !update.isPending && 'sr-only')}>
        {update.isPending && (
          <>
            <Spinner /> Saving…
          </>
        )}
      </p>
      {update.isError && <Notice tone="danger">{`Could not change the reminders: ${userMessage(update.error)}`}</Notice>}
    </div>
  );
}

function ScheduleReadOnly({ reminders, ended }: { reminders: EventReminders; ended: boolean }) {
  return (
    <div className="space-y-1">
      <p className="text-sm text-ink">
        <span className="font-medium">Reminder e-mails:</span> {REMINDER_SCHEDULE_LABELS[reminders.schedule]}
      </p>
      <WhenSent reminders={reminders} schedule={reminders.schedule} ended={ended} />
      <p className="text-sm text-ink-muted">Only the workspace&apos;s owner or an editor can change them.</p>
    </div>
  );
}

function SendNow({ eventId, eventName }: { eventId: number; eventName: string }) {
  const send = useSendEventReminders(eventId);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState('');

  const close = () => {
    setConfirming(false);
    send.reset();
  };

  return (
    <div className="space-y-2 border-t border-line pt-3">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setResult('');
          setConfirming(true);
        }}
      >
        <Send className="size-4" aria-hidden="true" />
        Send reminders now
      </Button>
      <p role="status" className={cn('text-sm font-medium text-ink', !result && 'sr-only')}>
        {result}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && close()}
        title="Send reminders now?"
        confirmLabel="Send reminders"
        tone="primary"
        pending={send.isPending}
        error={send.isError ? `Could not send the reminders: ${sendErrorMessage(send.error)}` : undefined}
        onConfirm={() =>
          send.mutate(undefined, {
            onSuccess: ({ planned }) => {
              setConfirming(false);
              setResult(sentRemindersMessage(planned));
            },
          })
        }
      >
        <p>
          {`Each member of “${eventName}” with an e-mail address and open tasks that are overdue or due within 7 days gets one e-mail now, listing those tasks, with the link to their task page. Members with nothing due get nothing.`}
        </p>
        <p>Scheduled reminders still go as usual.</p>
      </ConfirmDialog>
    </div>
  );
}
