import type { Kysely } from 'kysely';
import type { Feedback, FeedbackInput } from '../../domain/feedback.ts';
import type { Database } from '../db/schema.ts';

export async function createFeedback(db: Kysely<Database>, input: FeedbackInput, userId: number | null): Promise<Feedback> {
  const row = await db
    .insertInto('feedback')
    .values({
      rating: input.rating,
      message: input.message,
      email: input.email || null,
      user_id: userId,
      created_at: new Date().toISOString(),
    })
    .returning(['id', 'rating', 'message', 'email', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, rating: row.rating, message: row.message, email: row.email, createdAt: row.created_at };
}
