import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient, type QueryState } from '@tanstack/react-query';
import { CalendarSearch, FileUp, RefreshCw, UserPlus, Users, X } from 'lucide-react';
import { isCutShort } from '../../../domain/pagination.ts';
import type { Member } from '../../../domain/team.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import {
  eventOptionsQueryKeys,
  eventOptionsQueryOptions,
  useEventOption,
  useEventOptions,
  type EventOption,
} from '../../entities/events/api/get-event-options.ts';
import { EventPicker } from '../../entities/events/components/event-picker.tsx';
import { userMessage } from '../../lib/api.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useCanEdit } from '../../lib/workspaces.ts';
import {
  teamMembersQueryOptions,
  teamQueryKeys,
  teamSummaryQueryOptions,
  useTeamMembers,
  useTeamSummary,
  type TeamMemberFilters,
} from './api/get-team-members.ts';
import { AddMemberForm } from './components/add-member-form.tsx';
import { EditMemberDialog } from './components/edit-member-dialog.tsx';
import { EmailEventLinksButton } from './components/email-event-links-button.tsx';
import { MemberCalendarFeedDialog } from './components/member-calendar-feed-dialog.tsx';
import { MemberCard } from './components/member-card.tsx';
import { MemberPageLinkDialog } from './components/member-page-link-dialog.tsx';
import { MemberTable } from './components/member-table.tsx';
import { RemoveMemberDialog } from './components/remove-member-dialog.tsx';
import { TeamErrorPanel } from './components/team-error-panel.tsx';
import { ViewSwitch } from './components/view-switch.tsx';
import { teamBanner } from './member-format.ts';
import { eventLinksAudience } from './member-link-format.ts';
import { teamLoadProblems } from './team-load-state.ts';
import { useTeamPageParams } from './use-team-view.ts';
import { formatCount } from '../../../domain/english-format.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** Fetches of a query finished so far, failed or not. */
function attemptsOf(state: QueryState<unknown, unknown> | undefined): number {
  return (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
}

export function TeamPage() {
  const queryClient = useQueryClient();
  const { eventId: eventParam, view, setEventId, setView, rememberEvent, forgetEvent } = useTeamPageParams();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [addOpen, setAddOpen] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [feedOf, setFeedOf] = useState<Member | null>(null);
  const [memberPageOf, setMemberPageOf] = useState<Member | null>(null);
  // A viewer sees the teams: no Add Member, no edit or remove.
  const canEdit = useCanEdit();

  // The first page of the event picker's options: whether there are events at all, and whether they
  // can be loaded. Not retried automatically: the page counts every attempt (Force Retry (n)).
  const events = useEventOptions('', { retry: false });
  const eventTotal = events.data?.pages[0]?.total;
  // An event in the address (or the one remembered from last time) that is not one of the user's
  // (deleted, mistyped) counts as none chosen; until that is known, its members are already being loaded.
  const addressEvent = useEventOption(eventParam);
  const selectedEvent = addressEvent.data ?? null;
  const eventId = addressEvent.isFetched && !addressEvent.isError ? (selectedEvent?.id ?? null) : eventParam;
  const filters: TeamMemberFilters | null = eventId === null ? null : { eventId, q };

  // The event shown is opened again next time; one found gone (deleted since) quietly is not.
  const eventFound = addressEvent.isSuccess ? addressEvent.data !== null : undefined;
  useEffect(() => {
    if (eventParam === null || eventFound === undefined) return;
    if (eventFound) rememberEvent(eventParam);
    else forgetEvent(eventParam);
  }, [eventParam, eventFound, rememberEvent, forgetEvent]);

  const list = useTeamMembers(filters);
  const summary = useTeamSummary(filters === null);

  const members = list.data?.pages.flatMap((page) => page.items) ?? [];
  const lastPage = list.data?.pages.at(-1);
  const totalInSystem = lastPage?.totalInSystem ?? summary.data?.totalInSystem;
  const memberCount = filters ? lastPage?.total : totalInSystem;

  const current = filters ? list : summary;
  const currentKey = filters ? teamMembersQueryOptions(filters).queryKey : teamSummaryQueryOptions.queryKey;
  const problems = teamLoadProblems(
    {
      isError: events.isError,
      hasData: events.data !== undefined,
      error: events.error,
      attempts: attemptsOf(queryClient.getQueryState(eventOptionsQueryOptions('').queryKey)),
    },
    {
      // A failed "Load more" keeps the list and has its own notice below it.
      isError: current.isError && !(filters && list.isFetchNextPageError),
      hasData: current.data !== undefined,
      error: current.error,
      attempts: attemptsOf(queryClient.getQueryState(currentKey)),
    },
    filters !== null,
  );
  const { panel, eventsNotice, staleMembers } = problems;

  const refreshAll = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: teamQueryKeys.all }), queryClient.invalidateQueries({ queryKey: eventOptionsQueryKeys.all })]);
  const tryAgain = () => void (panel?.source === 'events' ? events.refetch() : current.refetch());
  /** Starts every request of the page over, even one still running. */
  const forceRetry = () =>
    void Promise.all(
      [teamQueryKeys.all, eventOptionsQueryKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: true })),
    );

  const onAdded = (member: Member) => {
    if (member.eventId !== eventId) setEventId(member.eventId);
  };

  const [focusRequest, setFocusRequest] = useState(0);
  const openAddForm = () => {
    setAddOpen(true);
    setFocusRequest((count) => count + 1);
  };

  return (
    <>
      <PageHeader
        title="Team Management"
        subtitle="Create User IDs to add, view and manage the members of your event teams."
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => void refreshAll()}
              loading={current.isFetching || events.isFetching}
            >
              {!(current.isFetching || events.isFetching) && <RefreshCw className="size-4" aria-hidden="true" />}
              {memberCount === undefined ? 'Refresh' : `Refresh (${memberCount})`}
            </Button>
            {canEdit && selectedEvent && members.length > 0 && (
              <EmailEventLinksButton
                event={selectedEvent}
                // Counted only when every member of the event is on hand: not during a search, nor with more to load.
                audience={q === '' && !list.hasNextPage ? eventLinksAudience(members) : null}
              />
            )}
            {canEdit && (
              <Button variant="secondary" asChild>
                <Link to={selectedEvent ? `/app/import?kind=members&event=${selectedEvent.id}` : '/app/import?kind=members'}>
                  <FileUp className="size-4" aria-hidden="true" />
                  Import members
                </Link>
              </Button>
            )}
            {canEdit && (
              <Button aria-expanded={addOpen} aria-controls="add-member-panel" onClick={() => setAddOpen((open) => !open)}>
                {addOpen ? <X className="size-4" aria-hidden="true" /> : <UserPlus className="size-4" aria-hidden="true" />}
                Add Member
              </Button>
            )}
          </>
        }
      />

      <div id="add-member-panel">
        {addOpen && canEdit && (
          <AddMemberPanel
            events={events}
            initialEvent={selectedEvent}
            focusRequest={focusRequest}
            onAdded={onAdded}
            onClose={() => setAddOpen(false)}
          />
        )}
      </div>

      <Card className="mb-4 p-4">
        <div className="flex flex-col gap-4 md:flex-row md:items-end">
          <Field label="Search members" className="md:flex-1">
            <SearchInput value={search} onChange={setSearch} clearable={false} placeholder="Name, email, company or role" />
          </Field>
          <Field label="Select Event to View Members" className="md:w-80">
            <EventPicker
              value={eventParam !== null && addressEvent.isPending ? undefined : selectedEvent}
              onChange={(event) => setEventId(event?.id ?? null)}
              nullOption="Choose an event…"
              placeholder={eventTotal === 0 ? 'No events yet' : 'Choose an event…'}
              disabled={!events.data}
              retry={false}
            />
          </Field>
          <ViewSwitch view={view} onChange={setView} />
        </div>
      </Card>

      {eventsNotice && (
        <Notice
          tone="danger"
          className="mb-4"
          action={
            <Button size="sm" variant="secondary" onClick={() => void events.refetch()}>
              Try Again
            </Button>
          }
        >
          {`Failed to load events: ${userMessage(eventsNotice.error)}`}
        </Notice>
      )}

      {staleMembers && (
        <Notice
          tone="danger"
          className="mb-4"
          title="Could not refresh the team members"
          action={
            <Button size="sm" variant="secondary" onClick={() => void current.refetch()} loading={current.isFetching}>
              Try Again
            </Button>
          }
        >
          {`${userMessage(staleMembers.error)} What you see below may be out of date.`}
        </Notice>
      )}

      {!panel && totalInSystem !== undefined && (
        <Notice className="mb-4">
          {filters && lastPage
            ? teamBanner(lastPage.total, totalInSystem)
            : teamBanner(null, totalInSystem)}
        </Notice>
      )}

      <section aria-label="Team members">
        {panel ? (
          <TeamErrorPanel
            message={panel.source === 'events' ? `Failed to load events: ${userMessage(panel.error)}` : userMessage(panel.error)}
            attempts={panel.attempts}
            onTryAgain={tryAgain}
            onForceRetry={forceRetry}
          />
        ) : events.isPending || (filters && list.isPending) ? (
          <LoadingState message="Loading team data..." />
        ) : !filters ? (
          <NoEventChosen hasEvents={(eventTotal ?? 0) > 0} canEdit={canEdit} />
        ) : members.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No Team Members Found for This Event"
            actions={
              <>
                {q && (
                  <Button variant="secondary" onClick={() => setSearch('')}>
                    Clear Search
                  </Button>
                )}
                {canEdit && (
                  <Button onClick={openAddForm}>
                    <UserPlus className="size-4" aria-hidden="true" />
                    Add Team Members
                  </Button>
                )}
              </>
            }
          >
            {q
              ? `Nobody in ${selectedEvent?.name ?? 'this event'} matches “${q}”.`
              : `${selectedEvent?.name ?? 'This event'} has no team members yet.`}
          </EmptyState>
        ) : (
          <>
            {view === 'cards' ? (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {members.map((member, index) => (
                  <li key={member.id} className="min-w-0">
                    <MemberCard
                      member={member}
                      recordNumber={index + 1}
                      onEdit={() => setEditing(member)}
                      onCalendarFeed={() => setFeedOf(member)}
                      onMemberPage={() => setMemberPageOf(member)}
                      onRemove={() => setRemoving(member)}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <MemberTable
                members={members}
                totals={{ total: lastPage?.total ?? 0, activeCount: lastPage?.activeCount ?? 0, eventCount: lastPage?.eventCount ?? 0 }}
                onEdit={setEditing}
                onCalendarFeed={setFeedOf}
                onMemberPage={setMemberPageOf}
                onRemove={setRemoving}
              />
            )}
            {list.isFetchNextPageError && (
              <Notice tone="danger" className="mt-4">
                {`Failed to load more team members: ${userMessage(list.error)}`}
              </Notice>
            )}
            {lastPage && isCutShort(lastPage) && (
              <Notice className="mt-4">
                {`Only the first ${formatCount(members.length)} team members can be listed: narrow the search to see the rest.`}
              </Notice>
            )}
            {list.hasNextPage && (
              <div className="mt-6 flex flex-col items-center gap-2">
                <p className="text-sm text-ink-muted">{`Showing ${members.length} of ${lastPage?.total ?? members.length}`}</p>
                <Button variant="secondary" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </section>

      <EditMemberDialog member={editing} onClose={() => setEditing(null)} />
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
      <MemberCalendarFeedDialog member={feedOf} onClose={() => setFeedOf(null)} />
      <MemberPageLinkDialog member={memberPageOf} onClose={() => setMemberPageOf(null)} />
    </>
  );
}

function NoEventChosen({ hasEvents, canEdit }: { hasEvents: boolean; canEdit: boolean }) {
  let text = 'Choose an event above to see its team, or add a member to any event.';
  if (!hasEvents) text = canEdit ? 'Team members belong to an event. Create your first event, then add its team here.' : 'This workspace has no events yet.';
  else if (!canEdit) text = 'Choose an event above to see its team.';
  return (
    <EmptyState
      icon={CalendarSearch}
      title="Select an Event to View Team Members"
      actions={
        hasEvents || !canEdit ? undefined : (
          <Button asChild>
            <Link to="/app/events">Create an Event</Link>
          </Button>
        )
      }
    >
      {text}
    </EmptyState>
  );
}

interface AddMemberPanelProps {
  events: ReturnType<typeof useEventOptions>;
  initialEvent: EventOption | null;
  focusRequest: number;
  onAdded: (member: Member) => void;
  onClose: () => void;
}

function AddMemberPanel({ events, initialEvent, focusRequest, onAdded, onClose }: AddMemberPanelProps) {
  if (events.isPending) return <LoadingState message="Loading events..." className="mb-6" />;
  // A failed refresh keeps the events on hand; only events never loaded leave nothing to choose from.
  if (events.data === undefined) {
    return (
      <Notice tone="warning" className="mb-6" title="Events could not be loaded">
        Members are added to an event: use Try Again above to load the events first.
      </Notice>
    );
  }
  if (events.data.pages[0]?.total === 0) {
    return (
      <Notice tone="warning" className="mb-6" title="Create an event first">
        Team members are added to an event. <Link to="/app/events" className="font-medium underline">Go to Events</Link> to create one.
      </Notice>
    );
  }
  return (
    <AddMemberForm
      initialEvent={initialEvent}
      focusRequest={focusRequest}
      onAdded={onAdded}
      onCancel={onClose}
    />
  );
}
