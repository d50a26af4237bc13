import { useQueryClient } from '@tanstack/react-query';
import { Combobox, type ComboboxFieldProps, type ComboboxProps } from '../../../components/ui/combobox.tsx';
import { serverSearchProps, useSearchText } from '../../../components/ui/use-server-search.ts';
import { eventOptionsQueryKeys, useEventOptions, type EventOption } from '../api/get-event-options.ts';

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
  const search = useSearchText(props.defaultOpen);
  const options = useEventOptions(search.q, { enabled: search.open, retry });

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
      {...serverSearchProps(search, options, 'events')}
      emptyMessage={(text) => (text ? `No events match “${text}”` : 'No events yet')}
    />
  );
}
