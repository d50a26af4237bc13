import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, OFFSET_TOO_LARGE_MESSAGE } from './pagination-rules.ts';

export * from './pagination-rules.ts';

/** `limit` and `offset` query parameters shared by every list endpoint. */
export const paginationQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset cannot be negative')
    .max(MAX_OFFSET, OFFSET_TOO_LARGE_MESSAGE)
    .default(0),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** The envelope every list answers with. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
}
