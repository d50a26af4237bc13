import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardCopy, Mail, Megaphone, RotateCcw } from 'lucide-react';
import {
  CAMPAIGN_KIND_HINTS,
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_KINDS,
  campaignFields,
  composeCampaign,
  suggestedCampaignKind,
  TEAM_MAIL_MESSAGES,
  TEAM_MAIL_SUBJECT_MAX,
  TEAM_MAIL_TEXT_MAX,
  type CampaignDraft,
  type CampaignKind,
} from '../../../domain/campaigns.ts';
import { formatCount } from '../../../domain/english-format.ts';
import { hasNoControlCharacters } from '../../../domain/text-rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RetryNotice } from '../../components/ui/retry-notice.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { EventPicker } from '../../entities/events/components/event-picker.tsx';
import { SendToTeamDialog } from '../../entities/team-mail/components/send-to-team-dialog.tsx';
import { ApiError, userMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useToday } from '../../lib/use-today.ts';
import { useCanEdit } from '../../lib/workspaces.ts';
import { campaignEventQueryOptions } from './api/get-campaign-event.ts';
import { clipboardText, previewHtml, previewText } from './campaign-preview.ts';

const EVENT_PARAM = 'event';
const PREVIEWS = ['text', 'html'] as const;
type PreviewTab = (typeof PREVIEWS)[number];
const PREVIEW_LABELS: Record<PreviewTab, string> = { text: 'Text', html: 'HTML' };

function parseEventId(value: string | null): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/** What is wrong with the draft, field by field, in the server's words. */
function draftProblems({ subject, text }: CampaignDraft): Partial<Record<keyof CampaignDraft, string>> {
  const problems: Partial<Record<keyof CampaignDraft, string>> = {};
  const trimmed = subject.trim();
  if (!trimmed) problems.subject = TEAM_MAIL_MESSAGES.subjectRequired;
  else if (trimmed.length > TEAM_MAIL_SUBJECT_MAX) problems.subject = TEAM_MAIL_MESSAGES.subjectTooLong;
  else if (!hasNoControlCharacters(trimmed)) problems.subject = TEAM_MAIL_MESSAGES.subjectInvalid;
  if (!text.trim()) problems.text = TEAM_MAIL_MESSAGES.textRequired;
  else if (text.length > TEAM_MAIL_TEXT_MAX) problems.text = TEAM_MAIL_MESSAGES.textTooLong;
  else if (!hasNoControlCharacters(text, { multiLine: true })) problems.text = TEAM_MAIL_MESSAGES.textInvalid;
  return problems;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Email Campaign Generator: an announcement, a reminder or a thank-you for an event, from a template
 * filled from the event; edited, previewed as text and HTML, copied, or sent to the event's team.
 * Viewers read and copy it; owners and editors send it.
 */
export function CampaignPage() {
  const today = useToday();
  const canEdit = useCanEdit();
  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = parseEventId(searchParams.get(EVENT_PARAM));
  const event = useQuery({ ...campaignEventQueryOptions(eventId ?? 0, today), enabled: eventId !== null, retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2 });
  const [chosenKind, setChosenKind] = useState<CampaignKind | null>(null);
  /** The edits of each event and kind, kept while the page is open: switching kind and back keeps them. */
  const [edits, setEdits] = useState<Record<string, CampaignDraft>>({});
  const [preview, setPreview] = useState<PreviewTab>('text');
  const [copy, setCopy] = useState<CopyState>('idle');
  const [sending, setSending] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const loaded = event.data && event.data.id === eventId ? event.data : null;
  const kind: CampaignKind = chosenKind ?? (loaded ? suggestedCampaignKind(loaded, today) : 'announcement');
  const key = `${eventId}:${kind}`;
  const template = loaded ? composeCampaign(kind, loaded, today) : null;
  const draft = edits[key] ?? template;
  const edited = edits[key] !== undefined && template !== null && (edits[key].subject !== template.subject || edits[key].text !== template.text);
  const problems = draft ? draftProblems(draft) : {};
  const valid = Object.keys(problems).length === 0;

  useEffect(() => {
    document.title = 'Email Campaign Generator · Eventry';
  }, []);
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  const chooseEvent = (id: number | null) => {
    setChosenKind(null);
    setShowProblems(false);
    setCopy('idle');
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(EVENT_PARAM);
        else next.set(EVENT_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  };
  const edit = (change: Partial<CampaignDraft>) => {
    if (!draft) return;
    setCopy('idle');
    setEdits((current) => ({ ...current, [key]: { ...draft, ...change } }));
  };
  const reset = () => {
    setEdits(({ [key]: _dropped, ...rest }) => rest);
    setShowProblems(false);
  };

  const copyCampaign = async () => {
    if (!draft) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(clipboardText(draft.subject.trim(), draft.text));
      setCopy('copied');
    } catch {
      setCopy('failed');
      requestAnimationFrame(() => {
        bodyRef.current?.focus();
        bodyRef.current?.select();
      });
    }
  };
  const openSend = () => {
    if (!valid) {
      setShowProblems(true);
      return;
    }
    setSending(true);
  };

  const eventMissing = event.isError && event.error instanceof ApiError && event.error.status === 404;
  const fields = loaded ? campaignFields(loaded, today) : null;

  return (
    <>
      <PageHeader
        title="Email Campaign Generator"
        subtitle="An announcement, a reminder or a thank-you for an event, written from its name, dates and place: edit it, preview it, copy it or send it to the event’s team."
      />
      <Card className="mb-6 p-4 sm:p-5">
        <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <Field label="Event">
            <EventPicker
              value={eventId === null ? null : loaded ? { id: loaded.id, name: loaded.name } : undefined}
              onChange={(chosen) => chooseEvent(chosen?.id ?? null)}
              nullOption="Choose an event…"
              placeholder="Choose an event…"
            />
          </Field>
          <KindChoice kind={kind} onChange={(next) => setChosenKind(next)} disabled={!loaded} />
        </div>
        {fields && (
          <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3" aria-label="Filled in from the event">
            <div>
              <dt className="inline text-ink-muted">Dates: </dt>
              <dd className="inline text-ink">{fields.dates}</dd>
            </div>
            <div>
              <dt className="inline text-ink-muted">Countdown: </dt>
              <dd className="inline text-ink">{fields.countdown}</dd>
            </div>
            <div>
              <dt className="inline text-ink-muted">Place: </dt>
              <dd className="inline text-ink">{fields.place ?? 'none found — add a line “Place: …” to the event’s description'}</dd>
            </div>
          </dl>
        )}
      </Card>

      {eventId === null && (
        <EmptyState icon={Megaphone} title="Choose an event">
          The campaign is written from the event’s name, dates and countdown, and its place when the description has a line such as
          “Place: Town Hall”.
        </EmptyState>
      )}
      {eventMissing && (
        <Notice tone="warning" title="This event is not in your workspace">
          It may have been deleted. Choose another event.
        </Notice>
      )}
      {eventId !== null && event.isError && !eventMissing && (
        <RetryNotice retrying={event.isFetching} onRetry={() => void event.refetch()}>
          {`The event could not be loaded: ${userMessage(event.error)}`}
        </RetryNotice>
      )}
      {eventId !== null && event.isPending && <LoadingState message="Loading the event..." />}

      {loaded && draft && (
        <>
          {!canEdit && (
            <Notice className="mb-4">Viewers can read and copy the campaign; an owner or editor of the workspace edits and sends it.</Notice>
          )}
          <div className="grid gap-6 xl:grid-cols-2">
            <Card className="p-4 sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-base font-semibold text-ink">{`${CAMPAIGN_KIND_LABELS[kind]} for ${loaded.name}`}</h2>
                {canEdit && (
                  <Button variant="ghost" size="sm" onClick={reset} disabled={!edited}>
                    <RotateCcw className="size-4" aria-hidden="true" />
                    Start again from the template
                  </Button>
                )}
              </div>
              <div className="mt-4 space-y-4">
                <Field label="Subject" required error={showProblems ? problems.subject : undefined}>
                  <Input
                    value={draft.subject}
                    readOnly={!canEdit}
                    maxLength={TEAM_MAIL_SUBJECT_MAX}
                    onChange={(change) => edit({ subject: change.target.value })}
                  />
                </Field>
                <Field
                  label="Message"
                  required
                  error={showProblems ? problems.text : undefined}
                  hint={`Plain text. A blank line starts a paragraph; lines starting “- ” become a bulleted list. ${formatCount(draft.text.length)} of ${formatCount(TEAM_MAIL_TEXT_MAX)} characters.`}
                >
                  <Textarea
                    ref={bodyRef}
                    value={draft.text}
                    readOnly={!canEdit}
                    rows={16}
                    className="font-mono text-sm"
                    onChange={(change) => edit({ text: change.target.value })}
                  />
                </Field>
              </div>
              <div className="mt-4 flex flex-wrap items-center gap-2" role="toolbar" aria-label="Campaign actions">
                <Button variant="secondary" onClick={() => void copyCampaign()}>
                  {copy === 'copied' ? <Check className="size-4" aria-hidden="true" /> : <ClipboardCopy className="size-4" aria-hidden="true" />}
                  {copy === 'copied' ? 'Copied' : 'Copy'}
                </Button>
                {canEdit && (
                  <Button onClick={openSend}>
                    <Mail className="size-4" aria-hidden="true" />
                    Send to the team…
                  </Button>
                )}
                <p role="status" className="text-sm text-ink-muted">
                  {copy === 'copied' ? 'The subject and message are copied: paste them into your own e-mail.' : ''}
                </p>
              </div>
              {copy === 'failed' && (
                <Notice tone="warning" className="mt-4" title="Copying is not available here">
                  The message is selected above: press Ctrl+C (⌘C on a Mac) to copy it.
                </Notice>
              )}
              {showProblems && !valid && (
                <Notice tone="danger" className="mt-4">
                  Correct the subject and message above before sending.
                </Notice>
              )}
            </Card>
            <CampaignPreview subject={draft.subject.trim()} text={draft.text} eventName={loaded.name} tab={preview} onTab={setPreview} />
          </div>
          {canEdit && (
            <SendToTeamDialog
              eventId={loaded.id}
              kind={kind}
              subject={draft.subject.trim()}
              text={draft.text}
              open={sending}
              onOpenChange={setSending}
            />
          )}
        </>
      )}
    </>
  );
}

/** The three kinds as radio buttons, each with a line on when to use it. */
function KindChoice({ kind, onChange, disabled }: { kind: CampaignKind; onChange: (kind: CampaignKind) => void; disabled: boolean }) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-ink">Kind</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {CAMPAIGN_KINDS.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              value === kind ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/40' : 'border-line bg-surface',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input type="radio" name="campaign-kind" value={value} checked={value === kind} onChange={() => onChange(value)} className="mt-0.5 accent-brand-600" />
            <span>
              <span className="block font-medium text-ink">{CAMPAIGN_KIND_LABELS[value]}</span>
              <span className="block text-xs text-ink-muted">{CAMPAIGN_KIND_HINTS[value]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Text and HTML tabs (the WAI-ARIA tabs pattern): the e-mail as each member receives it. */
function CampaignPreview({
  subject,
  text,
  eventName,
  tab,
  onTab,
}: {
  subject: string;
  text: string;
  eventName: string;
  tab: PreviewTab;
  onTab: (tab: PreviewTab) => void;
}) {
  const refs = useRef<Partial<Record<PreviewTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PREVIEWS.indexOf(tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % PREVIEWS.length;
    else if (event.key === 'ArrowLeft') next = (index + PREVIEWS.length - 1) % PREVIEWS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = PREVIEWS.length - 1;
    if (next === null) return;
    event.preventDefault();
    onTab(PREVIEWS[next]!);
    refs.current[PREVIEWS[next]!]?.focus();
  };
  return (
    <Card className="flex min-w-0 flex-col p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">Preview</h2>
        <div role="tablist" aria-label="Preview as" onKeyDown={onKeyDown} className="inline-flex gap-1 rounded-lg border border-line bg-surface-muted p-1">
          {PREVIEWS.map((value) => (
            <button
              key={value}
              ref={(node) => {
                refs.current[value] = node;
              }}
              type="button"
              role="tab"
              id={`campaign-tab-${value}`}
              aria-selected={value === tab}
              aria-controls={`campaign-panel-${value}`}
              tabIndex={value === tab ? 0 : -1}
              onClick={() => onTab(value)}
              className={cn(
                'rounded-md px-3 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                value === tab ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              {PREVIEW_LABELS[value]}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        <span className="font-medium text-ink">Subject:</span> {subject || '(no subject)'}
      </p>
      <div role="tabpanel" id={`campaign-panel-${tab}`} aria-labelledby={`campaign-tab-${tab}`} className="mt-3 min-h-0 flex-1">
        {tab === 'text' ? (
          <pre tabIndex={0} className="max-h-[32rem] overflow-auto rounded-lg border border-line bg-surface-muted p-4 font-mono text-sm break-words whitespace-pre-wrap text-ink">
            {previewText(text, eventName)}
          </pre>
        ) : (
          <iframe
            title="The e-mail as HTML"
            sandbox=""
            srcDoc={previewHtml(subject, text, eventName)}
            className="h-[32rem] w-full rounded-lg border border-line bg-white"
          />
        )}
      </div>
      <p className="mt-3 text-xs text-ink-subtle">Each member gets their own copy, which ends with their own link to unsubscribe.</p>
    </Card>
  );
}
