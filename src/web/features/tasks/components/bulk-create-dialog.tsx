import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Eraser, ListPlus, Sparkles, Wand2 } from 'lucide-react';
import {
  BULK_MESSAGES,
  bulkCreateInputSchema,
  CONFERENCE_PRESET_EVENT_KEYWORD,
  CONFERENCE_PRESET_TEXT,
  findConferenceEvent,
  fixBulkOffsetLookalikes,
} from '../../../../domain/bulk-tasks.ts';
import type { CalendarDate } from '../../../../domain/dates.ts';
import { TASK_PRIORITY_LABELS } from '../../../../domain/tasks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PROGRESS_MOVE_MS } from '../../../components/ui/progress-bar.tsx';
import { eventOptionsQueryKeys, useEventOption, useEventOptions } from '../../../entities/events/api/get-event-options.ts';
import { EventPicker } from '../../../entities/events/components/event-picker.tsx';
import { userMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { countLabel } from '../../../lib/count-label.ts';
import { formatCount } from '../../../../domain/english-format.ts';
import { useBulkCreateTasks } from '../api/bulk-create-tasks.ts';
import { getEvent, useTaskEvent } from '../api/get-event.ts';
import { useBulkDraft, useSaveBulkDraft } from '../hooks/use-bulk-draft.ts';
import { EMPTY_BULK_DRAFT } from '../utils/bulk-draft.ts';
import {
  bulkCompletedMessage,
  bulkCreateFailureMessage,
  bulkErrorMessage,
  bulkRunActive,
  bulkRunReducer,
  prepareBulkRun,
  type BulkRun,
  type BulkRunAction,
} from '../utils/bulk-run.ts';
import { bulkPreview, bulkPreviewDue } from '../utils/bulk-preview.ts';
import { PRIORITY_TONES } from '../utils/task-display.ts';
import { BulkProgress, ShowNewTasksLink } from './bulk-progress.tsx';
import { ConnectionCheck } from './connection-check.tsx';

/** How long the success message stays before the dialog closes itself. */
export const BULK_MODAL_AUTO_CLOSE_MS = 2000;
const PREVIEW_ROWS = 5;
/** Lines that look like due offsets listed in full; the rest are counted. */
const WARNING_ROWS = 3;

/**
 * The longest the success message waits for the progress bar to say it reached its end: the time
 * the bar takes, and a margin for a busy machine; no wait when the bar does not move (reduced motion).
 */
/**
 * How long the success message waits for the bar to reach its end when no end of its move is seen: at
 * once without motion; otherwise well past the move, which starts late when the page is busy (the list
 * behind the dialog takes in the new tasks) and not at all in a hidden tab.
 */
function barMoveFallbackMs(): number {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : PROGRESS_MOVE_MS + 1700;
}

/** The spec's order: no text, then no event, then no usable line (or another rule of the list). */
function validationMessage(issues: { message: string }[]): string {
  const first = [BULK_MESSAGES.textRequired, BULK_MESSAGES.eventRequired].find((message) => issues.some((issue) => issue.message === message));
  return first ?? issues[0]?.message ?? BULK_MESSAGES.noLines;
}

interface BulkCreateDialogProps {
  /** The account has no event yet. */
  noEvents: boolean;
  /** The event the task list is filtered to: the form opens on it, with the list written for it or an empty box. */
  defaultEventId: number | null;
  today: CalendarDate;
  onClose: () => void;
  /** Reports each step, for the page's progress banner. */
  onRunChange: (run: BulkRun) => void;
  /** Lists exactly the tasks a run made (and closes the dialog). */
  onShowNew: (batchId: number) => void;
}

/** Bulk Create Tasks: one task per line, all stored in one request. Mounted while open. */
export function BulkCreateDialog({ noEvents, defaultEventId, today, onClose, onRunChange, onShowNew }: BulkCreateDialogProps) {
  const formId = useId();
  const { draft, setDraft, userId } = useBulkDraft(defaultEventId);
  const [validation, setValidation] = useState<string | null>(null);
  const [run, setRun] = useState<BulkRun | null>(null);
  const [confirm, setConfirm] = useState<'preset' | 'clear' | null>(null);
  /** The success message shows once the progress bar has reached its end. */
  const [announced, setAnnounced] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const bulk = useBulkCreateTasks();
  const queryClient = useQueryClient();
  /** The run as it is now, for the steps of one submit (state only shows it). */
  const runRef = useRef<BulkRun | null>(null);

  // The first event, A to Z, whose name mentions the conference: the preset's event, asked for only
  // while the form may still choose it (it has none yet, or the first opening chooses it).
  const conferenceSearch = useEventOptions(CONFERENCE_PRESET_EVENT_KEYWORD, {
    enabled: draft.autoSelectConference || draft.eventId === null,
  });
  const conference = findConferenceEvent(conferenceSearch.data?.pages[0]?.items ?? []);
  const conferenceKnown = conferenceSearch.isSuccess || conferenceSearch.isError;
  const requestedEventId = draft.autoSelectConference && conference ? conference.id : draft.eventId;
  // The chosen event as the server has it: null once it is gone.
  const requested = useEventOption(requestedEventId);
  const selectedEvent = requestedEventId === null ? null : requested.isPending ? undefined : (requested.data ?? null);
  const selectedEventId = selectedEvent?.id ?? null;
  const settled = (!draft.autoSelectConference || conferenceKnown) && (requestedEventId === null || requested.isFetched);
  useSaveBulkDraft(
    userId,
    useMemo(
      () => ({
        text: draft.text,
        eventId: settled ? selectedEventId : draft.eventId,
        autoSelectConference: draft.autoSelectConference && !conferenceKnown,
      }),
      [draft, settled, selectedEventId, conferenceKnown],
    ),
  );

  // The chosen event's days, for the dates of lines with an offset.
  const eventDates = useTaskEvent(selectedEventId, today).data ?? null;
  const deferredText = useDeferredValue(draft.text);
  const preview = useMemo(() => bulkPreview(deferredText, eventDates, today), [deferredText, eventDates, today]);
  const plan = preview.tasks;
  const { warnings } = preview;
  const fixable = warnings.filter((warning) => warning.lookalike.fix !== null).length;
  const last = plan.at(-1);
  // "Due Dec 18, 2026 · T-2" → ", the last due Dec 18, 2026 · T-2".
  const lastDue = plan.length > PREVIEW_ROWS && last?.dueDate ? bulkPreviewDue(last).replace(/^Due/, 'due') : null;
  const bands = useMemo(() => {
    const counts = { high: 0, medium: 0, low: 0 };
    for (const task of plan) counts[task.priority] += 1;
    return counts;
  }, [plan]);

  const creating = bulkRunActive(run);
  const completed = run?.step === 'completed';

  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!completed) return;
    // The bar moves to its end first (onBarMoved), then the one success message shows.
    const announce = setTimeout(() => setAnnounced(true), barMoveFallbackMs());
    return () => clearTimeout(announce);
  }, [completed]);
  useEffect(() => {
    if (!announced) return;
    // The message stays for the spec's 2 s, then the dialog closes itself.
    const timer = setTimeout(() => close.current(), BULK_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [announced]);

  const edit = (changes: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, eventId: settled ? selectedEventId : requestedEventId, ...changes, autoSelectConference: false }));
    setValidation(null);
  };
  const loadPreset = () => edit({ text: CONFERENCE_PRESET_TEXT, eventId: selectedEventId ?? conference?.id ?? null });
  const clear = () => edit({ text: '' });
  const fixLines = () => edit({ text: fixBulkOffsetLookalikes(draft.text) });

  const report = (next: BulkRun) => {
    runRef.current = next;
    setRun(next);
    onRunChange(next);
  };
  const advance = (action: BulkRunAction) => {
    if (runRef.current) report(bulkRunReducer(runRef.current, action));
  };

  const submit = async () => {
    if (bulkRunActive(runRef.current)) return;
    // The list and the event are checked as the server will check them.
    const parsed = bulkCreateInputSchema.safeParse({ text: draft.text, eventId: selectedEventId ?? undefined, today });
    if (!parsed.success || !selectedEvent) {
      runRef.current = null;
      setRun(null);
      setValidation(validationMessage(parsed.error?.issues ?? []));
      return;
    }
    setValidation(null);
    const { text } = parsed.data;
    // Preparing: the lines are planned here, as the server will plan them.
    report(prepareBulkRun(text, selectedEvent));
    // Mapping: the chosen event must still exist; the server's name is the one the tasks get.
    advance({ type: 'map' });
    try {
      advance({ type: 'mapped', event: await getEvent(selectedEvent.id, today) });
    } catch (error) {
      advance({ type: 'fail', message: userMessage(error) });
      void queryClient.invalidateQueries({ queryKey: eventOptionsQueryKeys.all });
      return;
    }
    // Creating: one request stores every task, or none.
    try {
      advance({ type: 'created', result: await bulk.mutateAsync({ eventId: selectedEvent.id, text, today }) });
    } catch (error) {
      advance({ type: 'fail', message: bulkCreateFailureMessage(error) });
      return;
    }
    if (runRef.current?.step === 'completed') setDraft(EMPTY_BULK_DRAFT);
  };

  const locked = creating || completed;
  const hasText = draft.text.trim() !== '';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Bulk Create Tasks"
      description="Type one task per line. Each line becomes a task of the chosen event: the first ten are high priority, due one day apart from tomorrow."
      preventClose={creating}
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={creating}>
            {completed ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" form={formId} loading={creating} disabled={completed}>
            {!creating && <ListPlus className="size-4" aria-hidden="true" />}
            {creating ? 'Creating Tasks...' : 'Create Tasks'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          void submit();
        }}
      >
        {validation && <Notice tone="danger">{validation}</Notice>}
        {run?.step === 'error' && <Notice tone="danger">{bulkErrorMessage(run)}</Notice>}
        {run && <BulkProgress run={run} onBarMoved={() => completed && setAnnounced(true)} />}
        {run?.step === 'completed' && announced && (
          <Notice tone="success">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <span>{bulkCompletedMessage(run)}</span>
              <ShowNewTasksLink run={run} onShowNew={onShowNew} />
            </div>
          </Notice>
        )}

        {/* Once done, the dialog says only that: the emptied form stays out of the way until it closes. */}
        <fieldset disabled={locked} hidden={completed} className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="space-y-4">
            <Field label="Event" required hint={noEvents ? 'Create an event first: every task belongs to one.' : undefined}>
              <EventPicker
                value={draft.autoSelectConference && !conferenceKnown ? undefined : selectedEvent}
                placeholder="Select an event"
                onChange={(event) => edit({ eventId: event?.id ?? null })}
              />
            </Field>
            <Field label="Tasks (one per line)" required hint="Start a line with T-30 or T+1 to set its date relative to the event.">
              <Textarea
                ref={textRef}
                rows={15}
                value={draft.text}
                onChange={(change) => edit({ text: change.target.value })}
                placeholder={'Book the venue\nSend the invitations\nOrder the catering'}
                className="font-mono text-[13px] leading-6"
                spellCheck={false}
                wrap="off"
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => (hasText ? setConfirm('preset') : loadPreset())}>
                <Sparkles className="size-4" aria-hidden="true" />
                Load Conference Preset
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirm('clear')} disabled={draft.text === ''}>
                <Eraser className="size-4" aria-hidden="true" />
                Clear
              </Button>
            </div>
          </div>

          <section aria-labelledby={`${formId}-preview`} className="rounded-lg border border-line bg-surface-muted/50 p-4 text-sm">
            <h3 id={`${formId}-preview`} className="font-semibold text-ink">
              Preview
            </h3>
            <p className="mt-1 text-ink-muted" aria-live="polite">
              {plan.length === 0 ? 'No tasks yet: type one per line.' : `${countLabel(plan.length, 'task', 'tasks')} will be created`}
            </p>
            <p className="mt-1 font-medium text-red-700 empty:hidden dark:text-red-400" aria-live="polite">
              {preview.problem}
            </p>
            {plan.length > 0 && (
              <>
                <p className="mt-1 text-xs text-ink-subtle">
                  {bands.high} high · {bands.medium} medium · {bands.low} low
                </p>
                {warnings.length > 0 && (
                  <div className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-2.5 text-xs text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
                    <p className="flex items-start gap-1.5 font-medium">
                      <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                      {warnings.length === 1
                        ? 'This line looks like a due offset. As typed, the whole line becomes the task’s title:'
                        : `${formatCount(warnings.length)} lines look like due offsets. As typed, each whole line becomes a task’s title:`}
                    </p>
                    <ul className="mt-1.5 space-y-1 pl-5 break-words">
                      {warnings.slice(0, WARNING_ROWS).map((warning) => (
                        <li key={warning.line} className="list-disc">
                          {warning.message}
                        </li>
                      ))}
                    </ul>
                    {warnings.length > WARNING_ROWS && <p className="mt-1 pl-5">…and {countLabel(warnings.length - WARNING_ROWS, 'more line', 'more lines')}</p>}
                    {fixable > 0 && (
                      <Button variant="secondary" size="sm" className="mt-2" onClick={fixLines}>
                        <Wand2 className="size-4" aria-hidden="true" />
                        {fixable === 1 ? 'Fix this line' : `Fix ${formatCount(fixable)} lines`}
                      </Button>
                    )}
                  </div>
                )}
                <ol className="mt-3 space-y-2">
                  {plan.slice(0, PREVIEW_ROWS).map((task, index) => (
                    <li key={index} className="rounded-md border border-line bg-surface px-2.5 py-2">
                      <p className="truncate font-medium text-ink" title={task.title}>
                        {task.title}
                      </p>
                      <p className={cn('mt-1 flex items-center gap-2 text-xs text-ink-muted', task.problem && 'text-red-700 dark:text-red-400')}>
                        <Badge tone={PRIORITY_TONES[task.priority]}>{TASK_PRIORITY_LABELS[task.priority]}</Badge>
                        <span className="min-w-0">{bulkPreviewDue(task)}</span>
                      </p>
                      {task.warning && (
                        <p className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
                          <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
                          Not read as a due offset
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
                {plan.length > PREVIEW_ROWS && (
                  <p className="mt-2 text-xs text-ink-subtle">
                    …and {countLabel(plan.length - PREVIEW_ROWS, 'more', 'more')}
                    {lastDue && `, the last ${lastDue}`}
                  </p>
                )}
              </>
            )}
          </section>
        </fieldset>

        {!completed && <ConnectionCheck event={selectedEvent ?? null} today={today} />}
      </form>

      <ConfirmDialog
        open={confirm === 'preset'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Load Conference Preset"
        tone="primary"
        confirmLabel="Replace Tasks"
        onConfirm={() => {
          loadPreset();
          setConfirm(null);
        }}
      >
        <p>{BULK_MESSAGES.replaceConfirm}</p>
      </ConfirmDialog>
      {/* It empties the text box, nothing more: a small question, and Enter answers it. */}
      <ConfirmDialog
        open={confirm === 'clear'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Clear the list?"
        tone="primary"
        confirmLabel="Clear List"
        focusConfirm
        onConfirm={() => {
          clear();
          setConfirm(null);
          // The Clear button is disabled now: the box, where the next list is typed, takes the focus.
          setTimeout(() => textRef.current?.focus());
        }}
      >
        <p>{BULK_MESSAGES.clearConfirm}</p>
        <p className="text-xs">Only the lines typed here are removed; tasks already created stay as they are.</p>
      </ConfirmDialog>
    </Dialog>
  );
}
