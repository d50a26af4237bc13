import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkCreateResult } from '../../../../domain/bulk-tasks.ts';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { tasksQueryKeys } from './get-tasks.ts';

export interface BulkCreateRequest {
  eventId: number;
  text: string;
  today: string;
}

export function bulkCreateTasks(request: BulkCreateRequest) {
  return api.post<BulkCreateResult>('/api/tasks/bulk', request);
}

export function useBulkCreateTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCreateTasks,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksQueryKeys.lists() }),
        invalidateOtherAreas(queryClient, tasksQueryKeys.all[0]),
      ]),
  });
}
