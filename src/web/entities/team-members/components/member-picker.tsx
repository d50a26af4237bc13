import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Combobox, type ComboboxFieldProps, type ComboboxProps } from '../../../components/ui/combobox.tsx';
import { userMessage } from '../../../lib/api.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  memberOptionLabel,
  memberOptionsQueryKeys,
  useMemberOptions,
  type MemberOption,
  type MemberScope,
} from '../api/get-member-options.ts';

/** How long typing must pause before the server is asked. */
const SEARCH_DEBOUNCE_MS = 250;

/** A member as a picker needs one: from the options, or from a task's assignee. */
export type MemberChoice = Pick<MemberOption, 'id' | 'name' | 'code'> & Partial<Pick<MemberOption, 'eventId' | 'eventName'>>;

/** The filter's choice of tasks that nobody is assigned to. */
export const UNASSIGNED = 'unassigned';
export type MemberPick = MemberChoice | typeof UNASSIGNED;

export const NO_MEMBERS_MESSAGE = 'No team members assigned to this event';

export interface MemberPickerProps extends ComboboxFieldProps, Pick<ComboboxProps<MemberPick>, 'value' | 'onChange' | 'nullOption' | 'onOpenChange'> {
  /** Whose members are offered: one event's, or every event's ('all'). */
  scope: MemberScope;
  /** Also offers 'Unassigned' as a choice of its own (the task filter). */
  offerUnassigned?: boolean;
  /** What the list says when the event has no members at all; NO_MEMBERS_MESSAGE unless given. */
  noMembersHint?: ReactNode;
}

const labelOf = (pick: MemberPick) => (pick === UNASSIGNED ? 'Unassigned' : memberOptionLabel(pick));

/**
 * Picks a team member, searching the server (name or user ID) as the user types: any number of
 * members, and nothing is loaded until the list is opened. With every event in scope, each option
 * also names the member's event.
 */
export function MemberPicker({ scope, value, onChange, onOpenChange, offerUnassigned = false, noMembersHint = NO_MEMBERS_MESSAGE, ...props }: MemberPickerProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const options = useMemberOptions(scope, q, { enabled: open });
  const pages = options.data?.pages;

  return (
    <Combobox<MemberPick>
      {...props}
      listLabel="Team members"
      value={value}
      onChange={(member) => {
        if (member && member !== UNASSIGNED && member.eventId !== undefined && member.eventName !== undefined) {
          queryClient.setQueryData(memberOptionsQueryKeys.one(member.id), member as MemberOption);
        }
        onChange(member);
      }}
      getKey={(pick) => (pick === UNASSIGNED ? UNASSIGNED : pick.id)}
      getLabel={labelOf}
      renderOption={
        scope === 'all'
          ? (pick) =>
              pick === UNASSIGNED ? (
                'Unassigned'
              ) : (
                <>
                  <span className="block">{memberOptionLabel(pick)}</span>
                  <span className="block text-xs text-ink-muted">{pick.eventName}</span>
                </>
              )
          : undefined
      }
      leadingItems={offerUnassigned ? [UNASSIGNED] : []}
      items={pages?.flatMap((page) => page.items) ?? []}
      total={pages?.[0]?.total}
      onSearchChange={setSearch}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      searching={search !== q || (options.isFetching && options.isPlaceholderData)}
      loading={open && options.isPending}
      error={options.isError && !pages ? `Could not load the team members: ${userMessage(options.error)}` : null}
      hasMore={options.hasNextPage}
      loadingMore={options.isFetchingNextPage}
      onLoadMore={() => void options.fetchNextPage()}
      emptyMessage={(text) => (text ? `No team members match “${text}”` : scope === 'all' ? 'No team members yet' : noMembersHint)}
    />
  );
}
