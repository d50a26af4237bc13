import { useId } from 'react';
import { CalendarDays, CalendarRange, SquareKanban, Table2 } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { TaskView } from '../hooks/use-task-filters.ts';

export const TASK_VIEW_OPTIONS = [
  { value: 'table', label: 'Table', icon: Table2 },
  { value: 'timeline', label: 'Timeline', icon: CalendarRange },
  { value: 'board', label: 'Board', icon: SquareKanban },
  { value: 'calendar', label: 'Calendar', icon: CalendarDays },
] as const satisfies readonly { value: TaskView; label: string; icon: unknown }[];

export const TIMELINE_NEEDS_EVENT = 'Choose an event to see its timeline';

interface TaskViewSwitchProps {
  /** The view shown. */
  view: TaskView;
  onChange: (view: TaskView) => void;
  /** Whether an event is chosen: without one the timeline cannot be shown, and the switch says why. */
  eventChosen: boolean;
}

/**
 * Table, Timeline, Board or Calendar: toggle buttons, the one shown pressed. Without an event the
 * Timeline button stays in the tab order (aria-disabled, not disabled) so that the reason it is off
 * is read out with it.
 */
export function TaskViewSwitch({ view, onChange, eventChosen }: TaskViewSwitchProps) {
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div role="group" aria-label="View" className="flex h-10 shrink-0 rounded-lg border border-line-strong bg-surface-muted p-0.5">
        {TASK_VIEW_OPTIONS.map(({ value, label, icon: Icon }) => {
          const unavailable = value === 'timeline' && !eventChosen;
          const pressed = !unavailable && view === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              aria-disabled={unavailable || undefined}
              aria-describedby={unavailable ? hintId : undefined}
              onClick={() => {
                if (!unavailable && !pressed) onChange(value);
              }}
              className={cn(
                'inline-flex flex-1 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors sm:gap-1.5 sm:px-3',
                pressed ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
                unavailable && 'cursor-not-allowed opacity-60 hover:text-ink-muted',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </button>
          );
        })}
      </div>
      {!eventChosen && (
        <p id={hintId} className="text-sm text-ink-muted">
          {TIMELINE_NEEDS_EVENT}
        </p>
      )}
    </div>
  );
}
