import { useState } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { userMessage } from '../../lib/api.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import type { ComboboxProps } from './combobox.tsx';

/** How long typing must pause before the server is asked. */
export const OPTION_SEARCH_DEBOUNCE_MS = 250;

export interface SearchText {
  /** The text to ask the server for: what was typed, once typing paused. */
  q: string;
  /** Whether the list is open: nothing is asked until it is. */
  open: boolean;
  typed: string;
  setTyped: (text: string) => void;
  setOpen: (open: boolean) => void;
}

/** What a picker that searches the server types and whether its list is open. */
export function useSearchText(defaultOpen = false, onOpenChange?: (open: boolean) => void): SearchText {
  const [open, setOpen] = useState(defaultOpen);
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed, OPTION_SEARCH_DEBOUNCE_MS);
  return {
    q,
    open,
    typed,
    setTyped,
    setOpen: (next) => {
      setOpen(next);
      onOpenChange?.(next);
    },
  };
}

type OptionPages<T> = UseInfiniteQueryResult<InfiniteData<{ items: T[]; total: number }>>;

/** The part of a combobox's props that a server search decides. */
export type ServerSearchProps<T> = Pick<
  ComboboxProps<T>,
  'items' | 'total' | 'onSearchChange' | 'onOpenChange' | 'searching' | 'loading' | 'error' | 'hasMore' | 'loadingMore' | 'onLoadMore'
>;

/**
 * A picker's options found on the server, page by page, for the text typed: while a newer search
 * runs the list says so; `noun` names them in the message when they cannot be loaded ('events').
 */
export function serverSearchProps<T>(search: SearchText, options: OptionPages<T>, noun: string): ServerSearchProps<T> {
  const pages = options.data?.pages;
  return {
    items: pages?.flatMap((page) => page.items) ?? [],
    total: pages?.[0]?.total,
    onSearchChange: search.setTyped,
    onOpenChange: search.setOpen,
    searching: search.typed !== search.q || (options.isFetching && options.isPlaceholderData),
    loading: search.open && options.isPending,
    error: options.isError && !pages ? `Could not load the ${noun}: ${userMessage(options.error)}` : null,
    hasMore: options.hasNextPage,
    loadingMore: options.isFetchingNextPage,
    onLoadMore: () => void options.fetchNextPage(),
  };
}
