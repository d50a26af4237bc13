import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_RULE, signInInputSchema, signUpFormSchema, signUpInputSchema, resetPasswordFormSchema } from './auth.ts';

function messagesFor(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('sign-in input', () => {
  it.each([
    [{ email: '', password: 'secret1' }, 'email', 'Email is required'],
    [{ email: 'no-at-sign.com', password: 'secret1' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@nodot', password: 'secret1' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a\u0000@b.co', password: 'secret1' }, 'email', 'Email cannot contain control characters'],
    [{ email: 'a\u001B@b.co', password: 'secret1' }, 'email', 'Email cannot contain control characters'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ])('%j → %s: %s', (input, field, message) => {
    expect(messagesFor(signInInputSchema.safeParse(input))[field]).toBe(message);
  });

  it('takes any password, control characters too: it is only compared with the stored hash', () => {
    expect(signInInputSchema.safeParse({ email: 'a@b.co', password: 'old\u0000pass' }).success).toBe(true);
  });

  it('trims and lowercases the email', () => {
    expect(signInInputSchema.parse({ email: '  Ann@Example.COM ', password: 'secret' }).email).toBe('ann@example.com');
  });
});

describe('sign-up input', () => {
  const valid = { name: 'Ann Lee', email: 'ann@example.com', password: 'Secret1' };

  it.each([
    [{ ...valid, name: '' }, 'name', 'Full name is required'],
    [{ ...valid, name: '   ' }, 'name', 'Full name is required'],
    [{ ...valid, name: ' A ' }, 'name', 'Name must be at least 2 characters'],
    [{ ...valid, name: 'Ann\u0000Lee' }, 'name', 'Name cannot contain control characters'],
    [{ ...valid, name: 'Ann\u001BLee' }, 'name', 'Name cannot contain control characters'],
    [{ ...valid, email: 'ann\u0000@example.com' }, 'email', 'Email cannot contain control characters'],
    [{ ...valid, password: 'Secret\u0000x' }, 'password', 'Password cannot contain control characters'],
    [{ ...valid, password: 'Secret\tx' }, 'password', 'Password cannot contain control characters'],
    [{ ...valid, password: 'abc' }, 'password', 'Password must be at least 6 characters'],
    [{ ...valid, password: 'alllower' }, 'password', 'Password must contain both uppercase and lowercase letters'],
    [{ ...valid, password: 'ALLUPPER' }, 'password', 'Password must contain both uppercase and lowercase letters'],
    [{ ...valid, email: 'bad' }, 'email', 'Please enter a valid email address'],
  ])('%j → %s: %s', (input, field, message) => {
    expect(messagesFor(signUpInputSchema.safeParse(input))[field]).toBe(message);
  });

  it('trims the name', () => {
    expect(signUpInputSchema.parse({ ...valid, name: '  Ann Lee  ' }).name).toBe('Ann Lee');
  });

  it('asks for the confirmation, then for it to match', () => {
    expect(messagesFor(signUpFormSchema.safeParse({ ...valid, confirmPassword: '' })).confirmPassword).toBe(
      'Please confirm your password',
    );
    expect(messagesFor(signUpFormSchema.safeParse({ ...valid, confirmPassword: 'Secret2' })).confirmPassword).toBe(
      'Passwords do not match',
    );
    expect(signUpFormSchema.safeParse({ ...valid, confirmPassword: 'Secret1' }).success).toBe(true);
  });

  it('applies the same password rules to a reset', () => {
    expect(messagesFor(resetPasswordFormSchema.safeParse({ password: 'lower1', confirmPassword: 'lower1' })).password).toBe(
      'Password must contain both uppercase and lowercase letters',
    );
    expect(messagesFor(resetPasswordFormSchema.safeParse({ password: 'Secret\u0000', confirmPassword: 'Secret\u0000' })).password).toBe(
      'Password cannot contain control characters',
    );
  });

  it('says the rule of a new password before it is typed, as the schema checks it', () => {
    expect(NEW_PASSWORD_RULE).toBe('At least 6 characters, with both uppercase and lowercase letters.');
    // Six characters with both cases pass; five, or one case only, do not.
    expect(signUpFormSchema.safeParse({ ...valid, password: 'Abcdef', confirmPassword: 'Abcdef' }).success).toBe(true);
    expect(signUpFormSchema.safeParse({ ...valid, password: 'Abcde', confirmPassword: 'Abcde' }).success).toBe(false);
    expect(signUpFormSchema.safeParse({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(false);
  });
});
