import { useId } from 'react';
import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RetryNotice } from '../../../components/ui/retry-notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { sendErrorMessage } from '../../../entities/reminders/utils/reminder-errors.ts';
import { SEND_TIME } from '../../../entities/reminders/utils/reminder-schedule.ts';
import { userMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { timeZoneName, timeZoneOffset } from '../../../lib/time-zones.ts';
import { useMyDigest } from '../api/get-my-digest.ts';
import { useTimeZone } from '../api/get-time-zone.ts';
import { useSendDigestPreview } from '../api/send-digest-preview.ts';
import { useUpdateMyDigest } from '../api/update-my-digest.ts';

interface TimeZoneRowProps {
  /** The owner may change it; everyone else sees it. */
  canChange: boolean;
  onChange: (current: string) => void;
}

/** The workspace's time zone, which its reminder e-mails go by. */
export function TimeZoneRow({ canChange, onChange }: TimeZoneRowProps) {
  const headingId = useId();
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <h3 id={headingId} className="font-medium text-ink">
          Time zone
        </h3>
        {timeZone.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Loading time zone…
          </p>
        )}
        {timeZone.isError && !timeZone.data && (
          <RetryNotice retrying={timeZone.isFetching} onRetry={() => void timeZone.refetch()}>
            {`Could not load the time zone: ${userMessage(timeZone.error)}`}
          </RetryNotice>
        )}
        {timeZone.data && (
          <p className="text-sm break-words text-ink">
            {timeZoneName(timeZone.data)} <span className="text-ink-muted tabular-nums">{`(${timeZoneOffset(timeZone.data, new Date())})`}</span>
          </p>
        )}
        <p className="text-sm text-ink-muted">
          {`Reminder e-mails go at ${SEND_TIME} in this time zone.`}
          {!canChange && ' Only the workspace’s owner can change it.'}
        </p>
      </div>
      {canChange && timeZone.data && (
        <Button variant="secondary" size="sm" className="self-start sm:self-auto" onClick={() => onChange(timeZone.data)}>
          Change time zone
        </Button>
      )}
    </section>
  );
}

/**
 * The signed-in organiser's own digest of this workspace (owners and editors): on or off, and a
 * preview sent to them now.
 */
export function MyDigestRow() {
  const headingId = useId();
  const digest = useMyDigest();
  const update = useUpdateMyDigest();
  const preview = useSendDigestPreview();
  const enabled = update.isPending ? update.variables : digest.data?.enabled;

  return (
    <section aria-labelledby={headingId} className="space-y-3 p-5">
      <div>
        <h3 id={headingId} className="font-medium text-ink">
          My digest
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">
          {`On the days reminders go for this workspace’s events, one e-mail at ${SEND_TIME} about all of them, when there is something to report: overdue tasks, tasks due this week, and members who are behind.`}
        </p>
      </div>

      {digest.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading your digest setting…
        </p>
      )}
      {digest.isError && !digest.data && (
        <RetryNotice retrying={digest.isFetching} onRetry={() => void digest.refetch()}>
          {`Could not load your digest setting: ${userMessage(digest.error)}`}
        </RetryNotice>
      )}
      {enabled !== undefined && (
        <Switch checked={enabled} onCheckedChange={(next) => update.mutate(next)} label="E-mail me the organiser digest" hint={enabled ? 'On' : 'Off'} />
      )}
      {update.isError && <Notice tone="danger">{`Could not change your digest: ${userMessage(update.error)}`}</Notice>}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          loading={preview.isPending}
          onClick={() => preview.mutate()}
        >
          {!preview.isPending && <Send className="size-4" aria-hidden="true" />}
          Send me a preview
        </Button>
        <p role="status" className={cn('text-sm font-medium text-ink', !preview.isSuccess && 'sr-only')}>
          {preview.isSuccess ? `Preview sent to ${preview.data.sentTo}` : ''}
        </p>
      </div>
      {preview.isError && <Notice tone="danger">{`Could not send the preview: ${sendErrorMessage(preview.error)}`}</Notice>}
    </section>
  );
}
