import { Search, X } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '../../../../domain/common.ts';
import { TASK_STATUSES, TASK_STATUS_LABELS } from '../../../../domain/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { EventOption } from '../api/get-event-options.ts';
import type { MemberOption } from '../api/get-event-members.ts';
import type { TaskFilterChanges, TaskFilterValues } from '../hooks/use-task-filters.ts';
import { memberOptionLabel } from '../utils/task-display.ts';

interface TasksFilterBarProps {
  search: string;
  onSearch: (text: string) => void;
  searching: boolean;
  filters: TaskFilterValues;
  onChange: (changes: TaskFilterChanges) => void;
  events: EventOption[] | undefined;
  members: MemberOption[] | undefined;
  membersLoading: boolean;
}

/** Members grouped by event, for the member filter when no event is chosen. */
function groupByEvent(members: MemberOption[], events: EventOption[] | undefined) {
  const names = new Map(events?.map((event) => [event.id, event.name]));
  const groups = new Map<number, MemberOption[]>();
  for (const member of members) groups.set(member.eventId, [...(groups.get(member.eventId) ?? []), member]);
  return [...groups.entries()]
    .map(([eventId, list]) => ({ eventId, name: names.get(eventId) ?? 'Other event', members: list }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

export function TasksFilterBar({ search, onSearch, searching, filters, onChange, events, members, membersLoading }: TasksFilterBarProps) {
  const memberValue = filters.member === null ? '' : String(filters.member);
  const filtered = search !== '' || filters.eventId !== null || filters.member !== null || filters.status !== null;
  const memberOption = (member: MemberOption) => (
    <option key={member.id} value={member.id}>
      {memberOptionLabel(member)}
    </option>
  );

  return (
    <div role="search" aria-label="Filter tasks" className="mb-4 grid gap-3 rounded-xl border border-line bg-surface p-3 shadow-xs sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))_auto]">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search tasks"
          placeholder="Search tasks..."
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(change) => onSearch(change.target.value)}
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {searching ? (
          <Spinner className="absolute top-1/2 right-3 -translate-y-1/2 text-ink-subtle" label="Searching" />
        ) : (
          search && (
            <button
              type="button"
              onClick={() => onSearch('')}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-ink-subtle hover:bg-surface-muted hover:text-ink"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )
        )}
      </div>
      <Select
        aria-label="Filter by Event"
        value={filters.eventId === null ? '' : String(filters.eventId)}
        onChange={(change) => {
          const value = change.target.value;
          // Members belong to one event: a member of another event no longer applies.
          onChange({ event: value || null, member: filters.member === 'unassigned' ? 'unassigned' : null });
        }}
      >
        <option value="">Filter by Event</option>
        {events?.map((event) => (
          <option key={event.id} value={event.id}>
            {event.name}
          </option>
        ))}
      </Select>
      <Select
        aria-label="Filter by Member"
        value={memberValue}
        aria-busy={membersLoading || undefined}
        onChange={(change) => onChange({ member: change.target.value || null })}
      >
        <option value="">Filter by Member</option>
        <option value="unassigned">Unassigned</option>
        {typeof filters.member === 'number' && !members?.some((member) => member.id === filters.member) && (
          <option value={filters.member}>Selected member</option>
        )}
        {filters.eventId !== null
          ? members?.map(memberOption)
          : groupByEvent(members ?? [], events).map((group) => (
              <optgroup key={group.eventId} label={group.name}>
                {group.members.map(memberOption)}
              </optgroup>
            ))}
        {membersLoading && (
          <option value="loading" disabled>
            Loading members...
          </option>
        )}
      </Select>
      <Select aria-label="Filter by Status" value={filters.status ?? ''} onChange={(change) => onChange({ status: change.target.value || null })}>
        <option value="">Filter by Status</option>
        {TASK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {TASK_STATUS_LABELS[status]}
          </option>
        ))}
      </Select>
      <Button
        variant="ghost"
        disabled={!filtered}
        onClick={() => {
          onSearch('');
          onChange({ q: null, event: null, member: null, status: null });
        }}
        className="sm:col-span-2 lg:col-span-1"
      >
        <X className="size-4" aria-hidden="true" />
        Clear filters
      </Button>
    </div>
  );
}
