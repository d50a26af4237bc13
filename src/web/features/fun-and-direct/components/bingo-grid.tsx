import { useRef, useState, type KeyboardEvent } from 'react';
import { Check } from 'lucide-react';
import type { BingoCard } from '../../../../domain/bingo.ts';
import { cn } from '../../../lib/cn.ts';

interface BingoGridProps {
  card: BingoCard;
  title: string;
  marked: ReadonlySet<number>;
  /** Squares of a completed line, shown as such. */
  inLine: ReadonlySet<number>;
  onToggle: (index: number) => void;
}

const wordSize = { 3: 'text-base sm:text-xl', 4: 'text-sm sm:text-base', 5: 'text-[0.7rem] leading-tight sm:text-sm' } as const;

/**
 * The card as a grid: each square a toggle button (aria-pressed); one square in the tab order, the
 * arrow keys move between squares, Home and End to the ends of a row, Ctrl+Home and Ctrl+End to the corners.
 */
export function BingoGrid({ card, title, marked, inLine, onToggle }: BingoGridProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const size = card.size;
  const current = Math.min(active, card.cells.length - 1);

  const move = (index: number) => {
    setActive(index);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const row = Math.floor(index / size);
    const column = index % size;
    const targets: Record<string, number> = {
      ArrowRight: row * size + Math.min(column + 1, size - 1),
      ArrowLeft: row * size + Math.max(column - 1, 0),
      ArrowDown: Math.min(row + 1, size - 1) * size + column,
      ArrowUp: Math.max(row - 1, 0) * size + column,
      Home: event.ctrlKey ? 0 : row * size,
      End: event.ctrlKey ? size * size - 1 : row * size + size - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  const rows = Array.from({ length: size }, (_, row) => card.cells.slice(row * size, row * size + size));

  return (
    <div role="grid" aria-label={`${title}: bingo card`} className="grid gap-1.5 sm:gap-2">
      {rows.map((cells, row) => (
        <div role="row" key={row} className="grid gap-1.5 sm:gap-2" style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}>
          {cells.map((word, column) => {
            const index = row * size + column;
            const free = word === null;
            const on = free || marked.has(index);
            const lined = inLine.has(index);
            return (
              <div role="gridcell" key={index} className="aspect-square">
                <button
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  type="button"
                  tabIndex={index === current ? 0 : -1}
                  aria-pressed={on}
                  aria-disabled={free || undefined}
                  onClick={() => {
                    setActive(index);
                    if (!free) onToggle(index);
                  }}
                  onFocus={() => setActive(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  className={cn(
                    'relative flex size-full touch-manipulation items-center justify-center rounded-lg border-2 p-1 text-center font-semibold break-words hyphens-auto transition-colors select-none sm:p-2',
                    '[overflow-wrap:anywhere]',
                    wordSize[size],
                    free
                      ? 'cursor-default border-brand-300 bg-brand-100 text-brand-800 dark:border-brand-700 dark:bg-brand-900/60 dark:text-brand-100'
                      : on
                        ? lined
                          ? 'border-emerald-800 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-800'
                          : 'border-brand-700 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-700'
                        : 'border-line-strong bg-surface text-ink hover:border-brand-400 hover:bg-brand-50 dark:hover:bg-brand-900/30',
                  )}
                >
                  {free ? <span className="uppercase">Free</span> : word}
                  {on && !free && <Check className="absolute top-1 right-1 size-3 opacity-90 sm:size-4" aria-hidden="true" />}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
