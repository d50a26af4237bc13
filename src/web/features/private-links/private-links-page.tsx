import { useEffect, useId, useRef, useState } from 'react';
import { CalendarDays, KeyRound, Link2Off, UserRound } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog, confirmProgress } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { RetryNotice } from '../../components/ui/retry-notice.tsx';
import { userMessage } from '../../lib/api.ts';
import { countLabel } from '../../lib/count-label.ts';
import { useToday } from '../../lib/use-today.ts';
import { useCanEdit } from '../../lib/workspaces.ts';
import { useEndAllPrivateLinks } from './api/end-all-private-links.ts';
import { useEndPrivateLink } from './api/end-private-link.ts';
import { usePrivateLinks, type PrivateLink } from './api/get-private-links.ts';
import { coveredLabel, createdLabel, lastUsedLabel, linkNoun } from './utils/link-display.ts';

type Confirming = { kind: 'one'; link: PrivateLink } | { kind: 'all' };

/**
 * The account's private links (calendar feeds of events and team members, team members' task pages): what each shows, when it
 * was made and last used, and a way to turn one off, or all of them at once after a lost device.
 */
export function PrivateLinksPage() {
  const links = usePrivateLinks();
  const endOne = useEndPrivateLink();
  const endAll = useEndAllPrivateLinks();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  // Ending a link changes the workspace's feeds: not for a viewer, who sees the list.
  const canEdit = useCanEdit();
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [focusOutcome, setFocusOutcome] = useState(0);

  // The button that opened the confirmation is gone with its row (or with the list): focus goes to what
  // happened instead, after the closing dialog has given focus back (Radix does that in a timer of its own).
  useEffect(() => {
    if (focusOutcome === 0) return;
    const timer = setTimeout(() => outcomeRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusOutcome]);

  const close = () => {
    setConfirming(null);
    endOne.reset();
    endAll.reset();
  };

  const turnOff = (link: PrivateLink) =>
    endOne.mutate(link, {
      onSuccess: () => {
        setConfirming(null);
        setOutcome(`The ${linkNoun(link)} of ${link.covers.name} was turned off: its link no longer works.`);
        setFocusOutcome((n) => n + 1);
      },
    });

  const turnOffAll = () =>
    endAll.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setConfirming(null);
        setOutcome(ended === 0 ? 'There were no links to end.' : `All private links ended: ${countLabel(ended, 'link')} no longer work.`);
        setFocusOutcome((n) => n + 1);
      },
    });

  const hasLinks = links.links.length > 0;
  let content;
  if (links.isPending) content = <LoadingState message="Loading private links..." />;
  else if (links.isError && !links.data) {
    content = (
      <RetryNotice retrying={links.isFetching} onRetry={() => void links.refetch()}>
        {`Failed to load your private links: ${userMessage(links.error)}`}
      </RetryNotice>
    );
  } else if (!hasLinks) {
    content = (
      <EmptyState icon={KeyRound} title="No private links">
        When you create a calendar feed for an event or a team member, or a link to a team member's task page, it is listed here, so you
        can turn it off later.
      </EmptyState>
    );
  } else {
    content = (
      <>
        <LinkList links={links.links} onTurnOff={canEdit ? (link) => setConfirming({ kind: 'one', link }) : undefined} />
        {links.isFetchNextPageError && (
          <Notice tone="danger" className="mt-4">
            {`Failed to load more links: ${userMessage(links.error)}`}
          </Notice>
        )}
        {links.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" loading={links.isFetchingNextPage} onClick={() => void links.fetchNextPage()}>
              Load more
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Private links"
        subtitle="Links that show your plans without signing in: the calendar feeds of your events and team members, and your team members' task pages."
        actions={
          hasLinks &&
          canEdit && (
            <Button variant="danger" onClick={() => setConfirming({ kind: 'all' })}>
              <Link2Off className="size-4" aria-hidden="true" />
              End all links
            </Button>
          )
        }
      />

      <Notice tone="info" className="mb-6" title="Anyone who has one of these links can see what it shows.">
        Lost a phone or laptop that was subscribed, or shared a link by mistake? Turn that link off, or end all of them at once. Your
        events, tasks and team are not changed, and you can make new links afterwards.
      </Notice>

      <p ref={outcomeRef} tabIndex={-1} role="status" className={outcome ? 'mb-4 text-sm font-medium text-ink focus:outline-none' : 'sr-only'}>
        {outcome}
      </p>

      {content}

      <ConfirmDialog
        open={confirming?.kind === 'one'}
        onOpenChange={(open) => !open && close()}
        title={`Turn off this ${confirming?.kind === 'one' ? linkNoun(confirming.link) : 'link'}?`}
        confirmLabel="Turn off"
        onConfirm={() => confirming?.kind === 'one' && turnOff(confirming.link)}
        {...confirmProgress(endOne, 'Could not turn the link off')}
      >
        {confirming?.kind === 'one' && (
          <p>
            {confirming.link.kind === 'memberPage'
              ? `The task page link of ${confirming.link.covers.name} stops working at once: the member can no longer open their tasks with it. `
              : `The calendar feed of ${confirming.link.covers.name} stops working at once: calendars subscribed to it stop updating. `}
            {`You can make a new link from the ${confirming.link.covers.type === 'event' ? 'event' : 'team member'} later.`}
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming?.kind === 'all'}
        onOpenChange={(open) => !open && close()}
        title="End all private links?"
        confirmLabel="End all links"
        onConfirm={turnOffAll}
        {...confirmProgress(endAll, 'Could not end the links')}
      >
        <p>
          {`${links.total === 1 ? 'Your 1 link stops' : `All ${countLabel(links.total, 'link')} stop`} working at once. Every calendar subscribed to a feed of your events or team members stops updating, and every team member's task page link stops working, on every device and for anyone you shared a link with.`}
        </p>
        <p>Your events, tasks and team are not changed, and you can make new links afterwards.</p>
      </ConfirmDialog>
    </>
  );
}

/** The links, each with Turn off when `onTurnOff` is given. */
function LinkList({ links, onTurnOff }: { links: PrivateLink[]; onTurnOff?: (link: PrivateLink) => void }) {
  const today = useToday();
  const headingId = useId();
  return (
    <Card>
      <h2 id={headingId} className="sr-only">
        Private links
      </h2>
      <ul aria-labelledby={headingId} className="divide-y divide-line">
        {links.map((link) => {
          const { name, detail } = coveredLabel(link);
          const Icon = link.covers.type === 'event' ? CalendarDays : UserRound;
          return (
            <li key={`${link.kind}-${link.id}`} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
                  <Icon className="size-5" aria-hidden="true" />
                </div>
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">{name}</p>
                  <p className="text-sm break-words text-ink-muted">{detail}</p>
                  <p className="mt-1 flex flex-wrap gap-x-1.5 gap-y-0.5 text-xs text-ink-subtle">
                    <span>{createdLabel(link, today)}</span>
                    <span aria-hidden="true">·</span>
                    <span>{lastUsedLabel(link, today)}</span>
                  </p>
                </div>
              </div>
              {onTurnOff && (
                <Button
                  size="sm"
                  variant="secondary"
                  className="ml-13 self-start sm:ml-0 sm:self-center"
                  onClick={() => onTurnOff(link)}
                  aria-label={`Turn off the ${linkNoun(link)} of ${name}`}
                >
                  <Link2Off className="size-4" aria-hidden="true" />
                  Turn off
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
