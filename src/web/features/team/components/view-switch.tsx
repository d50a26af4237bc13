import { LayoutGrid, Table2 } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { TeamView } from '../use-team-view.ts';

const OPTIONS = [
  { value: 'cards', label: 'Cards', icon: LayoutGrid },
  { value: 'table', label: 'Table', icon: Table2 },
] as const;

export function ViewSwitch({ view, onChange }: { view: TeamView; onChange: (view: TeamView) => void }) {
  return (
    <div role="group" aria-label="View" className="flex h-10 shrink-0 rounded-lg border border-line-strong bg-surface-muted p-0.5">
      {OPTIONS.map(({ value, label, icon: Icon }) => {
        const pressed = view === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(value)}
            className={cn(
              'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
              pressed ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
