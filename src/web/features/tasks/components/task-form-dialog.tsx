import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Controller, type Path } from 'react-hook-form';
import { anchoredDueDate, offsetFromStart } from '../../../../domain/countdown.ts';
import type { CalendarDate } from '../../../../domain/dates.ts';
import {
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_STATUS,
  DESCRIPTION_MAX_LENGTH,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  TITLE_MAX_LENGTH,
  type Task,
} from '../../../../domain/tasks.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useEventOption } from '../../../entities/events/api/get-event-options.ts';
import { EventPicker } from '../../../entities/events/components/event-picker.tsx';
import { useMemberOption, useMemberOptions } from '../../../entities/team-members/api/get-member-options.ts';
import { MemberPicker, NO_MEMBERS_MESSAGE, type MemberChoice } from '../../../entities/team-members/components/member-picker.tsx';
import { ApiError, userMessage } from '../../../lib/api.ts';
import { createRequestHref } from '../../../lib/use-create-request.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useTaskEvent } from '../api/get-event.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { blankTaskForm, directionOf, formOffset, taskFormOf, taskFormSchema, type DueMode, type TaskFormValues } from '../utils/task-form-values.ts';
import { DueDateFields } from './due-date-fields.tsx';
import { TaskHistory } from './task-history.tsx';

/** How long the success message stays before the dialog closes itself. */
export const TASK_MODAL_AUTO_CLOSE_MS = 1500;

const FIELD_NAMES = [
  'title',
  'description',
  'eventId',
  'dueDate',
  'dueAnchor',
  'dueOffsetDays',
  'assigneeId',
  'priority',
  'status',
] as const satisfies readonly Path<TaskFormValues>[];

/** The edit form's red notice: the server's own error, or the spec's fallback. */
function updateErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.kind === 'http' ? (error.detail ?? 'Failed to update task') : error.message;
  return userMessage(error, 'An unexpected error occurred');
}

interface TaskFormDialogProps {
  /** The task to edit; none to create one. */
  task?: Task;
  /** The account has no event yet: nothing to add a task to. */
  noEvents: boolean;
  /** A new task's event, when the page is filtered to one. */
  defaultEventId?: number | null;
  /** A new task's due day, when asked for on a day (the calendar); today otherwise. */
  defaultDueDate?: CalendarDate;
  today: CalendarDate;
  onClose: () => void;
  /** A new task was stored (the dialog then says so and closes itself). */
  onCreated?: (task: Task) => void;
}

/** Create New Task and Edit Task. Mounted while open, so every opening starts afresh. */
export function TaskFormDialog({ task, noEvents, defaultEventId = null, defaultDueDate, today, onClose, onCreated }: TaskFormDialogProps) {
  const editing = task !== undefined;
  const formId = useId();
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const mutation = editing ? updateTask : createTask;
  const [succeeded, setSucceeded] = useState(false);

  const form = useSchemaForm(taskFormSchema, editing ? taskFormOf(task) : blankTaskForm(defaultDueDate ?? today, defaultEventId));
  const { errors } = form.formState;
  const eventId = form.watch('eventId');
  const chosenEventId = typeof eventId === 'number' && eventId > 0 ? eventId : null;
  const assigneeId = form.watch('assigneeId') ?? null;

  // The names the pickers show: the task's own, or looked up by id (a picked option is already known).
  const taskEvent = editing && chosenEventId === task.eventId ? { id: task.eventId, name: task.eventName ?? '' } : null;
  const lookedUpEvent = useEventOption(taskEvent ? null : chosenEventId);
  const eventValue = chosenEventId === null ? null : (taskEvent ?? (lookedUpEvent.isPending ? undefined : (lookedUpEvent.data ?? null)));
  const taskAssignee: MemberChoice | null =
    editing && assigneeId !== null && assigneeId === task.assigneeId ? { id: assigneeId, name: task.assigneeName ?? '', code: task.assigneeCode ?? '' } : null;
  const lookedUpAssignee = useMemberOption(taskAssignee ? null : assigneeId);
  const assigneeValue = assigneeId === null ? null : (taskAssignee ?? (lookedUpAssignee.isPending ? undefined : (lookedUpAssignee.data ?? null)));

  // The first page of the event's members says whether it has any.
  const members = useMemberOptions(chosenEventId ?? 'all', '', { enabled: chosenEventId !== null });
  // Its days, for the date a relative due date gives: undefined while they load, null with no event.
  const eventDatesQuery = useTaskEvent(chosenEventId, today);
  const eventDates = chosenEventId === null ? null : (eventDatesQuery.data ?? undefined);

  const { field } = form;

  /**
   * Switching between a fixed and a relative date carries the day over when the event's dates are
   * known (a new task's date is carried only once it was chosen — in the form, or by creating it on
   * a calendar day: today is just the default).
   */
  const switchDueMode = (mode: DueMode) => {
    form.clearErrors(['dueDate', 'dueAnchor', 'dueOffsetDays']);
    if (!eventDates) return;
    const values = form.getValues();
    const dateChosen = editing || defaultDueDate !== undefined || form.getFieldState('dueDate').isDirty;
    if (mode === 'relative' && values.dueDate && dateChosen) {
      const offset = offsetFromStart(values.dueDate, eventDates);
      form.setValue('dueOffsetDays', String(Math.abs(offset.offsetDays)));
      form.setValue('dueAnchor', directionOf(offset));
    } else if (mode === 'fixed') {
      const offset = formOffset(values.dueOffsetDays, values.dueAnchor);
      if (offset) form.setValue('dueDate', anchoredDueDate(offset, eventDates));
    }
  };

  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => close.current(), TASK_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const showServerFieldErrors = (error: unknown) => {
    form.showServerFieldErrors(error, FIELD_NAMES);
  };

  const submit = form.handleSubmit((input) => {
    if (editing) {
      updateTask.mutate({ id: task.id, input }, { onSuccess: () => setSucceeded(true), onError: showServerFieldErrors });
    } else {
      createTask.mutate(input, {
        onSuccess: ({ task: created }) => {
          form.reset(blankTaskForm(today, input.eventId));
          setSucceeded(true);
          onCreated?.(created);
        },
        onError: showServerFieldErrors,
      });
    }
  });

  const saving = mutation.isPending;
  const locked = saving || succeeded;
  const eventHasNoMembers = chosenEventId !== null && members.isSuccess && members.data.pages[0]?.total === 0;

  let submitLabel: string;
  if (editing) submitLabel = succeeded ? 'Task Updated!' : saving ? 'Updating Task...' : 'Update Task';
  else submitLabel = succeeded ? 'Task Created!' : saving ? 'Creating Task...' : 'Create Task';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Task' : 'Create New Task'}
      description={editing ? 'Change the task’s details, assignee or status.' : 'Add a task to one of your events.'}
      preventClose={saving}
      size="lg"
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={onClose}
          busy={saving}
          submitLabel={submitLabel}
          submitDisabled={succeeded || noEvents}
          submitVariant={succeeded ? 'success' : 'primary'}
        />
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {succeeded && <Notice tone="success">{editing ? 'Task updated successfully!' : 'Task created successfully!'}</Notice>}
        {mutation.isError && (
          <Notice tone="danger">
            {editing ? updateErrorMessage(mutation.error) : `Failed to create task: ${userMessage(mutation.error, 'Failed to create task')}`}
          </Notice>
        )}
        {noEvents && (
          <Notice tone="warning" title="Create an event first">
            Every task belongs to an event.{' '}
            <Link to={createRequestHref('event')} className="font-medium underline underline-offset-2">
              Create an event
            </Link>
            , then come back to add its tasks.
          </Notice>
        )}
        {!editing && !noEvents && <p className="text-sm text-ink-muted">Only the event selection is required besides the title.</p>}

        <fieldset disabled={locked} className="space-y-4">
          <Field label="Title" required error={errors.title?.message}>
            <Input autoFocus autoComplete="off" maxLength={TITLE_MAX_LENGTH} placeholder="e.g. Book the keynote speaker" {...field('title')} />
          </Field>
          <Field label="Description" error={errors.description?.message}>
            <Textarea rows={3} maxLength={DESCRIPTION_MAX_LENGTH} placeholder="Details, links, notes…" {...field('description')} />
          </Field>

          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="eventId"
              render={({ field: control }) => (
                <Field label="Event" required error={errors.eventId?.message}>
                  <EventPicker
                    ref={control.ref}
                    name={control.name}
                    onBlur={control.onBlur}
                    value={eventValue}
                    placeholder="Select an event"
                    onChange={(event) => {
                      control.onChange(event ? event.id : undefined);
                      // The assignee belongs to the event: choosing another event clears it.
                      if (event?.id !== chosenEventId) form.setValue('assigneeId', null);
                      form.clearErrors(['eventId', 'assigneeId']);
                    }}
                  />
                </Field>
              )}
            />
            <Controller
              control={form.control}
              name="assigneeId"
              render={({ field: control }) => (
                <Field
                  label="Assignee"
                  error={errors.assigneeId?.message}
                  hint={
                    chosenEventId === null
                      ? 'Choose the event first: its team members are listed here.'
                      : eventHasNoMembers
                        ? `${NO_MEMBERS_MESSAGE}. Add people in Team Management, or leave the task Unassigned.`
                        : undefined
                  }
                >
                  <MemberPicker
                    ref={control.ref}
                    name={control.name}
                    onBlur={control.onBlur}
                    scope={chosenEventId ?? 'all'}
                    value={assigneeValue}
                    nullOption="Unassigned"
                    placeholder={chosenEventId !== null && members.isPending ? 'Loading team members...' : 'Unassigned'}
                    disabled={chosenEventId === null || members.isPending || eventHasNoMembers}
                    onChange={(member) => {
                      control.onChange(member && member !== 'unassigned' ? member.id : null);
                      form.clearErrors('assigneeId');
                    }}
                  />
                </Field>
              )}
            />
          </div>

          <DueDateFields
            form={form}
            event={eventDates}
            onModeChange={switchDueMode}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="priority"
              render={({ field: control }) => (
                <Field label="Priority" error={errors.priority?.message}>
                  <Select
                    ref={control.ref}
                    name={control.name}
                    onBlur={control.onBlur}
                    value={control.value ?? DEFAULT_TASK_PRIORITY}
                    onChange={(change) => {
                      control.onChange(change.target.value);
                      form.clearErrors('priority');
                    }}
                  >
                    {TASK_PRIORITIES.map((value) => (
                      <option key={value} value={value}>
                        {TASK_PRIORITY_LABELS[value]}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
            />
            {editing && (
            <Controller
              control={form.control}
              name="status"
              render={({ field: control }) => (
                <Field label="Status" error={errors.status?.message}>
                  <Select
                    ref={control.ref}
                    name={control.name}
                    onBlur={control.onBlur}
                    value={control.value ?? DEFAULT_TASK_STATUS}
                    onChange={(change) => {
                      control.onChange(change.target.value);
                      form.clearErrors('status');
                    }}
                  >
                    {TASK_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {TASK_STATUS_LABELS[value]}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
            />
            )}
          </div>
        </fieldset>

        {editing && <TaskHistory taskId={task.id} />}
      </form>
    </Dialog>
  );
}
