import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Check, ClipboardCopy, ListChecks, Mail, Plus, Printer, X } from 'lucide-react';
import { countLabel, formatCalendarDay } from '../../../domain/english-format.ts';
import {
  agendaDateProblems,
  agendaMarkdown,
  agendaSectionTitles,
  agendaTaskCount,
  agendaText,
  agendaTitle,
  buildMeetingAgenda,
  defaultAgendaDates,
  EMPTY_SECTION_TEXT,
  openQuestionLines,
  UNASSIGNED_LABEL,
  type AgendaDateField,
  type AgendaDates,
  type AgendaTask,
  type MeetingAgenda,
} from '../../../domain/meeting-agenda.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RetryNotice } from '../../components/ui/retry-notice.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useEventOption } from '../../entities/events/api/get-event-options.ts';
import { EventPicker } from '../../entities/events/components/event-picker.tsx';
import { SendToTeamDialog } from '../../entities/team-mail/components/send-to-team-dialog.tsx';
import { userMessage } from '../../lib/api.ts';
import { useToday } from '../../lib/use-today.ts';
import { useCanEdit } from '../../lib/workspaces.ts';
import { agendaTasksQueryOptions, HISTORY_LOOKUP_LIMIT } from './api/get-agenda-tasks.ts';

const EVENT_PARAM = 'event';
const AGENDA_ID = 'meeting-agenda';
/** At most this many open questions can be written in. */
const MAX_QUESTIONS = 20;
const QUESTION_MAX_LENGTH = 300;

/**
 * While this page is shown, printing prints the agenda alone, on a white page: everything that neither
 * holds the agenda nor is inside it is left out, and what holds it loses its spacing and colours.
 */
const PRINT_STYLES = `
@media print {
  @page { margin: 16mm; }
  html, body { background: #fff !important; }
  body *:not(:has(#${AGENDA_ID})):not(#${AGENDA_ID}):not(#${AGENDA_ID} *) { display: none !important; }
  body *:has(#${AGENDA_ID}) { margin: 0 !important; padding: 0 !important; border: 0 !important; max-width: none !important; min-height: 0 !important; background: transparent !important; box-shadow: none !important; }
  #${AGENDA_ID}, #${AGENDA_ID} * { color: #000 !important; background: transparent !important; border-color: #999 !important; box-shadow: none !important; }
  #${AGENDA_ID} { margin: 0; padding: 0; border: 0 !important; }
}`;

function parseEventId(value: string | null): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

const DATE_LABELS: Record<AgendaDateField, string> = { lastMeetingDate: 'Last meeting', meetingDate: 'Meeting date', nextMeetingDate: 'Next meeting' };
const DATE_HINTS: Record<AgendaDateField, string> = {
  lastMeetingDate: 'Tasks completed from this day on are reported as done.',
  meetingDate: 'Open tasks due before this day are overdue.',
  nextMeetingDate: 'Open tasks due before this day are the next ones to do.',
};

function TaskItem({ task, detail, done = false }: { task: AgendaTask; detail: string; done?: boolean }) {
  return (
    <li className="flex gap-2.5 py-1.5">
      <span
        aria-hidden="true"
        className={
          done
            ? 'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border border-emerald-600 bg-emerald-600 text-white'
            : 'mt-0.5 size-4 shrink-0 rounded border border-line-strong'
        }
      >
        {done && <Check className="size-3" />}
      </span>
      <span className="min-w-0 break-words">
        <span className="font-medium text-ink">{task.title}</span> <span className="text-ink-muted">({detail})</span>
      </span>
    </li>
  );
}

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section className="mt-6 break-inside-avoid-page first:mt-0">
      <h3 className="border-b border-line pb-1.5 text-base font-semibold text-ink">
        {title}
        {count !== undefined && <span className="ml-1.5 font-normal text-ink-muted">({count})</span>}
      </h3>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

const Empty = ({ children }: { children: string }) => <p className="py-1.5 text-sm italic text-ink-muted">{children}</p>;

const due = (task: AgendaTask) => (task.dueDate === null ? 'marked overdue, no due date' : `due ${formatCalendarDay(task.dueDate, 'weekday-day')}`);

/** The agenda as it is shown, printed, copied and sent. */
function AgendaDocument({ agenda, questions }: { agenda: MeetingAgenda; questions: readonly string[] }) {
  const titles = agendaSectionTitles(agenda);
  return (
    <>
      <h2 className="text-xl font-bold text-ink">{agendaTitle(agenda)}</h2>
      <p className="mt-1 text-sm text-ink-muted">
        Since the last meeting on {formatCalendarDay(agenda.lastMeetingDate, 'weekday-date')}; next meeting on{' '}
        {formatCalendarDay(agenda.nextMeetingDate, 'weekday-date')}.
      </p>
      <div className="mt-6">
        <Section title={titles.overdue} count={agenda.overdue.length}>
          {agenda.overdue.length === 0 ? (
            <Empty>{EMPTY_SECTION_TEXT.overdue}</Empty>
          ) : (
            <ul aria-label={titles.overdue}>
              {agenda.overdue.map((task) => (
                <TaskItem key={task.id} task={task} detail={`${task.assigneeName ?? UNASSIGNED_LABEL.toLowerCase()}, ${due(task)}`} />
              ))}
            </ul>
          )}
        </Section>
        <Section title={titles.dueNext}>
          {agenda.dueNext.length === 0 ? (
            <Empty>{EMPTY_SECTION_TEXT.dueNext}</Empty>
          ) : (
            agenda.dueNext.map((group) => (
              <div key={group.person} className="mt-3 first:mt-0">
                <h4 className="text-sm font-semibold text-ink">
                  {group.person} <span className="font-normal text-ink-muted">({countLabel(group.tasks.length, 'task')})</span>
                </h4>
                <ul aria-label={`Due for ${group.person}`}>
                  {group.tasks.map((task) => (
                    <TaskItem key={task.id} task={task} detail={due(task)} />
                  ))}
                </ul>
              </div>
            ))
          )}
        </Section>
        <Section title={titles.completed} count={agenda.completed.length}>
          {agenda.completed.length === 0 ? (
            <Empty>{EMPTY_SECTION_TEXT.completed}</Empty>
          ) : (
            <ul aria-label={titles.completed}>
              {agenda.completed.map((task) => (
                <TaskItem
                  key={task.id}
                  task={task}
                  done
                  detail={`${task.assigneeName ? `${task.assigneeName}, ` : ''}completed ${formatCalendarDay(task.completedOn!, 'weekday-day')}`}
                />
              ))}
            </ul>
          )}
        </Section>
        <Section title={titles.openQuestions}>
          <ol className="list-decimal space-y-3 pl-6 text-ink">
            {openQuestionLines(questions).map((question, index) => (
              <li key={index} className="pl-1">
                {question || (
                  <span className="block h-5 border-b border-dashed border-line-strong">
                    <span className="sr-only">To fill in</span>
                  </span>
                )}
              </li>
            ))}
          </ol>
        </Section>
      </div>
    </>
  );
}

/** The questions the team should talk about, written in before the agenda is copied, printed or sent. */
function QuestionsEditor({ questions, onChange }: { questions: string[]; onChange: (next: string[]) => void }) {
  const lastRef = useRef<HTMLInputElement>(null);
  const [focusLast, setFocusLast] = useState(false);
  useEffect(() => {
    if (focusLast) {
      lastRef.current?.focus();
      setFocusLast(false);
    }
  }, [focusLast]);
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-medium text-ink">Open questions</legend>
      <p className="mt-0.5 text-xs text-ink-subtle">Write the questions in now, or leave the lines blank to fill in at the meeting.</p>
      <ol className="mt-2 space-y-2">
        {questions.map((question, index) => (
          <li key={index} className="flex items-center gap-2">
            <Input
              ref={index === questions.length - 1 ? lastRef : undefined}
              aria-label={`Question ${index + 1}`}
              value={question}
              maxLength={QUESTION_MAX_LENGTH}
              placeholder="A question for the team"
              onChange={(event) => onChange(questions.map((entry, at) => (at === index ? event.target.value : entry)))}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove question ${index + 1}`}
              disabled={questions.length === 1}
              onClick={() => onChange(questions.filter((_, at) => at !== index))}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        disabled={questions.length >= MAX_QUESTIONS}
        onClick={() => {
          onChange([...questions, '']);
          setFocusLast(true);
        }}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a question
      </Button>
    </fieldset>
  );
}

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed' };

/** Meeting Agenda Generator: an agenda for a team meeting, built from an event's tasks; printed, copied as Markdown or sent to the team. */
export function MeetingAgendaPage() {
  const today = useToday();
  const canEdit = useCanEdit();
  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = parseEventId(searchParams.get(EVENT_PARAM));
  const event = useEventOption(eventId);
  const [dates, setDates] = useState<AgendaDates>(() => defaultAgendaDates(today));
  const [questions, setQuestions] = useState<string[]>(['', '', '']);
  const [copy, setCopy] = useState<CopyState>({ kind: 'idle' });
  const [sending, setSending] = useState(false);
  const markdownRef = useRef<HTMLTextAreaElement>(null);

  const problems = agendaDateProblems(dates);
  const datesValid = Object.keys(problems).length === 0;
  const tasks = useQuery({
    ...agendaTasksQueryOptions(eventId ?? 0, dates.lastMeetingDate),
    enabled: eventId !== null && datesValid,
    placeholderData: keepPreviousData,
  });

  const eventName = event.data?.name ?? null;
  const agenda = useMemo(
    () => (eventName !== null && tasks.data && datesValid ? buildMeetingAgenda(eventName, tasks.data.tasks, dates) : null),
    [eventName, tasks.data, dates, datesValid],
  );
  const markdown = agenda ? agendaMarkdown(agenda, questions) : '';

  // "Copied" shows for a few seconds; changing the agenda makes it stale at once.
  useEffect(() => {
    if (copy.kind !== 'copied') return;
    const timer = setTimeout(() => setCopy({ kind: 'idle' }), 4000);
    return () => clearTimeout(timer);
  }, [copy]);
  useEffect(() => setCopy({ kind: 'idle' }), [markdown]);

  const chooseEvent = (id: number | null) => {
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

  const setDate = (field: AgendaDateField, value: string) => setDates((current) => ({ ...current, [field]: value }));

  const copyMarkdown = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(markdown);
      setCopy({ kind: 'copied' });
    } catch {
      setCopy({ kind: 'failed' });
      requestAnimationFrame(() => {
        markdownRef.current?.focus();
        markdownRef.current?.select();
      });
    }
  };

  const eventMissing = eventId !== null && event.isSuccess && event.data === null;

  return (
    <>
      <style>{PRINT_STYLES}</style>
      <PageHeader
        title="Meeting Agenda Generator"
        subtitle="An agenda for your next team meeting, built from an event’s tasks: print it, copy it as Markdown or send it to the team."
      />

      <Card className="mb-6 p-4 sm:p-5">
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <Field label="Event" className="md:col-span-2 xl:col-span-1">
            <EventPicker
              value={eventId === null ? null : (event.data ?? undefined)}
              onChange={(chosen) => chooseEvent(chosen?.id ?? null)}
              nullOption="Choose an event…"
              placeholder="Choose an event…"
            />
          </Field>
          {(['lastMeetingDate', 'meetingDate', 'nextMeetingDate'] as const).map((field) => (
            <Field key={field} label={DATE_LABELS[field]} error={problems[field]} hint={DATE_HINTS[field]} required>
              <Input type="date" value={dates[field]} required onChange={(change) => setDate(field, change.target.value)} />
            </Field>
          ))}
        </div>
        <QuestionsEditor questions={questions} onChange={setQuestions} />
      </Card>

      {eventId === null && (
        <EmptyState icon={ListChecks} title="Choose an event">
          The agenda lists the event’s overdue tasks, what is due before the next meeting by person, and what was completed since
          the last one.
        </EmptyState>
      )}
      {eventMissing && (
        <Notice tone="warning" title="This event is not in your workspace">
          It may have been deleted. Choose another event.
        </Notice>
      )}
      {event.isError && (
        <RetryNotice retrying={event.isFetching} onRetry={() => void event.refetch()}>
          {`The event could not be loaded: ${userMessage(event.error)}`}
        </RetryNotice>
      )}
      {eventId !== null && !eventMissing && !datesValid && (
        <Notice tone="warning">Correct the dates above to see the agenda.</Notice>
      )}
      {eventId !== null && !eventMissing && datesValid && tasks.isPending && <LoadingState message="Building the agenda..." />}
      {eventId !== null && !eventMissing && tasks.isError && !tasks.data && (
        <RetryNotice retrying={tasks.isFetching} onRetry={() => void tasks.refetch()}>
          {`The event’s tasks could not be loaded: ${userMessage(tasks.error)}`}
        </RetryNotice>
      )}

      {agenda && tasks.data && !eventMissing && (
        <>
          {!tasks.data.complete && (
            <Notice tone="warning" className="mb-4">
              This event has more tasks than the agenda can read at once: only the first 10,000 are included.
            </Notice>
          )}
          {tasks.data.approximated > 0 && (
            <Notice className="mb-4">
              {`More than ${HISTORY_LOOKUP_LIMIT} tasks were completed or changed since the last meeting: for ${countLabel(tasks.data.approximated, 'task')} the day of its last change is taken as the day it was completed.`}
            </Notice>
          )}
          <div className="mb-4 flex flex-wrap items-center gap-2" role="toolbar" aria-label="Agenda actions">
            <Button onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              Print
            </Button>
            <Button variant="secondary" onClick={() => void copyMarkdown()}>
              {copy.kind === 'copied' ? <Check className="size-4" aria-hidden="true" /> : <ClipboardCopy className="size-4" aria-hidden="true" />}
              {copy.kind === 'copied' ? 'Copied' : 'Copy as Markdown'}
            </Button>
            <Button variant="secondary" disabled={!canEdit} onClick={() => setSending(true)}>
              <Mail className="size-4" aria-hidden="true" />
              Send to the team
            </Button>
            <p role="status" className="text-sm text-ink-muted">
              {copy.kind === 'copied' ? 'The agenda is copied as Markdown: paste it into a document, a chat or an issue.' : ''}
            </p>
          </div>
          {!canEdit && <p className="-mt-2 mb-4 text-sm text-ink-muted">Viewers can print and copy the agenda; an owner or editor sends it.</p>}
          {copy.kind === 'failed' && (
            <Notice tone="warning" className="mb-4" title="Copying is not available here">
              <p>The Markdown is selected below: press Ctrl+C (⌘C on a Mac) to copy it.</p>
              <textarea
                ref={markdownRef}
                readOnly
                aria-label="The agenda as Markdown"
                value={markdown}
                rows={8}
                className="mt-2 w-full rounded-lg border border-line-strong bg-surface p-2 font-mono text-xs text-ink"
              />
            </Notice>
          )}
          {agendaTaskCount(agenda) === 0 && (
            <Notice className="mb-4">
              {tasks.data.tasks.length === 0
                ? 'This event has no tasks yet: the agenda has only its open questions.'
                : 'None of the event’s tasks is overdue, due before the next meeting or completed since the last one.'}
            </Notice>
          )}
          <Card id={AGENDA_ID} className="p-5 sm:p-8" aria-label="Agenda" role="region">
            <AgendaDocument agenda={agenda} questions={questions} />
          </Card>
          {eventId !== null && (
            <SendToTeamDialog
              eventId={eventId}
              kind="agenda"
              subject={agendaTitle(agenda)}
              text={agendaText(agenda, questions)}
              open={sending}
              onOpenChange={setSending}
            />
          )}
        </>
      )}
    </>
  );
}
