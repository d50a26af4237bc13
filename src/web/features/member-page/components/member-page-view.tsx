import { useEffect, useState, type ReactNode } from 'react';
import { CalendarDays, ChevronRight, PartyPopper } from 'lucide-react';
import type { MemberPage } from '../../../../domain/member-page.ts';
import type { MemberTaskGroups, MemberTaskStatus } from '../../../../domain/member-page-rules.ts';
import { countLabel, formatCount } from '../../../../domain/english-format.ts';
import { cn } from '../../../lib/cn.ts';
import type { MemberTasksState } from '../member-tasks-state.ts';
import { countdownSentence, eventCountdown, eventDays, type EventCountdown } from '../utils/member-page-display.ts';
import { MemberPageFrame } from './member-page-frame.tsx';
import { MemberTaskCard } from './member-task-card.tsx';

type OpenGroup = Exclude<keyof MemberTaskGroups<number>, 'completed'>;

const OPEN_GROUPS: { key: OpenGroup; title: string; tone?: string }[] = [
  { key: 'overdue', title: 'Overdue', tone: 'text-red-700 dark:text-red-400' },
  { key: 'thisWeek', title: 'This week' },
  { key: 'later', title: 'Later' },
  { key: 'noDate', title: 'No date' },
];

interface MemberPageViewProps {
  page: MemberPage;
  state: MemberTasksState;
  onChange: (taskId: number, status: MemberTaskStatus) => void;
}

/** The member's page: who and which event, the countdown to it, and their tasks by when they are due. */
export function MemberPageView({ page, state, onChange }: MemberPageViewProps) {
  const { member, event, today } = page;
  const countdown = eventCountdown(event, today);
  const openCount = OPEN_GROUPS.reduce((sum, group) => sum + state.placement[group.key].length, 0);
  const completedCount = state.placement.completed.length;

  useEffect(() => {
    document.title = `${member.name} · ${event.name} · Eventry`;
  }, [member.name, event.name]);

  const card = (id: number) => {
    const task = state.tasks[id]!;
    return (
      <li key={id}>
        <MemberTaskCard
          task={task}
          event={event}
          today={today}
          saving={id in state.saving}
          saved={id in state.saved}
          failure={state.failures[id]}
          onChange={(status) => onChange(id, status)}
        />
      </li>
    );
  };

  return (
    <MemberPageFrame>
      <div className="mt-4">
        <p className="text-sm font-medium text-ink-muted">Tasks for</p>
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{member.name}</h1>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-muted">
          <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <span className="font-semibold text-ink">{event.name}</span> · {eventDays(event)}
          </span>
        </p>
      </div>

      <Countdown countdown={countdown} />

      <p className="mt-6 text-sm text-ink-muted">
        {page.tasks.length === 0
          ? 'No tasks are assigned to you yet.'
          : `${countLabel(openCount, 'task')} to do, ${formatCount(completedCount)} completed. Tap a status to change it.`}
      </p>

      {OPEN_GROUPS.map(({ key, title, tone }) => {
        const ids = state.placement[key];
        if (ids.length === 0) return null;
        return (
          <TaskGroup key={key} id={`group-${key}`} title={title} count={ids.length} tone={tone}>
            <ul className="space-y-3">{ids.map(card)}</ul>
          </TaskGroup>
        );
      })}

      {openCount === 0 && completedCount > 0 && (
        <p className="mt-6 flex items-center gap-2 rounded-xl border border-line bg-surface p-4 text-sm text-ink">
          <PartyPopper className="size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
          Everything is done. Thank you!
        </p>
      )}

      {completedCount > 0 && <CompletedGroup count={completedCount}>{state.placement.completed.map(card)}</CompletedGroup>}
    </MemberPageFrame>
  );
}

/** The completed tasks, folded: a heading whose button shows or hides them (a disclosure). */
function CompletedGroup({ count, children }: { count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="group-completed" className="mt-8">
      <h2 id="group-completed" className="text-lg font-semibold text-ink">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="completed-tasks"
          onClick={() => setOpen((shown) => !shown)}
          className="-ml-1 flex min-h-11 w-full items-center gap-2 rounded-lg px-1 text-left hover:bg-surface-muted"
        >
          <ChevronRight className={cn('size-5 shrink-0 text-ink-subtle transition-transform motion-reduce:transition-none', open && 'rotate-90')} aria-hidden="true" />
          Completed <span className="text-sm font-normal text-ink-muted">({formatCount(count)})</span>
        </button>
      </h2>
      <ul id="completed-tasks" hidden={!open} className="mt-3 space-y-3">
        {children}
      </ul>
    </section>
  );
}

function TaskGroup({ id, title, count, tone, children }: { id: string; title: string; count: number; tone?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className={cn('mb-3 flex items-baseline gap-2 text-lg font-semibold text-ink', tone)}>
        {title} <span className="text-sm font-normal text-ink-muted">({formatCount(count)})</span>
      </h2>
      {children}
    </section>
  );
}

/** The days to the event's first day, as the dashboard shows its next event; on and after the event, a sentence. */
function Countdown({ countdown }: { countdown: EventCountdown }) {
  const sentence = countdownSentence(countdown);
  return (
    <div className="mt-5 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      {countdown.kind === 'before' ? (
        <p className="flex items-baseline gap-2">
          <span aria-hidden="true" className="text-4xl font-extrabold text-brand-600 tabular-nums dark:text-brand-300">
            {formatCount(countdown.days)}
          </span>
          <span aria-hidden="true" className="text-sm font-medium text-ink-muted">
            {countdown.days === 1 ? 'day to go' : 'days to go'}
          </span>
          <span className="sr-only">{sentence}</span>
        </p>
      ) : (
        <p className="text-lg font-semibold text-ink">{sentence}</p>
      )}
    </div>
  );
}
