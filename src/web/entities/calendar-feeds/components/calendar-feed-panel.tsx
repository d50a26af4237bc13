import { useEffect, useId, useRef, useState } from 'react';
import { CalendarDays, Copy, Link2Off, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog, confirmProgress } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RetryNotice } from '../../../components/ui/retry-notice.tsx';
import { userMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useCanEdit } from '../../../lib/workspaces.ts';
import { useCalendarFeed, useCreateCalendarFeed, useTurnOffCalendarFeed, type CalendarFeedTarget } from '../api/calendar-feeds.ts';

interface CalendarFeedPanelProps {
  target: CalendarFeedTarget;
  /** What the feed lists, finishing "Subscribe … to see …": "this event and its tasks that have due dates". */
  lists: string;
  className?: string;
}

const CREATED = 'Feed link created. Copy it and subscribe to it in a calendar app.';
const COPIED = 'Link copied. Paste it into your calendar app to subscribe.';
const COPY_BY_HAND = 'Copying is not available here: the link is selected, press Ctrl+C (⌘C on a Mac) to copy it.';

/**
 * The private calendar subscription link of an event or a team member: create it, copy it, replace it
 * (the old link stops working) or turn the feed off.
 */
export function CalendarFeedPanel({ target, lists, className }: CalendarFeedPanelProps) {
  const headingId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const feed = useCalendarFeed(target);
  const create = useCreateCalendarFeed(target);
  const turnOff = useTurnOffCalendarFeed(target);
  const [confirming, setConfirming] = useState<'replace' | 'off' | null>(null);
  const [copyMessage, setCopyMessage] = useState('');
  // A viewer may copy a link that exists, not make, replace or end one.
  const canEdit = useCanEdit();
  // Once a link is made, Copy link takes the focus where the Create button was: the next thing to do.
  const copyRef = useRef<HTMLButtonElement>(null);
  const [focusCopy, setFocusCopy] = useState(false);
  const hasLink = Boolean(feed.data);
  useEffect(() => {
    if (!focusCopy || !hasLink) return;
    copyRef.current?.focus();
    setFocusCopy(false);
  }, [focusCopy, hasLink]);

  const closeConfirm = () => {
    setConfirming(null);
    create.reset();
    turnOff.reset();
  };

  const copy = async () => {
    const url = feed.data?.url;
    if (!url) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopyMessage(COPIED);
    } catch {
      linkRef.current?.focus();
      linkRef.current?.select();
      setCopyMessage(COPY_BY_HAND);
    }
  };

  const replace = () =>
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        setCopyMessage('A new link was made: the old one no longer works.');
      },
    });

  const off = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        setCopyMessage('');
      },
    });

  return (
    <section aria-labelledby={headingId} className={cn('space-y-3 rounded-lg border border-line p-4', className)}>
      <div className="flex items-start gap-3">
        <CalendarDays className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold text-ink">
            Calendar feed
          </h3>
          <p className="mt-0.5 text-sm text-ink-muted">
            Subscribe in Google Calendar, Apple Calendar or Thunderbird to see {lists}, as all-day entries that stay up to date.
            Anyone who has the link can see them.
          </p>
        </div>
      </div>

      {feed.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading calendar feed…
        </p>
      )}

      {feed.isError && (
        <RetryNotice retrying={feed.isFetching} onRetry={() => void feed.refetch()}>
          {`Could not load the calendar feed: ${userMessage(feed.error)}`}
        </RetryNotice>
      )}

      {feed.data === null && !canEdit && <p className="text-sm text-ink-muted">No feed link yet: the workspace&apos;s owner or an editor can create one.</p>}

      {feed.data === null && canEdit && (
        <div className="space-y-2">
          {create.isError && !confirming && <Notice tone="danger">{`Could not create the feed link: ${userMessage(create.error)}`}</Notice>}
          <Button
            onClick={() =>
              create.mutate(undefined, {
                onSuccess: () => {
                  setCopyMessage(CREATED);
                  setFocusCopy(true);
                },
              })
            }
            loading={create.isPending}
          >
            <CalendarDays className="size-4" aria-hidden="true" />
            Create feed link
          </Button>
        </div>
      )}

      {feed.data && (
        <div className="space-y-3">
          <Field label="Feed link" hint="In your calendar app, choose to add a calendar from a URL (subscribe) and paste this link.">
            <Input ref={linkRef} readOnly value={feed.data.url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button ref={copyRef} size="sm" onClick={() => void copy()}>
              <Copy className="size-4" aria-hidden="true" />
              Copy link
            </Button>
            {canEdit && (
              <>
                <Button size="sm" variant="secondary" onClick={() => setConfirming('replace')}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  New link
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setConfirming('off')}>
                  <Link2Off className="size-4" aria-hidden="true" />
                  Turn off feed
                </Button>
              </>
            )}
          </div>
        </div>
      )}

      <p role="status" className={cn('text-sm text-ink-muted', !copyMessage && 'sr-only')}>
        {copyMessage}
      </p>

      <ConfirmDialog
        open={confirming === 'replace'}
        onOpenChange={(open) => !open && closeConfirm()}
        title="Make a new feed link?"
        confirmLabel="Make new link"
        tone="primary"
        onConfirm={replace}
        {...confirmProgress(create, 'Could not make a new link')}
      >
        <p>The current link stops working at once: calendars subscribed to it stop updating until they subscribe to the new link.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'off'}
        onOpenChange={(open) => !open && closeConfirm()}
        title="Turn off the calendar feed?"
        confirmLabel="Turn off feed"
        onConfirm={off}
        {...confirmProgress(turnOff, 'Could not turn the feed off')}
      >
        <p>The link stops working at once, and calendars subscribed to it stop updating. You can create a new link later.</p>
      </ConfirmDialog>
    </section>
  );
}
