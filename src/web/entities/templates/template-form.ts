import { z } from 'zod';
import { templateNameSchema } from '../../../domain/templates.ts';
import { ApiError, userMessage } from '../../lib/api.ts';

export { TEMPLATE_NAME_MAX_LENGTH } from '../../../domain/template-rules.ts';

/** The save-as-template and rename forms. */
export const templateNameFormSchema = z.object({ name: templateNameSchema });

/**
 * What a refused template request says above its form: the server's message for a field the form
 * does not show (say, an event without tasks), else its general explanation.
 */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiError && error.fields) {
    const first = Object.values(error.fields)[0];
    if (first) return first;
  }
  return userMessage(error);
}
