import { ApiError, userMessage } from '../../../lib/api.ts';

/**
 * What to tell the user when a send was refused: for too many sends (429) and for a mail server that
 * would not take the e-mail (503), the server's own explanation (when to try again) rather than the
 * catalogue's general wording; otherwise what userMessage says.
 */
export function sendErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 503) && error.detail) return error.detail;
  return userMessage(error);
}
