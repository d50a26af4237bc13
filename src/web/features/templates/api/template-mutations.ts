import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarDate } from '../../../../domain/calendar-dates.ts';
import type { Event, EventForm } from '../../../../domain/events.ts';
import type { PastTaskChoice, UpdateTemplateInput } from '../../../../domain/templates.ts';
import { templatesQueryKeys, type Template } from '../../../entities/templates/api/templates.ts';
import { api, apiRequest } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';

/** A template to start an event from: one shipped with the app, or one of the user's own. */
export type TemplateSource = { kind: 'built-in'; key: string } | { kind: 'own'; id: number };

function eventsPath(source: TemplateSource): string {
  return source.kind === 'built-in' ? `/api/templates/built-in/${encodeURIComponent(source.key)}/events` : `/api/templates/${source.id}/events`;
}

export interface CreateEventFromTemplateVariables {
  source: TemplateSource;
  input: EventForm;
  /** What to do with the tasks due before `today`. */
  pastTasks: PastTaskChoice;
  /** The day the preview counted past-due tasks from, so the server applies the choice to the same ones. */
  today: CalendarDate;
}

/** Creates the event and the template's tasks at once. */
export function useCreateEventFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, input, pastTasks, today }: CreateEventFromTemplateVariables) =>
      apiRequest<{ event: Event; createdTasks: number }>(eventsPath(source), { method: 'POST', body: { ...input, pastTasks }, query: { today } }),
    // A new event and its tasks: every area but the templates shows them.
    onSuccess: () => invalidateOtherAreas(queryClient, templatesQueryKeys.all[0]),
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateTemplateInput }) => api.patch<{ template: Template }>(`/api/templates/${id}`, input),
    onSuccess: ({ template }) => {
      queryClient.setQueryData(templatesQueryKeys.detail(template.id), template);
      return queryClient.invalidateQueries({ queryKey: templatesQueryKeys.own() });
    },
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/templates/${id}`),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: templatesQueryKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: templatesQueryKeys.own() });
    },
  });
}
