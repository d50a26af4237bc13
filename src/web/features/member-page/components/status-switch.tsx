import { Check, Circle, CircleDot } from 'lucide-react';
import { MEMBER_TASK_STATUSES, type MemberTaskStatus } from '../../../../domain/member-page-rules.ts';
import { TASK_STATUS_LABELS, type TaskStatus } from '../../../../domain/task-rules.ts';
import { cn } from '../../../lib/cn.ts';

const ICONS = { todo: Circle, inprogress: CircleDot, completed: Check } as const;

/** Each status pressed in its own colour; white text on each keeps 4.5:1 in light and dark. */
const PRESSED: Record<MemberTaskStatus, string> = {
  todo: 'bg-slate-700 text-white dark:bg-slate-600',
  inprogress: 'bg-sky-700 text-white',
  completed: 'bg-emerald-700 text-white',
};

interface StatusSwitchProps {
  /** What the buttons set the status of: "Status of Book the venue". */
  label: string;
  status: TaskStatus;
  /** While a change is being saved: another tap waits for it (the buttons stay focusable). */
  busy: boolean;
  onChange: (status: MemberTaskStatus) => void;
}

/** To Do, In Progress, Completed: three buttons, the current one pressed; one tap changes the status. */
export function StatusSwitch({ label, status, busy, onChange }: StatusSwitchProps) {
  return (
    <div role="group" aria-label={label} aria-busy={busy || undefined} className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-surface-muted p-1">
      {MEMBER_TASK_STATUSES.map((option) => {
        const pressed = option === status;
        const Icon = ICONS[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onChange(option)}
            className={cn(
              'flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium transition-colors',
              pressed ? PRESSED[option] : 'text-ink-muted hover:bg-surface hover:text-ink',
              busy && !pressed && 'cursor-wait',
            )}
          >
            {/* On a phone the three labels alone fill the width, each on one line. */}
            <Icon className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
            <span className="whitespace-nowrap">{TASK_STATUS_LABELS[option]}</span>
          </button>
        );
      })}
    </div>
  );
}
