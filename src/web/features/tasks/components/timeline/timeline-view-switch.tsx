import { useId } from 'react';
import { CalendarRange, Table2 } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';
import type { TaskView } from '../../hooks/use-task-filters.ts';

const OPTIONS = [
  { value: 'table', label: 'Table', icon: Table2 },
  { value: 'timeline', label: 'Timeline', icon: CalendarRange },
] as const;

export const TIMELINE_NEEDS_EVENT = 'Choose an event to see its timeline';

interface TimelineViewSwitchProps {
  view: TaskView;
  onChange: (view: TaskView) => void;
  /** Whether an event is chosen: without one the timeline cannot be shown, and the switch says why. */
  eventChosen: boolean;
}

/**
 * Table or Timeline. Without an event the Timeline button stays in the tab order (aria-disabled,
 * not disabled) so that the reason it is off is read out with it.
 */
export function TimelineViewSwitch({ view, onChange, eventChosen }: TimelineViewSwitchProps) {
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div role="group" aria-label="View" className="flex h-10 shrink-0 rounded-lg border border-line-strong bg-surface-muted p-0.5">
        {OPTIONS.map(({ value, label, icon: Icon }) => {
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
                'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
                pressed ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
                unavailable && 'cursor-not-allowed opacity-60 hover:text-ink-muted',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
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
