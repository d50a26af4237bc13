import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { COUNTDOWN_MESSAGES } from '../../../../domain/countdown.ts';
import { isCalendarDate } from '../../../../domain/calendar-dates.ts';
import { EVENT_MESSAGES, endDateFollowingStart, eventFormSchema, type Event, type EventForm } from '../../../../domain/events.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, userMessage } from '../../../lib/api.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';

/** How long the success message stays before the dialog closes itself. */
export const MODAL_AUTO_CLOSE_MS = 1500;

const EMPTY_FORM: EventForm = { name: '', description: '', startDate: '', endDate: '' };
const FIELD_NAMES = ['name', 'description', 'startDate', 'endDate'] as const satisfies readonly Path<EventForm>[];

/** The spec's create-event messages, by what went wrong. */
function createErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return userMessage(error);
  if (error.kind === 'network') return 'Network connection failed. Please check your internet connection.';
  if (error.kind !== 'http') return error.message;
  if (error.status !== null && error.status >= 500) {
    return 'Server error occurred. The API may be temporarily unavailable. Please try again in a few moments.';
  }
  if (error.status === 400) return 'Invalid data format. Please check your event information and try again.';
  if (error.status === 404) return 'API endpoint not found. Please verify your API configuration.';
  if (error.status === 401 || error.status === 403) return 'Authentication failed. Please check your API token.';
  return userMessage(error);
}

function formValues(event: Event | undefined): EventForm {
  if (!event) return EMPTY_FORM;
  return { name: event.name, description: event.description, startDate: event.startDate, endDate: event.endDate };
}

interface EventFormDialogProps {
  /** The event to edit; none to create one. */
  event?: Event;
  onClose: () => void;
}

/** Create New Event and Edit Event. Mounted while open, so every opening starts afresh. */
export function EventFormDialog({ event, onClose }: EventFormDialogProps) {
  const editing = event !== undefined;
  const formId = useId();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const mutation = editing ? updateEvent : createEvent;
  const [succeeded, setSucceeded] = useState(false);
  /** Tasks due relative to the event that the saved dates moved. */
  const [movedTasks, setMovedTasks] = useState(0);

  const form = useForm<EventForm>({
    resolver: standardSchemaResolver(eventFormSchema),
    defaultValues: formValues(event),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const startDate = form.watch('startDate');

  const field = (name: (typeof FIELD_NAMES)[number], alsoClears: Path<EventForm>[] = [], onChange?: (value: string) => void) =>
    form.register(name, {
      onChange: (change: { target: { value: string } }) => {
        form.clearErrors([name, ...alsoClears]);
        onChange?.(change.target.value);
      },
    });

  /** The last complete start date: moving the start moves the end with it, so the event keeps its length. */
  const lastStartDate = useRef(form.getValues('startDate'));
  const endFollowsStart = (startDate: string) => {
    const endDate = form.getValues('endDate') ?? '';
    const followed = endDateFollowingStart(lastStartDate.current, startDate, endDate);
    if (followed !== endDate) form.setValue('endDate', followed);
    if (isCalendarDate(startDate)) lastStartDate.current = startDate;
  };

  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => close.current(), MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const showServerFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !error.fields) return false;
    let shown = false;
    for (const name of FIELD_NAMES) {
      const message = error.fields[name];
      if (message) {
        form.setError(name, { message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    return shown;
  };

  const submit = form.handleSubmit((input) => {
    const onError = (error: unknown) => {
      if (showServerFieldErrors(error)) mutation.reset();
    };
    if (editing) {
      updateEvent.mutate(
        { id: event.id, input },
        {
          onSuccess: (result) => {
            setMovedTasks(result.movedTasks);
            setSucceeded(true);
          },
          onError,
        },
      );
    } else {
      createEvent.mutate(input, {
        onSuccess: () => {
          form.reset(EMPTY_FORM);
          setSucceeded(true);
        },
        onError,
      });
    }
  });

  const saving = mutation.isPending;
  const title = editing ? 'Edit Event' : 'Create New Event';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={editing ? `Change the details of ${event.name}.` : 'Add an event to plan its tasks and team.'}
      preventClose={saving}
      size="lg"
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={onClose}
          busy={saving}
          submitLabel={editing ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Creating...' : 'Create Event'}
          submitDisabled={succeeded}
        />
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {succeeded && (
          <Notice tone="success">
            {editing ? 'Event updated successfully!' : 'Event created successfully!'}
            {movedTasks > 0 && ` ${COUNTDOWN_MESSAGES.movedTasks(movedTasks)} to follow its new dates.`}
          </Notice>
        )}
        {mutation.isError && (
          <Notice tone="danger" title={editing ? EVENT_MESSAGES.updateFailed : undefined}>
            {editing ? userMessage(mutation.error) : createErrorMessage(mutation.error)}
          </Notice>
        )}
        <fieldset disabled={saving || succeeded} className="space-y-4">
          <Field label="Event name" required error={errors.name?.message}>
            <Input autoComplete="off" placeholder="e.g. Tech Conference" {...field('name')} />
          </Field>
          <Field label="Description" required error={errors.description?.message}>
            <Textarea rows={4} placeholder="What is the event about?" {...field('description')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Start date" required error={errors.startDate?.message}>
              <Input type="date" {...field('startDate', ['endDate'], endFollowsStart)} />
            </Field>
            <Field label="End date" error={errors.endDate?.message} hint="Leave empty for a one-day event. It moves with the start date.">
              <Input type="date" min={startDate || undefined} {...field('endDate')} />
            </Field>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
