import { useMutation } from '@tanstack/react-query';
import type { PreviewSent } from '../../../../domain/reminders.ts';
import { api } from '../../../lib/api.ts';

/** POST /api/reminders/preview: the signed-in organiser's digest of this workspace, sent to them now (a few times an hour at most). */
export function sendDigestPreview() {
  return api.post<PreviewSent>('/api/reminders/preview');
}

export function useSendDigestPreview() {
  return useMutation({ mutationFn: sendDigestPreview });
}
