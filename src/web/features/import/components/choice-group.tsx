import { useId } from 'react';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  hint?: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  disabled?: boolean;
  onChange: (value: T) => void;
}

/** Radio buttons in a fieldset: arrow keys move between them. */
export function ChoiceGroup<T extends string>({ legend, hint, choices, value, disabled, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="space-y-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-xs text-ink-subtle">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-brand-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
