import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuiltInTemplate, Template, TemplateSummary } from './template-types.ts';
import { api } from '../../../lib/api.ts';

export type { BuiltInTemplate, Template, TemplateSummary, TemplateTask } from './template-types.ts';

/** The templates area (see lib/query-areas.ts): a write elsewhere refreshes it, as it does every area. */
export const templatesQueryKeys = {
  all: ['templates'] as const,
  own: () => [...templatesQueryKeys.all, 'own'] as const,
  builtIn: () => [...templatesQueryKeys.all, 'built-in'] as const,
  detail: (id: number) => [...templatesQueryKeys.all, 'detail', id] as const,
};

export function ownTemplatesQueryOptions() {
  return queryOptions({
    queryKey: templatesQueryKeys.own(),
    queryFn: ({ signal }) => api.get<{ items: TemplateSummary[] }>('/api/templates', undefined, signal).then((answer) => answer.items),
  });
}

export function builtInTemplatesQueryOptions() {
  return queryOptions({
    queryKey: templatesQueryKeys.builtIn(),
    queryFn: ({ signal }) => api.get<{ items: BuiltInTemplate[] }>('/api/templates/built-in', undefined, signal).then((answer) => answer.items),
    // Shipped with the app: they change only with a new version.
    staleTime: Infinity,
  });
}

export function templateQueryOptions(id: number) {
  return queryOptions({
    queryKey: templatesQueryKeys.detail(id),
    queryFn: ({ signal }) => api.get<{ template: Template }>(`/api/templates/${id}`, undefined, signal).then((answer) => answer.template),
  });
}

export const useOwnTemplates = () => useQuery(ownTemplatesQueryOptions());
export const useBuiltInTemplates = () => useQuery(builtInTemplatesQueryOptions());
export const useTemplate = (id: number | null) => useQuery({ ...templateQueryOptions(id ?? 0), enabled: id !== null });

export interface SaveEventAsTemplateInput {
  name: string;
  eventId: number;
}

/** POST /api/templates from an event: its tasks, with their dates counted from its start. */
export function useSaveEventAsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveEventAsTemplateInput) => api.post<{ template: Template }>('/api/templates', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKeys.all }),
  });
}
