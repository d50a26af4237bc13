import { GENIE_MOOD_HINTS, GENIE_MOOD_LABELS, GENIE_MOODS, type GenieMood } from '../../../../domain/event-genie-rules.ts';
import { cn } from '../../../lib/cn.ts';

/** The six moods as one group of radio buttons: arrow keys move between them, as in any radio group. */
export function MoodPicker({ value, onChange }: { value: GenieMood | null; onChange: (mood: GenieMood) => void }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">Mood</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {GENIE_MOODS.map((mood) => (
          <label
            key={mood}
            className={cn(
              'flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-surface',
              value === mood ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/30' : 'border-line-strong bg-surface hover:bg-surface-muted',
            )}
          >
            <span className="flex items-center gap-2">
              <input type="radio" name="genie-mood" value={mood} checked={value === mood} onChange={() => onChange(mood)} className="size-4 accent-brand-600" />
              <span className="font-medium text-ink">{GENIE_MOOD_LABELS[mood]}</span>
            </span>
            <span className="mt-0.5 pl-6 text-xs text-ink-muted">{GENIE_MOOD_HINTS[mood]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
