import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput, FeedbackResponse } from '../../../../domain/feedback.ts';
import { api } from '../../../lib/api.ts';

export function sendFeedback(input: FeedbackInput) {
  return api.post<FeedbackResponse>('/api/feedback', input);
}

/** POST /api/feedback: signed in or not. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
