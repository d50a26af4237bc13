import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { timeZoneQueryKey } from './get-time-zone.ts';

/** PATCH /api/workspace: the workspace's time zone (the owner only); a zone the server does not know is refused. */
export function changeTimeZone(timeZone: string) {
  return api.patch<{ workspace: { timeZone: string } }>('/api/workspace', { timeZone });
}

export function useChangeTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTimeZone,
    // The events' reminders, on the new zone's clock, are asked for afresh whenever they are shown.
    onSuccess: ({ workspace }) => queryClient.setQueryData(timeZoneQueryKey, workspace.timeZone),
  });
}
