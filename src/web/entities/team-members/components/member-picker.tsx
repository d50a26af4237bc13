import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Combobox, type ComboboxFieldProps, type ComboboxProps } from '../../../components/ui/combobox.tsx';
import { serverSearchProps, useSearchText } from '../../../components/ui/use-server-search.ts';
import {
  memberOptionLabel,
  memberOptionsQueryKeys,
  useMemberOptions,
  type MemberOption,
  type MemberScope,
} from '../api/get-member-options.ts';

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
  const search = useSearchText(props.defaultOpen, onOpenChange);
  const options = useMemberOptions(scope, search.q, { enabled: search.open });

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
      {...serverSearchProps<MemberPick>(search, options, 'team members')}
      emptyMessage={(text) => (text ? `No team members match “${text}”` : scope === 'all' ? 'No team members yet' : noMembersHint)}
    />
  );
}
