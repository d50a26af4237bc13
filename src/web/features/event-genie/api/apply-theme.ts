import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppliedTheme, ApplyThemeInput } from '../../../../domain/event-genie.ts';
import type { TemplateTaskInput } from '../../../../domain/templates.ts';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';

export type ApplyThemeRequest = Omit<ApplyThemeInput, 'tasks'> & { tasks?: TemplateTaskInput[] };

/** POST /api/event-genie/apply: the tagline first in the event's description and the run-of-day tasks, all or nothing. */
export function applyTheme(input: ApplyThemeRequest) {
  return api.post<AppliedTheme>('/api/event-genie/apply', input);
}

export function useApplyTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTheme,
    // The event's description, its tasks and every count of them changed.
    onSuccess: () => invalidateOtherAreas(queryClient, 'event-genie'),
  });
}
