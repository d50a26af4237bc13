import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, CalendarPlus, CalendarSearch, LayoutTemplate, Plus } from 'lucide-react';
import { EVENT_SEARCH_MAX_LENGTH, type Event, type EventStatusFilter } from '../../../domain/events.ts';
import { LoadSampleDataButton } from '../../components/load-sample-data-button.tsx';
import { SaveTemplateDialog } from '../../entities/templates/components/save-template-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { ApiError, userMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useAddressSearch } from '../../lib/use-address-search.ts';
import { useCreateRequest } from '../../lib/use-create-request.ts';
import { useSearchParamsUpdater } from '../../lib/use-search-params-updater.ts';
import { useToday } from '../../lib/use-today.ts';
import { useCanEdit } from '../../lib/workspaces.ts';
import { useEvents } from './api/get-events.ts';
import { DeleteEventDialog } from './components/delete-event-dialog.tsx';
import { EventCard } from './components/event-card.tsx';
import { EventDetailsDialog } from './components/event-details-dialog.tsx';
import { EventFormDialog } from './components/event-form-dialog.tsx';
import { eventCountLabel, eventPictures } from './utils/event-display.ts';
import { formatCount } from '../../../domain/english-format.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** The spec's chips; active events show under All. */
const FILTERS: { value: EventStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

/**
 * The events happening now, where the dashboard's Active events figure leads (?status=active): a
 * chip of its own while chosen, after the spec's three, so the figure's events are named as such.
 */
const ACTIVE_FILTER: { value: EventStatusFilter; label: string } = { value: 'active', label: 'Active' };

type Modal =
  | { kind: 'create' }
  | { kind: 'edit'; event: Event }
  | { kind: 'details'; event: Event }
  | { kind: 'delete'; event: Event }
  | { kind: 'save-template'; event: Event };

function loadErrorReason(error: unknown): string {
  return error instanceof ApiError ? error.message : userMessage(error);
}

function parseFilter(value: string | null): EventStatusFilter {
  return [...FILTERS, ACTIVE_FILTER].some((filter) => filter.value === value) ? (value as EventStatusFilter) : 'all';
}

/** Search and filter live in the URL (?q=…&status=…), so reload, back and shared links keep them. */
function useEventFilters() {
  const { params, update } = useSearchParamsUpdater();
  return { q: params.get('q') ?? '', status: parseFilter(params.get('status')), update };
}

export function EventsPage() {
  const { q, status, update } = useEventFilters();
  const writeSearch = useCallback((text: string) => update({ q: text || null }, { replace: true }), [update]);
  const [search, setSearch] = useAddressSearch(q, writeSearch, SEARCH_DEBOUNCE_MS);
  const [modal, setModal] = useState<Modal | null>(null);
  // A viewer changes nothing: no create, edit or delete controls, nor forms opened from the address.
  const canEdit = useCanEdit();
  useCreateRequest((request) => {
    if (request === 'event' && canEdit) setModal({ kind: 'create' });
  });

  const today = useToday();
  const events = useEvents({ q, status, today });
  const filtered = q !== '' || status !== 'all';
  const pictures = useMemo(() => {
    const list = events.events;
    const chosen = eventPictures(list.map((event) => event.id));
    return new Map(list.map((event, index) => [event.id, chosen[index]!]));
  }, [events.events]);

  const closeModal = useCallback(() => setModal(null), []);
  const openCreate = () => setModal({ kind: 'create' });
  const createButton = (
    <Button onClick={openCreate}>
      <Plus className="size-4" aria-hidden="true" />
      Create New Event
    </Button>
  );
  const fromTemplateButton = (
    <Button variant="secondary" asChild>
      <Link to="/app/templates">
        <LayoutTemplate className="size-4" aria-hidden="true" />
        New event from template
      </Link>
    </Button>
  );

  let content;
  if (events.isPending) {
    content = <LoadingState message="Loading events..." />;
  } else if (events.isError && !events.data) {
    content = (
      <Card role="alert" className="flex flex-col items-center px-6 py-14 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950/60 dark:text-red-300">
          <AlertTriangle className="size-6" aria-hidden="true" />
        </div>
        <h2 className="text-lg font-semibold text-ink">Error Loading Events</h2>
        <p className="mt-2 max-w-lg text-sm break-words text-ink-muted">Failed to load events: {loadErrorReason(events.error)}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="secondary" loading={events.isFetching} onClick={() => void events.refetch()}>
            Try Again
          </Button>
          {canEdit && createButton}
        </div>
      </Card>
    );
  } else if (events.events.length === 0) {
    content = (
      <EmptyState
        icon={filtered ? CalendarSearch : CalendarPlus}
        title="No Events Found"
        actions={
          canEdit && (
            <>
              {createButton}
              {!filtered && <LoadSampleDataButton />}
            </>
          )
        }
      >
        {filtered
          ? 'No events match your search or filter. Try other words, or choose All.'
          : canEdit
            ? 'Create your first event to start planning its tasks and team, or load five sample events to look around.'
            : 'This workspace has no events yet.'}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Events">
          {events.events.map((event) => (
            <li key={event.id} className="flex">
              <EventCard
                event={event}
                picture={pictures.get(event.id)!}
                onView={(chosen) => setModal({ kind: 'details', event: chosen })}
                onEdit={(chosen) => setModal({ kind: 'edit', event: chosen })}
                onSaveAsTemplate={(chosen) => setModal({ kind: 'save-template', event: chosen })}
                canEdit={canEdit}
              />
            </li>
          ))}
        </ul>
        {events.isFetchNextPageError && (
          <Notice tone="danger" className="mt-6">
            Failed to load events: {loadErrorReason(events.error)}
          </Notice>
        )}
        {events.cutShort && (
          <Notice className="mt-6">
            {`Only the first ${formatCount(events.events.length)} events can be listed: narrow the search or filter to see the rest.`}
          </Notice>
        )}
        {events.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <Button variant="secondary" loading={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
              Load more
            </Button>
          </div>
        )}
      </>
    );
  }

  const showCount = !events.isPending && !(events.isError && !events.data);

  return (
    <>
      <PageHeader
        title="Events"
        subtitle="Plan your events, then manage their tasks and team."
        actions={
          canEdit && (
            <>
              {fromTemplateButton}
              {createButton}
            </>
          )
        }
      />

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          aria-label="Search events"
          placeholder="Search events..."
          value={search}
          onChange={setSearch}
          maxLength={EVENT_SEARCH_MAX_LENGTH}
          searching={events.isFetching && !events.isPending && !events.isFetchingNextPage}
          className="w-full sm:max-w-sm"
        />
        <div role="group" aria-label="Filter events by status" className="flex gap-1 rounded-lg border border-line bg-surface p-1 shadow-xs">
          {(status === ACTIVE_FILTER.value ? [...FILTERS, ACTIVE_FILTER] : FILTERS).map((filter) => (
            <button
              key={filter.value}
              type="button"
              aria-pressed={status === filter.value}
              onClick={() => update({ status: filter.value === 'all' ? null : filter.value }, { replace: true })}
              className={cn(
                'h-8 rounded-md px-3.5 text-sm font-medium transition-colors',
                status === filter.value
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
              )}
            >
              {filter.label}
            </button>
          ))}
        </div>
        <p className="text-sm text-ink-muted sm:ml-auto" aria-live="polite">
          {showCount &&
            events.total > 0 &&
            (events.events.length < events.total
              ? `Showing ${events.events.length} of ${eventCountLabel(events.total)}`
              : eventCountLabel(events.total))}
        </p>
      </div>

      {content}

      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <EventFormDialog key={modal.kind === 'edit' ? modal.event.id : 'create'} event={modal.kind === 'edit' ? modal.event : undefined} onClose={closeModal} />
      )}
      {(modal?.kind === 'details' || modal?.kind === 'delete') && (
        <EventDetailsDialog
          event={modal.event}
          picture={pictures.get(modal.event.id) ?? eventPictures([modal.event.id])[0]!}
          today={today}
          onClose={closeModal}
          onEdit={(event) => setModal({ kind: 'edit', event })}
          onDelete={(event) => setModal({ kind: 'delete', event })}
        />
      )}
      {modal?.kind === 'save-template' && <SaveTemplateDialog event={modal.event} onClose={closeModal} />}
      {modal?.kind === 'delete' && (
        <DeleteEventDialog event={modal.event} today={today} onCancel={() => setModal({ kind: 'details', event: modal.event })} onDeleted={closeModal} />
      )}
    </>
  );
}
