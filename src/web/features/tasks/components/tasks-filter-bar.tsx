import { useState } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '../../../../domain/text-rules.ts';
import { TASK_STATUSES, TASK_STATUS_LABELS } from '../../../../domain/task-rules.ts';
import type { TaskDueCounts } from '../../../../domain/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import type { EventOption } from '../../../entities/events/api/get-event-options.ts';
import { EventPicker } from '../../../entities/events/components/event-picker.tsx';
import { MemberPicker, UNASSIGNED, type MemberPick } from '../../../entities/team-members/components/member-picker.tsx';
import {
  CLEARED_FILTERS,
  dueChoiceLabel,
  hasChosenFilters,
  hideCompletedSwitch,
  statusChoiceChanges,
  statusChoiceValue,
  TASK_DUE_CHOICES,
  type TaskFilterChanges,
  type TaskFilterValues,
} from '../hooks/use-task-filters.ts';
import { activeFilterCount } from '../utils/active-filters.ts';

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
  /** Whether completed tasks are left out (remembered per user). */
  hideCompleted: boolean;
  onHideCompleted: (hide: boolean) => void;
  /** How many tasks each due choice would list with the other filters; undefined until the list has answered. */
  dueCounts?: TaskDueCounts;
}

export function TasksFilterBar({ search, onSearch, searching, filters, onChange, event, member, hideCompleted, onHideCompleted, dueCounts }: TasksFilterBarProps) {
  const filtered = hasChosenFilters({ ...filters, q: search });
  const { checked: hideSwitchOn, heldBy: hideHeldBy } = hideCompletedSwitch(filters, hideCompleted);
  const hidingCompleted = hideCompleted && hideHeldBy === undefined;
  // Below md the filters fold behind one button, which opens them in a dialog.
  const [folded, setFolded] = useState(false);
  const count = activeFilterCount(filters, hidingCompleted);
  const clear = () => {
    onSearch('');
    onChange(CLEARED_FILTERS);
  };

  const fields = (
    <>
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
      <Select aria-label="Filter by Status" value={statusChoiceValue(filters)} onChange={(change) => onChange(statusChoiceChanges(change.target.value))}>
        <option value="">Filter by Status</option>
        {TASK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {TASK_STATUS_LABELS[status]}
          </option>
        ))}
        {/* What the dashboard's figures count, with how many tasks each lists here. */}
        <optgroup label="Not completed">
          {TASK_DUE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {dueChoiceLabel(choice, dueCounts?.[choice])}
            </option>
          ))}
        </optgroup>
      </Select>
      <Switch
        label="Hide completed"
        checked={hideSwitchOn}
        disabled={hideHeldBy !== undefined}
        hint={hideHeldBy}
        onCheckedChange={onHideCompleted}
        className="md:order-last md:col-span-2 lg:col-span-full"
      />
    </>
  );
  const clearButton = (
    <Button variant="ghost" disabled={!filtered} onClick={clear}>
      <X className="size-4" aria-hidden="true" />
      Clear filters
    </Button>
  );

  return (
    <div
      role="search"
      aria-label="Filter tasks"
      className="mb-4 flex gap-2 rounded-xl border border-line bg-surface p-3 shadow-xs md:grid md:grid-cols-2 md:gap-3 lg:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))_auto]"
    >
      <SearchInput
        aria-label="Search tasks"
        placeholder="Search tasks..."
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={onSearch}
        searching={searching}
        className="min-w-0 flex-1 md:col-span-2 lg:col-span-1"
      />
      <div className="hidden md:contents">
        {fields}
        {clearButton}
      </div>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setFolded(true)} className="md:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters
        {count > 0 && (
          <>
            {' '}
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
              {count}
            </span>
            <span className="sr-only"> active</span>
          </>
        )}
      </Button>
      <Dialog
        open={folded}
        onOpenChange={setFolded}
        title="Filters"
        size="sm"
        footer={
          <>
            {clearButton}
            <Button onClick={() => setFolded(false)}>Done</Button>
          </>
        }
      >
        <div className="grid gap-3">{fields}</div>
      </Dialog>
    </div>
  );
}
