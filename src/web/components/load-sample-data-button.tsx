import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatabaseZap } from 'lucide-react';
import { countLabel } from '../../domain/english-format.ts';
import { todayIn } from '../../domain/today.ts';
import type { SampleDataResult } from '../../domain/sample-data.ts';
import { api, userMessage } from '../lib/api.ts';
import { invalidateAccountData } from '../lib/query-areas.ts';
import { useCanEdit } from '../lib/workspaces.ts';
import { Button, type ButtonProps } from './ui/button.tsx';
import { useToast } from './ui/toast.tsx';

export function loadSampleData() {
  return api.post<SampleDataResult>('/api/sample-data', { today: todayIn() });
}

export function sampleDataLoadedMessage({ events, members, tasks }: SampleDataResult): string {
  return `Sample data loaded: ${countLabel(events, 'event')}, ${countLabel(members, 'team member')}, ${countLabel(tasks, 'task')}`;
}

export function useLoadSampleData() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: loadSampleData,
    onSuccess: async (result) => {
      await invalidateAccountData(queryClient);
      toast.success(sampleDataLoadedMessage(result));
    },
    onError: (error) => {
      toast.error('Could not load sample data', userMessage(error));
      // Refused because the account already has events: show them.
      void invalidateAccountData(queryClient);
    },
  });
}

/** Fills a workspace that has no events with five sample events, their teams and tasks; not offered to a viewer. */
export function LoadSampleDataButton({ variant = 'secondary', ...props }: Omit<ButtonProps, 'onClick' | 'loading' | 'children'>) {
  const load = useLoadSampleData();
  const canEdit = useCanEdit();
  if (!canEdit) return null;
  return (
    <Button variant={variant} loading={load.isPending} onClick={() => load.mutate()} {...props}>
      {!load.isPending && <DatabaseZap className="size-4" aria-hidden="true" />}
      {load.isPending ? 'Loading sample data...' : 'Load sample data'}
    </Button>
  );
}
