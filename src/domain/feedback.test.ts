import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, feedbackInputSchema } from './feedback.ts';

const valid = { rating: 4, message: 'Lovely app, the bulk create saved my afternoon.' };

function firstIssue(input: unknown) {
  const result = feedbackInputSchema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
}

describe('feedbackInputSchema', () => {
  it('accepts a rating, a message and an optional email, trimmed', () => {
    expect(feedbackInputSchema.parse(valid)).toEqual(valid);
    expect(feedbackInputSchema.parse({ ...valid, message: '  Great!  ', email: '  Ann@Example.COM ' })).toEqual({
      rating: 4,
      message: 'Great!',
      email: 'ann@example.com',
    });
    expect(feedbackInputSchema.parse({ ...valid, email: '' }).email).toBe('');
    expect(feedbackInputSchema.parse({ ...valid, email: null }).email).toBeNull();
  });

  it.each([1, 5])('accepts the rating %s', (rating) => {
    expect(feedbackInputSchema.parse({ ...valid, rating }).rating).toBe(rating);
  });

  it.each([
    ['no rating', { message: 'Hi' }, 'rating', FEEDBACK_MESSAGES.ratingRequired],
    ['a rating of 0', { ...valid, rating: 0 }, 'rating', FEEDBACK_MESSAGES.ratingInvalid],
    ['a rating of 6', { ...valid, rating: 6 }, 'rating', FEEDBACK_MESSAGES.ratingInvalid],
    ['a rating of 3.5', { ...valid, rating: 3.5 }, 'rating', FEEDBACK_MESSAGES.ratingInvalid],
    ['no message', { rating: 3 }, 'message', FEEDBACK_MESSAGES.messageRequired],
    ['a blank message', { ...valid, message: ' \n\t ' }, 'message', FEEDBACK_MESSAGES.messageRequired],
    ['a message of 4,001 characters', { ...valid, message: 'x'.repeat(4001) }, 'message', 'Feedback must be at most 4,000 characters'],
    ['a control character in the message', { ...valid, message: 'Nice\u0007app' }, 'message', 'Feedback cannot contain control characters'],
    ['an email without a domain', { ...valid, email: 'ann@example' }, 'email', 'Please enter a valid email address'],
    ['a control character in the email', { ...valid, email: 'ann@exa\u0000mple.com' }, 'email', 'Email cannot contain control characters'],
  ])('refuses %s', (_label, input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });

  it('keeps line breaks and tabs in the message, and takes exactly 4,000 characters', () => {
    expect(feedbackInputSchema.parse({ ...valid, message: 'Likes:\n\t- tasks\r\n\t- export' }).message).toBe('Likes:\n\t- tasks\r\n\t- export');
    expect(feedbackInputSchema.parse({ ...valid, message: 'x'.repeat(4000) }).message).toHaveLength(4000);
  });
});
