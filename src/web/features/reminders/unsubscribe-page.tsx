import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { BellOff, CheckCircle2, MailX } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { CardPage } from '../../components/ui/card-page.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { RetryNotice } from '../../components/ui/retry-notice.tsx';
import { ApiError, userMessage } from '../../lib/api.ts';
import { useUnsubscribeInfo } from './api/get-unsubscribe.ts';
import { useUnsubscribe } from './api/unsubscribe.ts';
import { unsubscribeWording } from './utils/unsubscribe-wording.ts';

interface UnsubscribeCardProps {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  /** The heading takes the focus when the card shows: the answer to the button just pressed, which is gone. */
  focusTitle?: boolean;
}

function UnsubscribeCard({ title, icon, children, focusTitle = false }: UnsubscribeCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <CardPage>
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">{icon}</div>
      <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-bold break-words text-ink focus:outline-none">
        {title}
      </h1>
      <div className="mt-4 space-y-4 text-sm text-ink-muted">{children}</div>
    </CardPage>
  );
}

const iconClass = 'size-6';

/**
 * An unsubscribe link from a reminder e-mail (/unsubscribe/:token), no account needed: which e-mails
 * it stops and for whom, a button that stops them, then what was done; a link used before says so,
 * and an unknown one says it does not work.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);
  // Stopped by this visit, as opposed to found stopped.
  const [stoppedHere, setStoppedHere] = useState(false);

  if (info.isPending) return <LoadingScreen message="Loading..." />;

  if (info.isError) {
    const unknown = info.error instanceof ApiError && info.error.status === 404;
    return (
      <UnsubscribeCard title={unknown ? 'This unsubscribe link does not work' : 'Could not load this page'} icon={<MailX className={iconClass} aria-hidden="true" />}>
        {unknown ? (
          <p>
            The link may be incomplete: open the whole link from the e-mail. Every reminder e-mail has an unsubscribe link of its own, so the one in
            the latest e-mail works too.
          </p>
        ) : (
          <RetryNotice retrying={info.isFetching} onRetry={() => void info.refetch()}>
            {userMessage(info.error)}
          </RetryNotice>
        )}
        <HomeLink />
      </UnsubscribeCard>
    );
  }

  const wording = unsubscribeWording(info.data);

  if (info.data.unsubscribed) {
    return (
      <UnsubscribeCard
        title={stoppedHere ? wording.stoppedTitle : wording.alreadyTitle}
        icon={<CheckCircle2 className={iconClass} aria-hidden="true" />}
        focusTitle={stoppedHere}
      >
        <p className="text-base text-ink">{stoppedHere ? wording.stopped : wording.already}</p>
        <HomeLink />
      </UnsubscribeCard>
    );
  }

  return (
    <UnsubscribeCard title={wording.question} icon={<BellOff className={iconClass} aria-hidden="true" />}>
      <p className="text-base text-ink">
        {'Hello '}
        <strong className="font-semibold break-words">{info.data.recipientName}</strong>.
      </p>
      <p>{wording.about}</p>
      {unsubscribe.isError && <Notice tone="danger">{`Could not unsubscribe: ${userMessage(unsubscribe.error)}`}</Notice>}
      <Button className="w-full" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(undefined, { onSuccess: () => setStoppedHere(true) })}>
        {unsubscribe.isPending ? 'Stopping...' : wording.button}
      </Button>
      <p className="text-center text-xs text-ink-subtle">Nothing changes until you press the button.</p>
    </UnsubscribeCard>
  );
}

function HomeLink() {
  return (
    <p>
      <Link to="/" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
        Go to the home page
      </Link>
    </p>
  );
}
