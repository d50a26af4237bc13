import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { CalendarDate } from '../../../../domain/calendar-dates.ts';
import type { EventDates } from '../../../../domain/countdown.ts';
import type { MemberPageTask, MemberTaskStatus } from '../../../../domain/member-page-rules.ts';
import { taskPriorityLabel, taskStatusLabel, taskTitleLabel, type TaskPriority } from '../../../../domain/task-rules.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { dueText, taskCountdownChip } from '../utils/member-page-display.ts';
import { StatusSwitch } from './status-switch.tsx';

const PRIORITY_TONES: Record<TaskPriority, BadgeTone> = { high: 'danger', medium: 'warning', low: 'success' };

interface MemberTaskCardProps {
  task: MemberPageTask;
  event: EventDates;
  today: CalendarDate;
  saving: boolean;
  saved: boolean;
  failure: string | undefined;
  onChange: (status: MemberTaskStatus) => void;
}

/** One task: its title, due day and `T-` chip, priority, description, and its status to change with one tap. */
export function MemberTaskCard({ task, event, today, saving, saved, failure, onChange }: MemberTaskCardProps) {
  const title = taskTitleLabel(task.title);
  const due = dueText(task, today);
  const chip = taskCountdownChip(task, event);
  const done = task.status === 'completed';
  const titleId = `task-${task.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start gap-2">
        {done && <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />}
        <h3 id={titleId} className="min-w-0 flex-1 text-base font-semibold break-words text-ink">
          {title}
        </h3>
      </div>

      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
        <span className={cn(due.late ? 'font-medium text-red-700 dark:text-red-400' : 'text-ink-muted')}>
          {task.dueDate ? <time dateTime={task.dueDate}>{due.date}</time> : due.date}
          {due.relative && <> · {due.relative}</>}
        </span>
        {chip && (
          <Badge tone="brand" title={chip.spoken}>
            <span aria-hidden="true">{chip.label}</span>
            <span className="sr-only">{chip.spoken}</span>
          </Badge>
        )}
        <Badge tone={PRIORITY_TONES[task.priority]}>{`${taskPriorityLabel(task.priority)} priority`}</Badge>
        {task.status === 'overdue' && <Badge tone="danger">{taskStatusLabel('overdue')}</Badge>}
      </div>

      {task.description.trim() && <p className="mt-3 text-sm break-words whitespace-pre-line text-ink-muted">{task.description.trim()}</p>}

      <div className="mt-4">
        <StatusSwitch label={`Status of ${title}`} status={task.status} busy={saving} onChange={onChange} />
      </div>

      <p role="status" className={cn('flex items-center gap-1.5 text-sm text-ink-muted', (saving || saved) && 'mt-2')}>
        {saving && (
          <>
            <Spinner /> Saving…
          </>
        )}
        {saved && !saving && (
          <>
            <CheckCircle2 className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            <span>
              Saved<span className="sr-only">{`: ${title} is ${taskStatusLabel(task.status)}`}</span>
            </span>
          </>
        )}
      </p>
      {failure && (
        <p role="alert" className="mt-2 flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{failure}</span>
        </p>
      )}
    </article>
  );
}
