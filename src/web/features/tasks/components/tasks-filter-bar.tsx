import { X } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '../../../../domain/common.ts';
import { TASK_STATUSES, TASK_STATUS_LABELS } from '../../../../domain/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import type { EventOption } from '../../../entities/events/api/get-event-options.ts';
import { EventPicker } from '../../../entities/events/components/event-picker.tsx';
import { MemberPicker, UNASSIGNED, type MemberPick } from '../../../entities/team-members/components/member-picker.tsx';
import type { TaskFilterChanges, TaskFilterValues } from '../hooks/use-task-filters.ts';

interface TasksFilterBarProps {
  search: string;
  onSearch: (text: string) => void;
  searching: boolean;
  filters: TaskFilterValues;
  onChange: (changes: TaskFilterChanges) => void;
  /** The filter's event; undefined while its name is looked up. */
  event: EventOption | null | undefined;
  /** The filter's member (or Unassigned); undefined while their name is looked up. */
  member: MemberPick | null | undefined;
}

export function TasksFilterBar({ search, onSearch, searching, filters, onChange, event, member }: TasksFilterBarProps) {
  const filtered = search !== '' || filters.eventId !== null || filters.member !== null || filters.status !== null;

  return (
    <div role="search" aria-label="Filter tasks" className="mb-4 grid gap-3 rounded-xl border border-line bg-surface p-3 shadow-xs sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))_auto]">
      <SearchInput
        aria-label="Search tasks"
        placeholder="Search tasks..."
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={onSearch}
        searching={searching}
        className="sm:col-span-2 lg:col-span-1"
      />
      <EventPicker
        aria-label="Filter by Event"
        nullOption="Filter by Event"
        value={event}
        // Members belong to one event: a member of another event no longer applies.
        onChange={(chosen) => onChange({ event: chosen ? String(chosen.id) : null, member: filters.member === 'unassigned' ? 'unassigned' : null })}
      />
      <MemberPicker
        aria-label="Filter by Member"
        nullOption="Filter by Member"
        offerUnassigned
        scope={filters.eventId ?? 'all'}
        value={member}
        onChange={(chosen) => onChange({ member: chosen === null ? null : chosen === UNASSIGNED ? 'unassigned' : String(chosen.id) })}
      />
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
