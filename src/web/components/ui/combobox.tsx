import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref, type RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';
import { formatCount } from '../../../domain/english-format.ts';

/** Options the arrow keys get within reach of the end before the next page is asked for. */
const LOAD_MORE_AHEAD = 5;

/**
 * What a page passes to a picker built on the combobox (EventPicker, MemberPicker) besides its
 * value: naming, form wiring, look.
 */
export interface ComboboxFieldProps {
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  ref?: Ref<HTMLInputElement>;
  name?: string;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  /** 'sm' fits a table row. */
  size?: 'md' | 'sm';
  className?: string;
  /** Takes focus when it mounts: it replaces a stand-in the user just moved to. */
  autoFocus?: boolean;
  /** Mounts with its list open (`onOpenChange` is not called for it): it replaces a stand-in the user just pressed. */
  defaultOpen?: boolean;
}

export interface ComboboxProps<T> extends ComboboxFieldProps {
  /** Names the list of options for assistive technology ("Events"). */
  listLabel: string;
  /** The chosen option; null for none, undefined while its name is still being looked up. */
  value: T | null | undefined;
  onChange: (value: T | null) => void;
  getKey: (item: T) => string | number;
  /** The text of an option, and of the box once it is chosen. */
  getLabel: (item: T) => string;
  /** An option's content in the list, when it says more than its label. */
  renderOption?: (item: T) => ReactNode;
  /**
   * Choosing nothing, offered first while nothing is typed: the spec's 'Filter by Event', or
   * 'Unassigned'. It is also the box's placeholder unless `placeholder` says otherwise.
   */
  nullOption?: string;
  /** A few fixed choices offered before the results (filtered by the typed text here). */
  leadingItems?: readonly T[];
  /** The results for the text typed, as the server found them. */
  items: readonly T[];
  /** The text typed to search by ('' when the list opens or closes). */
  onSearchChange: (text: string) => void;
  onOpenChange?: (open: boolean) => void;
  /** The results shown are for an earlier text: new ones are on the way. */
  searching?: boolean;
  /** Nothing to show yet. */
  loading?: boolean;
  /** Why the results could not be loaded. */
  error?: string | null;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** How many results the server has for the text (more than `items` when paged). */
  total?: number;
  /** What the list says when nothing matches the text typed (a sentence, which may hold a link). */
  emptyMessage?: (text: string) => ReactNode;
}

type Entry<T> = { key: string; item: T | null };

/**
 * An editable combobox (the WAI-ARIA pattern "list autocomplete"): type to search, arrows to move
 * through the options, Enter to choose, Escape to close; the list pages in as it is scrolled.
 * Focus stays in the box throughout; the list is a Radix popover, mounted only while open and
 * positioned fixed so no scrolling parent clips it, and Escape inside a dialog closes the list, not
 * the dialog.
 */
export function Combobox<T>({
  id,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
  name,
  onBlur,
  listLabel,
  value,
  onChange,
  getKey,
  getLabel,
  renderOption,
  nullOption,
  leadingItems = [],
  items,
  placeholder,
  onSearchChange,
  onOpenChange,
  searching = false,
  loading = false,
  error = null,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  total,
  emptyMessage = (text) => (text ? `Nothing matches “${text}”` : 'Nothing to choose from'),
  disabled = false,
  size = 'md',
  className,
  autoFocus = false,
  defaultOpen = false,
}: ComboboxProps<T>) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const anchorRef = useRef<HTMLDivElement>(null);

  const [open, setOpen] = useState(defaultOpen && !disabled);
  /** What the user typed since the list opened; null shows the chosen option's label. */
  const [text, setText] = useState<string | null>(null);
  /** The option the arrow keys or the pointer moved to, for the text it was moved at. */
  const [moved, setMoved] = useState<{ index: number; text: string } | null>(null);
  /** Opened with an arrow key: an option is active from the start, as the pattern asks. */
  const [openedByKey, setOpenedByKey] = useState(false);

  const typed = (text ?? '').trim();
  const needle = typed.toLowerCase();
  const keyOf = (item: T) => `item:${getKey(item)}`;
  const entries: Entry<T>[] = [
    ...(nullOption && needle === '' ? [{ key: 'none', item: null }] : []),
    ...leadingItems.filter((item) => needle === '' || getLabel(item).toLowerCase().includes(needle)).map((item) => ({ key: keyOf(item), item })),
    ...items.map((item) => ({ key: keyOf(item), item })),
  ];
  const chosenKey = value === null ? 'none' : value === undefined ? null : keyOf(value);

  let active = -1;
  if (open && entries.length > 0) {
    if (moved && moved.text === (text ?? '')) active = Math.min(moved.index, entries.length - 1);
    else if (text === null) {
      const chosenIndex = entries.findIndex((entry) => entry.key === chosenKey);
      active = chosenIndex >= 0 || !openedByKey ? chosenIndex : 0;
    }
    else if (typed !== '' && !searching) active = 0;
  }

  const setInputRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const show = (byKey = false) => {
    if (disabled || open) return;
    setOpen(true);
    setMoved(null);
    setOpenedByKey(byKey);
    onOpenChange?.(true);
  };
  const hide = () => {
    setOpen(false);
    setMoved(null);
    if (text !== null) {
      setText(null);
      onSearchChange('');
    }
    if (open) onOpenChange?.(false);
  };
  const choose = (entry: Entry<T>) => {
    onChange(entry.item);
    hide();
  };
  const moveTo = (index: number) => {
    if (entries.length === 0) return;
    const next = Math.max(0, Math.min(index, entries.length - 1));
    setMoved({ index: next, text: text ?? '' });
    if (hasMore && !loadingMore && next >= entries.length - LOAD_MORE_AHEAD) onLoadMore?.();
  };

  // Replacing a stand-in that was pressed: the text is selected, as a click on an open box leaves it.
  const selectOnMount = useRef(autoFocus && open);
  useEffect(() => {
    if (selectOnMount.current) inputRef.current?.select();
  }, []);

  const activeId = active >= 0 ? optionId(active) : undefined;
  // Keeps the active option in sight as the arrow keys move through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) show(!event.altKey);
        else if (!event.altKey) moveTo(active < 0 ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) show(true);
        else if (event.altKey) hide();
        else moveTo(active < 0 ? entries.length - 1 : active - 1);
        break;
      case 'PageDown':
        if (open) {
          event.preventDefault();
          moveTo(active + 10);
        }
        break;
      case 'PageUp':
        if (open) {
          event.preventDefault();
          moveTo(active - 10);
        }
        break;
      case 'Enter':
        if (!open) break;
        // Never submits the form while the list is open.
        event.preventDefault();
        if (active >= 0) choose(entries[active]!);
        break;
      case 'Escape':
        if (open || text !== null) {
          event.preventDefault();
          event.stopPropagation();
          hide();
        }
        break;
      case 'Tab':
        if (open) hide();
        break;
    }
  };

  const shown = items.length;
  let status: ReactNode = null;
  if (error) status = error;
  else if (loading) status = 'Loading…';
  else if (searching) status = 'Searching…';
  else if (shown === 0) status = emptyMessage(typed);
  else if (loadingMore) status = 'Loading more…';
  else if (total !== undefined && total > shown) {
    status = `Showing ${formatCount(shown)} of ${formatCount(total)}: type to narrow the list`;
  }

  const displayed = text ?? (value ? getLabel(value) : '');

  return (
    <div ref={anchorRef} className={cn('relative', className)}>
      <input
        ref={setInputRef}
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        aria-invalid={ariaInvalid}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={activeId}
        aria-busy={value === undefined || undefined}
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        disabled={disabled}
        value={displayed}
        placeholder={value === undefined ? 'Loading…' : (placeholder ?? nullOption)}
        onChange={(event) => {
          setText(event.target.value);
          setMoved(null);
          onSearchChange(event.target.value.trim());
          show();
        }}
        onClick={() => {
          if (open) return;
          show();
          inputRef.current?.select();
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          onBlur?.();
          hide();
        }}
        className={comboboxInputClass(size)}
      />
      <ComboboxChevron open={open} />
      {/* Only while open: a closed box is an input and an icon. Rendered in place, not in a portal: it
          stays in the page's landmarks, and inside a dialog it is part of the dialog. */}
      {open && (
        <Popover.Root open onOpenChange={(next) => !next && hide()}>
          <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLDivElement>} />
          <Popover.Content
            role={undefined}
            side="bottom"
            align="start"
            sideOffset={4}
            collisionPadding={8}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => {
              const target = event.target as Node;
              // The box itself is outside the list: a click there keeps the list open. So does the
              // focus of an element already gone from the page: the stand-in this box replaced.
              if (anchorRef.current?.contains(target) || !target.isConnected) event.preventDefault();
            }}
            // The box keeps focus: a press in the list (an option, the scroll bar) must not take it.
            onMouseDown={(event) => event.preventDefault()}
            className={cn(
              'z-50 flex w-(--radix-popover-trigger-width) max-w-[calc(100vw-1rem)] min-w-64 flex-col overflow-hidden',
              'max-h-[min(22rem,var(--radix-popover-content-available-height))] rounded-lg border border-line bg-surface text-sm text-ink shadow-lg',
            )}
          >
            <ul
              id={listboxId}
              role="listbox"
              aria-label={listLabel}
              aria-busy={loading || searching || undefined}
              className={cn('min-h-0 flex-1 overflow-y-auto p-1', searching && 'opacity-60')}
              onScroll={(event) => {
                const list = event.currentTarget;
                if (hasMore && !loadingMore && list.scrollTop + list.clientHeight >= list.scrollHeight - 48) onLoadMore?.();
              }}
            >
              {entries.map((entry, index) => {
                const chosen = entry.key === chosenKey;
                return (
                  <li
                    key={entry.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    onMouseMove={() => index !== active && setMoved({ index, text: text ?? '' })}
                    onClick={() => choose(entry)}
                    className={cn(
                      'flex cursor-default items-center gap-2 rounded-md py-2 pr-2.5 pl-2 select-none',
                      index === active && 'bg-surface-muted',
                      entry.item === null && 'text-ink-muted',
                    )}
                  >
                    <Check className={cn('size-4 shrink-0 text-brand-600 dark:text-brand-300', !chosen && 'invisible')} aria-hidden="true" />
                    <span className="min-w-0 flex-1 break-words">
                      {entry.item === null ? nullOption : (renderOption?.(entry.item) ?? getLabel(entry.item))}
                    </span>
                  </li>
                );
              })}
            </ul>
            <div
              role="status"
              className={cn(
                'flex items-center gap-2 px-3 text-xs text-ink-muted',
                status && 'border-t border-line py-2',
                error && 'text-red-700 dark:text-red-400',
              )}
            >
              {(loading || searching || loadingMore) && !error && <Spinner className="size-3.5" />}
              {status}
            </div>
          </Popover.Content>
        </Popover.Root>
      )}
    </div>
  );
}

function comboboxInputClass(size: 'md' | 'sm') {
  return cn(
    size === 'sm' ? 'h-9' : 'h-10',
    'w-full truncate rounded-lg border border-line-strong bg-surface pr-9 pl-3 text-sm text-ink shadow-xs',
    'placeholder:text-ink-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/30',
  );
}

function ComboboxChevron({ open = false }: { open?: boolean }) {
  return (
    <ChevronDown
      className={cn('pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle transition-transform', open && 'rotate-180')}
      aria-hidden="true"
    />
  );
}

export interface ComboboxStandInProps extends Pick<ComboboxFieldProps, 'id' | 'aria-label' | 'aria-describedby' | 'disabled' | 'size' | 'className'> {
  /** The chosen option's label, '' for none. */
  label: string;
  placeholder?: string;
  /**
   * The user moved to the box: render the live combobox in its place, with `autoFocus`, and with
   * `defaultOpen` when `pressed` (a pointer pressed it).
   */
  onActivate: (pressed: boolean) => void;
}

/**
 * A closed combobox as a read-only input, for lists with one in every row (the tasks table): the
 * same look, name and value, and none of the live one's state or queries. The first focus, by
 * pointer or keyboard, hands over to the live combobox, which takes the focus (and opens when pressed).
 */
export function ComboboxStandIn({ id, label, placeholder, disabled = false, size = 'md', className, onActivate, ...aria }: ComboboxStandInProps) {
  const pressed = useRef(false);
  return (
    <div className={cn('relative', className)}>
      <input
        {...aria}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        readOnly
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={label}
        placeholder={placeholder}
        onPointerDown={(event) => {
          pressed.current = event.button === 0;
        }}
        onFocus={() => {
          onActivate(pressed.current);
          pressed.current = false;
        }}
        className={comboboxInputClass(size)}
      />
      <ComboboxChevron />
    </div>
  );
}
