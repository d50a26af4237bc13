import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Combobox, type ComboboxFieldProps, type ComboboxProps } from '../../../components/ui/combobox.tsx';
import { userMessage } from '../../../lib/api.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { eventOptionsQueryKeys, useEventOptions, type EventOption } from '../api/get-event-options.ts';

/** How long typing must pause before the server is asked. */
export const OPTION_SEARCH_DEBOUNCE_MS = 250;

export interface EventPickerProps extends ComboboxFieldProps, Pick<ComboboxProps<EventOption>, 'value' | 'onChange' | 'nullOption'> {
  /** False where the page counts the attempts itself. */
  retry?: false;
}

/**
 * Picks one of the account's events, searching the server as the user types: any number of events,
 * and nothing is loaded until the list is opened.
 */
export function EventPicker({ value, onChange, retry, ...props }: EventPickerProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, OPTION_SEARCH_DEBOUNCE_MS);
  const options = useEventOptions(q, { enabled: open, retry });
  const pages = options.data?.pages;

  return (
    <Combobox
      {...props}
      listLabel="Events"
      value={value}
      onChange={(event) => {
        // A chosen event's name is known from now on, wherever its id is looked up.
        if (event) queryClient.setQueryData(eventOptionsQueryKeys.one(event.id), event);
        onChange(event);
      }}
      getKey={(event) => event.id}
      getLabel={(event) => event.name}
      items={pages?.flatMap((page) => page.items) ?? []}
      total={pages?.[0]?.total}
      onSearchChange={setSearch}
      onOpenChange={setOpen}
      searching={search !== q || (options.isFetching && options.isPlaceholderData)}
      loading={open && options.isPending}
      error={options.isError && !pages ? `Could not load the events: ${userMessage(options.error)}` : null}
      hasMore={options.hasNextPage}
      loadingMore={options.isFetchingNextPage}
      onLoadMore={() => void options.fetchNextPage()}
      emptyMessage={(text) => (text ? `No events match “${text}”` : 'No events yet')}
    />
  );
}
