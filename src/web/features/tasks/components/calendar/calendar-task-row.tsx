import { taskTitleLabel } from '../../../../../domain/task-rules.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { cn } from '../../../../lib/cn.ts';
import { PRIORITY_TONES, STATUS_TONES } from '../../utils/task-display.ts';
import { taskPriorityLabel, taskStatusLabel } from '../../../../../domain/task-rules.ts';
import { CountdownBadge } from '../countdown-badge.tsx';
import { PRIORITY_EDGES } from './calendar-task-chip.tsx';

/**
 * A task in a day's list (the day dialog, the phone's agenda), with its status, priority and
 * countdown: for an editor a button that opens it, for a viewer the same facts as text.
 */
export function CalendarTaskRow({ task, onOpen }: { task: Task; onOpen?: (task: Task) => void }) {
  const Row = onOpen ? 'button' : 'div';
  return (
    <li className={cn('rounded-lg border border-l-4 border-line bg-surface', PRIORITY_EDGES[task.priority])}>
      <Row
        {...(onOpen ? { type: 'button' as const, onClick: () => onOpen(task) } : {})}
        className={cn(
          'flex w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-lg px-3 py-2 text-left',
          onOpen && 'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus',
        )}
      >
        <span className={cn('min-w-0 flex-1 basis-40 font-medium break-words text-ink', task.status === 'completed' && 'line-through decoration-ink-subtle')}>
          {taskTitleLabel(task.title)}
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          {task.countdown && <CountdownBadge countdown={task.countdown} className="tabular-nums" />}
          <Badge tone={STATUS_TONES[task.status]}>{taskStatusLabel(task.status)}</Badge>
          <Badge tone={PRIORITY_TONES[task.priority]}>
            {taskPriorityLabel(task.priority)}
            <span className="sr-only"> priority</span>
          </Badge>
        </span>
      </Row>
    </li>
  );
}
