import type { InputHTMLAttributes } from 'react';
import { Search, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { Spinner } from './spinner.tsx';

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** A search is running: a spinner takes the clear button's place. */
  searching?: boolean;
  /** Offers a button that empties the box (on by default). */
  clearable?: boolean;
}

/** Finds a page's search box: the / shortcut focuses it. */
export const SEARCH_INPUT_SELECTOR = 'input[data-search-input]';

/**
 * The search box of a list: a magnifier, the text, and a clear button or a spinner. Other props
 * (an accessible name, a placeholder, or what Field passes) go to the input.
 */
export function SearchInput({ value, onChange, searching = false, clearable = true, className, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle" aria-hidden="true" />
      <Input
        {...props}
        type="search"
        data-search-input=""
        value={value}
        onChange={(change) => onChange(change.target.value)}
        className={cn('pl-9 [&::-webkit-search-cancel-button]:hidden', (searching || clearable) && 'pr-9')}
      />
      {searching ? (
        <Spinner className="absolute top-1/2 right-3 -translate-y-1/2 text-ink-subtle" label="Searching" />
      ) : (
        clearable &&
        value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-ink-subtle hover:bg-surface-muted hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )
      )}
    </div>
  );
}
