import { describe, expect, it } from 'vitest';
import { readResetLink, resetLinkPath, resetPasswordInputSchema, tooManyResetRequestsMessage } from './password-reset.ts';

describe('reset links', () => {
  it('put token and email in the query of the hash of /reset-password', () => {
    expect(resetLinkPath('abc-_123', 'ann+events@example.com')).toBe(
      '/reset-password#reset-password?token=abc-_123&email=ann%2Bevents%40example.com',
    );
    expect(resetLinkPath('t', 'a@b.co')).toBe('/reset-password#reset-password?token=t&email=a%40b.co');
  });

  it('are read back from the hash, or from the query of a link written by hand', () => {
    const url = new URL(resetLinkPath('abc-_123', 'ann+events@example.com'), 'https://events.example.com');
    expect(readResetLink(url)).toEqual({ token: 'abc-_123', email: 'ann+events@example.com' });
    expect(readResetLink({ search: '?token=xyz&email=b%40example.com', hash: '' })).toEqual({ token: 'xyz', email: 'b@example.com' });
    expect(readResetLink({ search: '', hash: '#reset-password' })).toEqual({ token: null, email: null });
    expect(readResetLink({ search: '', hash: '#reset-password?email=c%40example.com' })).toEqual({ token: null, email: 'c@example.com' });
    expect(readResetLink({ search: '', hash: '#reset-password?token=&email=' })).toEqual({ token: null, email: null });
  });
});

describe('resetPasswordInputSchema', () => {
  it('asks for a token with the spec message and a password by the sign-up rules', () => {
    const result = resetPasswordInputSchema.safeParse({ token: '', email: 'A@Example.com', password: 'lowercase1' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      token: 'Invalid or expired reset token',
      password: 'Password must contain both uppercase and lowercase letters',
    });
    expect(resetPasswordInputSchema.parse({ token: 't', email: ' A@Example.com ', password: 'Secret12' }).email).toBe('a@example.com');
  });
});

it('says how many minutes to wait before asking again, rounded up', () => {
  expect(tooManyResetRequestsMessage(3600)).toBe('Too many password reset requests. Please try again in 60 minutes.');
  expect(tooManyResetRequestsMessage(61)).toBe('Too many password reset requests. Please try again in 2 minutes.');
  expect(tooManyResetRequestsMessage(5)).toBe('Too many password reset requests. Please try again in 1 minute.');
});
