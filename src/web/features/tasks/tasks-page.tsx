import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CalendarRange, ClipboardList, Eye, FileUp, Layers, Plus, SearchX, X } from 'lucide-react';
import { reachablePageCount } from '../../../domain/pagination-rules.ts';
import type { CalendarDate } from '../../../domain/calendar-dates.ts';
import type { Task } from '../../../domain/tasks.ts';
import { LoadSampleDataButton } from '../../components/load-sample-data-button.tsx';
import { TaskExportMenu } from '../../components/task-export/task-export-menu.tsx';
import { CHOOSE_AN_EVENT_MESSAGE } from '../../components/task-export/use-task-export.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useEventOption, useEventOptions } from '../../entities/events/api/get-event-options.ts';
import { useMemberOption } from '../../entities/team-members/api/get-member-options.ts';
import { UNASSIGNED, type MemberPick } from '../../entities/team-members/components/member-picker.tsx';
import { userMessage } from '../../lib/api.ts';
import { useAddressSearch } from '../../lib/use-address-search.ts';
import { createRequestHref, useCreateRequest } from '../../lib/use-create-request.ts';
import { useStoredFlag } from '../../lib/use-stored-flag.ts';
import { useToday } from '../../lib/use-today.ts';
import { useCanEdit } from '../../lib/workspaces.ts';
import { pageListCounts, tasksQueryKeys, useTasks } from './api/get-tasks.ts';
import { BulkProgressBanner } from './components/bulk-progress-banner.tsx';
import { TasksFilterBar } from './components/tasks-filter-bar.tsx';
import { TasksPager } from './components/tasks-pager.tsx';
import { TasksSortSelect } from './components/tasks-sort-select.tsx';
import { TasksTable } from './components/tasks-table.tsx';
import { useMoveTask } from './components/board/use-move-task.ts';
import { TaskViewSwitch } from './components/task-view-switch.tsx';
import { TaskTimeline } from './components/timeline/task-timeline.tsx';
import { TimelineSkeleton } from './components/timeline/timeline-skeleton.tsx';
import { useTimelineEvent } from './components/timeline/use-timeline-event.ts';
import { allTasksFilters, useAllFilteredTasks, type AllTasksFilters } from './hooks/use-all-filtered-tasks.ts';
import { useChangeDueDate } from './hooks/use-change-due-date.ts';
import {
  CLEARED_FILTERS,
  DEFAULT_TASK_PAGE_SIZE,
  hasChosenFilters,
  HIDE_COMPLETED_FLAG,
  shownView,
  showsAllTasks,
  sortChanges,
  sortParams,
  taskListFilters,
  useTaskFilters,
} from './hooks/use-task-filters.ts';
import type { BulkRun } from './utils/bulk-run.ts';
import {
  createAnotherLink,
  highlightedTaskId,
  requestedEventId,
  TASK_CREATED_TOAST_MS,
  taskCreatedDescription,
  viewTaskLink,
} from './utils/created-task.ts';
import { tasksBanner } from './utils/task-display.ts';
import { countLabel, formatCount } from '../../../domain/english-format.ts';

const SEARCH_DEBOUNCE_MS = 300;

// The dialogs and their forms (react-hook-form, the schemas) load when one is about to open, not
// with the list: a pointer over or focus on Create Task or Bulk Create starts loading its dialog.
const loadTaskForm = () => import('./components/task-form-dialog.tsx');
const loadBulkCreate = () => import('./components/bulk-create-dialog.tsx');
const TaskFormDialog = lazy(() => loadTaskForm().then((module) => ({ default: module.TaskFormDialog })));
const DeleteTaskDialog = lazy(() => import('./components/delete-task-dialog.tsx').then((module) => ({ default: module.DeleteTaskDialog })));
const BulkCreateDialog = lazy(() => loadBulkCreate().then((module) => ({ default: module.BulkCreateDialog })));
const preload = (load: () => Promise<unknown>) => () => void load();

/**
 * `opening` tells one opening of the create form from the next, so each starts afresh; `eventId` is
 * its event, if asked for; `dueDate` its due day (a day of the calendar clicked).
 */
type Modal =
  | { kind: 'create'; opening: number; eventId: number | null; dueDate?: CalendarDate }
  | { kind: 'edit'; task: Task }
  | { kind: 'delete'; task: Task }
  | { kind: 'bulk' };

// The calendar and the board (and their drag and drop) load when first shown, not with the table.
const CalendarView = lazy(() => import('./components/calendar/calendar-view.tsx').then((module) => ({ default: module.CalendarView })));
const TaskBoard = lazy(() => import('./components/board/task-board.tsx').then((module) => ({ default: module.TaskBoard })));

export function TasksPage() {
  const { filters, update, chooseView } = useTaskFilters();
  const today = useToday();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<Modal | null>(null);
  const [bulkRun, setBulkRun] = useState<BulkRun | null>(null);
  const openings = useRef(0);
  const openCreate = useCallback(
    (eventId: number | null = null, dueDate?: CalendarDate) => setModal({ kind: 'create', opening: ++openings.current, eventId, dueDate }),
    [],
  );
  const location = useLocation();
  // A viewer changes nothing: no create controls, nor forms opened from the address or a shortcut.
  const canEdit = useCanEdit();
  useCreateRequest((request) => {
    if (!canEdit) return;
    if (request === 'bulk') setModal({ kind: 'bulk' });
    else if (request === 'task') openCreate(requestedEventId(location.state));
  });

  const writeSearch = useCallback((q: string) => update({ q: q || null }, { replace: true }), [update]);
  const [search, setSearch] = useAddressSearch(filters.q, writeSearch, SEARCH_DEBOUNCE_MS);

  // Remembered per user, so the list opens on what is still to do; a chosen status or the tasks of
  // one bulk create are shown whole.
  const [hideCompletedChoice, setHideCompleted] = useStoredFlag(HIDE_COMPLETED_FLAG);
  const listFilters = taskListFilters(filters, hideCompletedChoice, today);
  const { hideCompleted } = listFilters;

  // The table and the timeline show a page of the list; the board and the calendar every task the
  // filters leave, asked page after page; the list's counts then come with its first page.
  const view = shownView(filters);
  const allView = showsAllTasks(view);
  // The table's search stops counting past SEARCH_COUNT_LIMIT matches ("1,000+"); the other views count exactly.
  const pageOfTasks = useTasks(listFilters, { enabled: !allView, counts: pageListCounts(view, listFilters.q) });
  const allTasks = useAllFilteredTasks(listFilters, { enabled: allView });
  const tasks = allView
    ? {
        data: allTasks.first,
        isPending: allTasks.loading,
        isError: allTasks.error !== null,
        error: allTasks.error,
        isFetching: allTasks.fetching,
        isPlaceholderData: allTasks.stale,
        refetch: allTasks.refetch,
      }
    : pageOfTasks;
  const list = tasks.data;
  // The timeline is one event's: laid out around its dates, and the first page of its tasks by due date.
  const timeline = view === 'timeline';
  // The calendar marks the chosen event's days.
  const timelineEvent = useTimelineEvent(timeline || view === 'calendar' ? filters.eventId : null, today);
  const calendarEvent = view === 'calendar' && timelineEvent.data ? timelineEvent.data : null;
  // One object while the filters stay, so that the cards' callbacks do too.
  const allFiltersKey = JSON.stringify(allTasksFilters(listFilters));
  const allFilters = useMemo(() => JSON.parse(allFiltersKey) as AllTasksFilters, [allFiltersKey]);
  const moveTask = useMoveTask(allFilters);
  const changeDueDate = useChangeDueDate(allFilters, calendarEvent);

  // The pickers load their options when opened; the page only looks up the names of the chosen
  // event and member, and never waits for them.
  const filterEvent = useEventOption(filters.eventId);
  const filterMemberId = typeof filters.member === 'number' ? filters.member : null;
  const filterMember = useMemberOption(filterMemberId);
  const eventValue = filters.eventId === null ? null : filterEvent.isPending ? undefined : (filterEvent.data ?? null);
  let memberValue: MemberPick | null | undefined = filters.member === 'unassigned' ? UNASSIGNED : null;
  if (filterMemberId !== null) memberValue = filterMember.isPending ? undefined : (filterMember.data ?? null);

  // Whether the account has any event: asked only where the answer shows (no tasks yet, or a form open).
  const anyEvents = useEventOptions('', { enabled: list?.totalInSystem === 0 || modal !== null });
  const eventCount = anyEvents.data?.pages[0]?.total;
  const noEvents = eventCount === 0;

  // A page past the end (the last rows were deleted, an old link) or past the last one the API can
  // reach: show the last page instead.
  const lastPage = list ? reachablePageCount(list.total, filters.pageSize) : 1;
  useEffect(() => {
    if (list && view === 'table' && !tasks.isPlaceholderData && filters.page > lastPage) update({ page: lastPage > 1 ? String(lastPage) : null }, { replace: true });
  }, [list, view, tasks.isPlaceholderData, filters.page, lastPage, update]);

  const closeModal = useCallback(() => setModal(null), []);

  // After Create Task, a toast leads to the new task or to another new one for the same event; it
  // may be chosen on another page, so both are links to this page.
  const toast = useToast();
  const navigate = useNavigate();
  const onCreated = useCallback(
    (created: Task) => {
      toast.success('Task created', taskCreatedDescription(created), {
        duration: TASK_CREATED_TOAST_MS,
        actions: [
          {
            label: 'View task',
            altText: 'Find it in the task list of its event',
            onSelect: () => {
              const { to, state } = viewTaskLink(created);
              void navigate(to, { state });
            },
          },
          {
            label: 'Create another',
            altText: 'Press c on the Tasks page to create a task',
            onSelect: () => {
              const { to, state } = createAnotherLink(created, window.location.pathname, window.location.search);
              void navigate(to, { state });
            },
          },
        ],
      });
    },
    [toast, navigate],
  );
  // The row a View task link marks, once the list it asked for has arrived.
  const highlightId = tasks.isPlaceholderData ? null : highlightedTaskId(location.state);
  const openEdit = useCallback((task: Task) => setModal({ kind: 'edit', task }), []);
  const openDelete = useCallback((task: Task) => setModal({ kind: 'delete', task }), []);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: tasksQueryKeys.all }), [queryClient]);
  const createOnDay = useCallback((date: CalendarDate) => openCreate(filters.eventId, date), [openCreate, filters.eventId]);

  const filteredByAddress = hasChosenFilters(filters);
  const filtered = filteredByAddress || hideCompleted;
  const pdfReady = filters.eventId !== null && typeof filters.member === 'number';

  const createButton = (
    <Button onClick={() => openCreate()} onPointerEnter={preload(loadTaskForm)} onFocus={preload(loadTaskForm)}>
      <Plus className="size-4" aria-hidden="true" />
      Create Task
    </Button>
  );
  const bulkButton = (
    <Button variant="secondary" onClick={() => setModal({ kind: 'bulk' })} onPointerEnter={preload(loadBulkCreate)} onFocus={preload(loadBulkCreate)}>
      <Layers className="size-4" aria-hidden="true" />
      Bulk Create
    </Button>
  );
  // The PDF is a report on one member's tasks in one event, the run sheet one event's tasks by day or
  // by person; both, the CSV and the worksheet hold the tasks the filters leave.
  const exportButton = (
    <TaskExportMenu
      label="Export"
      hint="Export the tasks shown as a PDF, CSV or worksheet"
      scope={listFilters}
      count={list?.total ?? 0}
      countExact={list?.totalExact ?? true}
      pdfUnavailable={pdfReady ? null : 'Choose an event and a member first'}
      runSheetUnavailable={filters.eventId === null ? CHOOSE_AN_EVENT_MESSAGE : null}
      subject={{ event: filterEvent.data ?? undefined, member: filterMember.data ?? undefined }}
    />
  );

  const clearFilters = () => {
    setSearch('');
    update(CLEARED_FILTERS);
  };
  const showBatch = useCallback(
    (batchId: number) => {
      setSearch('');
      setModal(null);
      // The banner's message has been acted on: the list now says whose tasks it shows.
      setBulkRun(null);
      update({ ...CLEARED_FILTERS, batch: String(batchId) });
    },
    [setSearch, update],
  );

  // Said once: when the filters match nothing, the table's empty state is the only notice.
  let infoBanner: ReactNode = null;
  if (list && list.totalInSystem > 0 && list.total > 0) {
    const inSystem = `${formatCount(list.totalInSystem)} total tasks in system`;
    infoBanner =
      filters.batch !== null ? (
        <Notice
          tone="info"
          action={
            <Button variant="secondary" size="sm" onClick={() => update({ batch: null })}>
              <X className="size-4" aria-hidden="true" />
              Show all tasks
            </Button>
          }
        >
          Showing the {countLabel(list.total, 'task', 'tasks', list.totalExact)} of one bulk create ({inSystem})
        </Notice>
      ) : (
        <Notice tone="info">{tasksBanner({ shown: list.total, shownExact: list.totalExact, inSystem: list.totalInSystem, eventChosen: filters.eventId !== null, filtered })}</Notice>
      );
  }

  let content;
  if (view === 'calendar' && !tasks.isError) {
    // The month shows from the start, its days filled in as the tasks arrive; an empty month still takes a new task on a day.
    content = (
      <Suspense fallback={<LoadingState message="Loading calendar..." />}>
        <CalendarView
          tasks={allTasks.tasks}
          loading={tasks.isPending || (filters.eventId !== null && timelineEvent.isPending)}
          event={calendarEvent}
          today={today}
          canEdit={canEdit}
          onChangeDueDate={changeDueDate}
          onCreateOnDay={createOnDay}
          onOpenTask={openEdit}
        />
      </Suspense>
    );
  } else if (tasks.isPending || (timeline && timelineEvent.isPending)) {
    content = timeline ? <TimelineSkeleton /> : <LoadingState message="Loading tasks..." />;
  } else if (timeline && timelineEvent.isError) {
    content = (
      <Card role="alert" className="flex flex-col items-center px-6 py-14 text-center">
        <h2 className="text-lg font-semibold text-ink">Error Loading Timeline</h2>
        <p className="mt-2 max-w-lg text-sm break-words text-ink-muted">Failed to load the event: {userMessage(timelineEvent.error)}</p>
        <Button variant="secondary" className="mt-6" loading={timelineEvent.isFetching} onClick={() => void timelineEvent.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  } else if (tasks.isError && !list) {
    content = (
      <Card role="alert" className="flex flex-col items-center px-6 py-14 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950/60 dark:text-red-300">
          <AlertTriangle className="size-6" aria-hidden="true" />
        </div>
        <h2 className="text-lg font-semibold text-ink">Error Loading Tasks</h2>
        <p className="mt-2 max-w-lg text-sm break-words text-ink-muted">Failed to load data: {userMessage(tasks.error)}</p>
        <Button variant="secondary" className="mt-6" loading={tasks.isFetching} onClick={() => void tasks.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  } else if (list) {
    const empty =
      list.totalInSystem === 0 ? (
        <EmptyState icon={ClipboardList} title="No Tasks Found" className="rounded-none border-0">
          {!canEdit
            ? 'This workspace has no tasks yet.'
            : noEvents
              ? 'Tasks belong to events: create an event first.'
              : 'Create a task above, or add a whole list at once with Bulk Create.'}
        </EmptyState>
      ) : (
        <EmptyState
          icon={SearchX}
          title="No Tasks Found"
          className="rounded-none border-0"
          actions={
            <>
              {filteredByAddress && (
                <Button variant="secondary" onClick={clearFilters}>
                  Clear filters
                </Button>
              )}
              {hideCompleted && (
                <Button variant="secondary" onClick={() => setHideCompleted(false)}>
                  <Eye className="size-4" aria-hidden="true" />
                  Show completed
                </Button>
              )}
            </>
          }
        >
          No tasks found for the selected filters
        </EmptyState>
      );
    const event = timeline ? timelineEvent.data : undefined;
    content = allView ? (
      list.total === 0 ? (
        <div className="overflow-hidden rounded-xl border border-line bg-surface shadow-sm">{empty}</div>
      ) : (
        <div className={tasks.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={tasks.isPlaceholderData || allTasks.fetchingMore || undefined}>
          {allTasks.cutShort && (
            <Notice tone="warning" className="mb-3">
              The board shows the first {formatCount(allTasks.tasks.length)} of {formatCount(list.total)} tasks: narrow the search or filters to see the rest.
            </Notice>
          )}
          <Suspense fallback={<LoadingState message="Loading board..." />}>
            <TaskBoard
              tasks={allTasks.tasks}
              totals={list.totals ?? undefined}
              whole={allTasks.complete && !allTasks.cutShort}
              today={today}
              canEdit={canEdit}
              showEvent={filters.eventId === null}
              hideCompleted={hideCompleted}
              onEdit={openEdit}
              onMove={moveTask}
            />
          </Suspense>
        </div>
      )
    ) : event ? (
      list.total === 0 ? (
        event.taskCount === 0 ? (
          <EmptyState icon={CalendarRange} title="No tasks in this event yet">
            {canEdit ? 'Add its tasks with Create Task, or many at once with Bulk Create, and they show here by week.' : 'Its tasks show here by week.'}
          </EmptyState>
        ) : (
          <div className="overflow-hidden rounded-xl border border-line bg-surface shadow-sm">{empty}</div>
        )
      ) : (
        <TaskTimeline filters={listFilters} first={list} event={event} today={today} stale={tasks.isPlaceholderData} onEdit={openEdit} onDelete={openDelete} />
      )
    ) : (
      <TasksTable
        tasks={list.items}
        total={list.total}
        totalExact={list.totalExact}
        totals={list.totals}
        today={today}
        onEdit={openEdit}
        onDelete={openDelete}
        empty={empty}
        highlightId={highlightId}
        stale={tasks.isPlaceholderData}
        sort={{ column: filters.sort, order: filters.order, onSort: (column) => update(sortChanges(filters, column)) }}
        pager={
          list.total > 0 && (
            <TasksPager
              page={Math.min(filters.page, lastPage)}
              pageSize={filters.pageSize}
              offset={list.offset}
              shown={list.items.length}
              total={list.total}
              totalExact={list.totalExact}
              onPage={(page) => update({ page: page > 1 ? String(page) : null })}
              onPageSize={(size) => update({ size: size === DEFAULT_TASK_PAGE_SIZE ? null : String(size) })}
            />
          )
        }
      />
    );
  }

  return (
    <>
      <PageHeader
        title="Tasks Dashboard"
        subtitle="Manage and track tasks across all your events."
        actions={
          <>
            {canEdit && bulkButton}
            {canEdit && (
              <Button variant="secondary" asChild>
                <Link to={filters.eventId === null ? '/app/import?kind=tasks' : `/app/import?kind=tasks&event=${filters.eventId}`}>
                  <FileUp className="size-4" aria-hidden="true" />
                  Import tasks
                </Link>
              </Button>
            )}
            {canEdit && createButton}
            {exportButton}
          </>
        }
      />

      <div className="space-y-4">
        {/* While the dialog is open it shows the run itself: one message at a time. */}
        {bulkRun && modal?.kind !== 'bulk' && (
          <BulkProgressBanner run={bulkRun} onRefresh={refresh} onDismiss={() => setBulkRun(null)} onShowNew={showBatch} />
        )}

        <TasksFilterBar
          search={search}
          onSearch={setSearch}
          searching={tasks.isFetching && !tasks.isPending && search.trim() !== filters.q}
          filters={filters}
          onChange={update}
          event={eventValue}
          member={memberValue}
          hideCompleted={hideCompletedChoice}
          onHideCompleted={setHideCompleted}
          dueCounts={list?.dueCounts ?? undefined}
        />

        {list && list.totalInSystem === 0 && canEdit && (
          <Notice
            tone="info"
            title="Welcome to Tasks Management"
            action={noEvents ? <LoadSampleDataButton size="sm" /> : undefined}
          >
            {noEvents ? (
              <>
                To get started,{' '}
                <Link to={createRequestHref('event')} className="font-medium underline underline-offset-2">
                  create an event
                </Link>
                , then add its tasks one by one with Create Task or many at once with Bulk Create.
              </>
            ) : (
              'To get started, add tasks to your events one by one with Create Task, or many at once with Bulk Create.'
            )}
          </Notice>
        )}
        {infoBanner}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TaskViewSwitch view={view} eventChosen={filters.eventId !== null} onChange={chooseView} />
          {/* The timeline and the calendar are in time order. */}
          {(view === 'table' || view === 'board') && list && list.total > 0 && (
            <label className="flex items-center gap-2 text-sm whitespace-nowrap text-ink-muted">
              Sort by
              <TasksSortSelect
                column={filters.sort}
                order={filters.order}
                onChange={(column, order) => update(sortParams(column, order))}
                className="max-w-64"
              />
            </label>
          )}
        </div>
        {tasks.isError && list && <Notice tone="danger">Failed to load data: {userMessage(tasks.error)}</Notice>}

        {content}
      </div>

      <Suspense fallback={null}>
        {(modal?.kind === 'create' || modal?.kind === 'edit') && (
          <TaskFormDialog
            key={modal.kind === 'edit' ? `edit-${modal.task.id}` : `create-${modal.opening}`}
            task={modal.kind === 'edit' ? modal.task : undefined}
            noEvents={noEvents}
            defaultEventId={(modal.kind === 'create' ? modal.eventId : null) ?? filters.eventId}
            defaultDueDate={modal.kind === 'create' ? modal.dueDate : undefined}
            today={today}
            onClose={closeModal}
            onCreated={onCreated}
          />
        )}
        {modal?.kind === 'delete' && <DeleteTaskDialog task={modal.task} onClose={closeModal} />}
        {modal?.kind === 'bulk' && (
          <BulkCreateDialog
            noEvents={noEvents}
            defaultEventId={filters.eventId}
            today={today}
            onClose={closeModal}
            onRunChange={setBulkRun}
            onShowNew={showBatch}
          />
        )}
      </Suspense>
    </>
  );
}
