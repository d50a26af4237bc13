import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, UserPlus } from 'lucide-react';
import { todayIn } from '../../../../domain/dates.ts';
import { eventPrefix } from '../../../../domain/events.ts';
import { addMemberFormSchema, generateMemberCode, type Member } from '../../../../domain/team.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { eventOptionQueryOptions, type EventOption } from '../../../entities/events/api/get-event-options.ts';
import { EventPicker } from '../../../entities/events/components/event-picker.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCreateTeamMember } from '../api/create-team-member.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

/** How long 'Member Added!' and the success message stay before the form resets. */
export const ADD_MEMBER_RESET_MS = 2000;

const FIELD_NAMES = ['name', 'email', 'eventId', 'company', 'role'] as const;

function addMemberErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred while adding the team member.';
  if (error.kind !== 'http') return error.message;
  return error.detail ?? 'Failed to add team member. Please try again.';
}

function codeFor(event: EventOption | null): string {
  return event ? generateMemberCode(eventPrefix(event.name)) : '';
}

interface AddMemberFormProps {
  /** The event the page shows, chosen to start with. */
  initialEvent: EventOption | null;
  /** Changes when the page asks for the form again (say, from an empty list): the name field takes focus. */
  focusRequest?: number;
  onAdded: (member: Member) => void;
  onCancel: () => void;
}

export function AddMemberForm({ initialEvent, focusRequest, onAdded, onCancel }: AddMemberFormProps) {
  const create = useCreateTeamMember();
  const queryClient = useQueryClient();
  const form = useSchemaForm(addMemberFormSchema, { name: '', email: '', company: '', role: '', eventId: initialEvent?.id });
  const { errors } = form.formState;
  const [event, setEvent] = useState(initialEvent);
  const [code, setCode] = useState(() => codeFor(initialEvent));
  const [added, setAdded] = useState<{ member: string; event: string } | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const { setFocus } = form;
  useEffect(() => {
    if (focusRequest) setFocus('name');
  }, [focusRequest, setFocus]);

  // The page's event can arrive after the form opened (Add Member pressed while the page still reads
  // the event of its address): it is taken then, unless an event was chosen meanwhile.
  const eventChosen = useRef(initialEvent !== null);
  const { setValue } = form;
  useEffect(() => {
    if (eventChosen.current || !initialEvent) return;
    eventChosen.current = true;
    setValue('eventId', initialEvent.id);
    setEvent(initialEvent);
    setCode(codeFor(initialEvent));
  }, [initialEvent, setValue]);

  const chooseEvent = (chosen: EventOption | null) => {
    eventChosen.current = true;
    form.setValue('eventId', chosen?.id as number);
    form.clearErrors('eventId');
    setEvent(chosen);
    setCode(codeFor(chosen));
  };

  const submit = form.handleSubmit((values) => {
    create.mutate(
      { ...values, code: code || undefined, today: todayIn() },
      {
        onSuccess: ({ member }) => {
          setAdded({ member: member.name, event: member.eventName });
          onAdded(member);
          resetTimer.current = setTimeout(() => {
            const memberEvent = { id: member.eventId, name: member.eventName };
            form.reset({ name: '', email: '', company: '', role: '', eventId: member.eventId });
            setEvent(memberEvent);
            setCode(codeFor(memberEvent));
            setAdded(null);
            create.reset();
          }, ADD_MEMBER_RESET_MS);
        },
        onError: async (error) => {
          form.showServerFieldErrors(error, FIELD_NAMES);
          // The event was renamed since the code was made: its codes have a new prefix, so offer a fresh one.
          if (error instanceof ApiError && error.fields?.code) {
            const fresh = await queryClient.fetchQuery({ ...eventOptionQueryOptions(values.eventId), staleTime: 0 });
            setEvent(fresh);
            setCode(codeFor(fresh));
          }
        },
      },
    );
  });

  const busy = create.isPending || added !== null;

  return (
    <Card className="mb-6 p-5 sm:p-6">
      <form onSubmit={submit} noValidate aria-labelledby="add-member-heading" className="space-y-5">
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
            <UserPlus className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="add-member-heading" className="text-lg font-semibold text-ink">
              Add Team Member
            </h2>
            <p className="text-sm text-ink-muted">A user ID is created from the event you choose.</p>
          </div>
        </div>

        {create.isError && <Notice tone="danger">{addMemberErrorMessage(create.error)}</Notice>}
        {added && <Notice tone="success">{`Successfully added ${added.member} to ${added.event}`}</Notice>}

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" required error={errors.name?.message}>
            <Input autoComplete="off" placeholder="Jordan Lee" autoFocus {...form.field('name')} />
          </Field>
          <Field label="Email" error={errors.email?.message} hint="Optional">
            <Input type="email" autoComplete="off" placeholder="jordan@example.com" {...form.field('email')} />
          </Field>
          <Controller
            control={form.control}
            name="eventId"
            render={({ field }) => (
              <Field label="Event" required error={errors.eventId?.message}>
                <EventPicker ref={field.ref} name={field.name} onBlur={field.onBlur} value={event} placeholder="Choose an event…" onChange={chooseEvent} />
              </Field>
            )}
          />
          <Field label="User ID" hint={code ? "Generated from the event's prefix" : 'Appears when you choose an event'}>
            <Input readOnly value={code} placeholder="—" className="font-mono" />
          </Field>
          <Field label="Company" hint="Optional" error={errors.company?.message}>
            <Input autoComplete="off" {...form.field('company')} />
          </Field>
          <Field label="Role" hint="Optional" error={errors.role?.message}>
            <Input autoComplete="off" placeholder="Volunteer coordinator" {...form.field('role')} />
          </Field>
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={added ? 'success' : 'primary'}
            loading={create.isPending}
            disabled={busy}
            className={added ? 'disabled:opacity-100' : undefined}
          >
            {added && <CheckCircle2 className="size-4" aria-hidden="true" />}
            {create.isPending ? 'Adding Member...' : added ? 'Member Added!' : 'Save Member'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
