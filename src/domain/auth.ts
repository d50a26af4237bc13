import { z } from 'zod';
import { singleLineText } from './common.ts';
import { emailAddressSchema } from './email.ts';
import { signUpTimeZoneSchema } from './reminders.ts';

export { EMAIL_MAX_LENGTH, isEmailAddress } from './email.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;

/** An account's address, stored in lower case (see email.ts). */
export const emailSchema = emailAddressSchema({ invalid: 'Please enter a valid email address', required: 'Email is required' }, { lowerCase: true });

const signInPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, abort: true })
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * A password being chosen. Control characters are refused (no keyboard types them, and a password
 * manager never generates them). Sign-in does not check them: it only compares with the stored hash,
 * so a password set before this rule still works.
 */
export const newPasswordSchema = signInPasswordSchema
  .check(singleLineText('Password', { abort: true }))
  .refine((password) => /[a-z]/.test(password) && /[A-Z]/.test(password), 'Password must contain both uppercase and lowercase letters');

/** The rule of newPasswordSchema, said under the field before anything is typed. */
export const NEW_PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, with both uppercase and lowercase letters.`;

export const nameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, { error: 'Full name is required', abort: true })
  .min(NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters`)
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
  .check(singleLineText('Name'));

export const signInInputSchema = z.object({
  email: emailSchema,
  password: signInPasswordSchema,
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** The browser's time zone, which the new account's workspace sends reminder e-mails in. */
  timeZone: signUpTimeZoneSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

const confirmPasswordSchema = z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password');

function passwordsMatch(value: { password: string; confirmPassword: string }) {
  return value.confirmPassword === '' || value.password === value.confirmPassword;
}
const passwordsMismatch = { message: 'Passwords do not match', path: ['confirmPassword'] };

/** The sign-up screen: the API input plus the confirmation field, which never leaves the browser. */
export const signUpFormSchema = signUpInputSchema
  .extend({ confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch, passwordsMismatch);
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch, passwordsMismatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  authenticationRequired: 'Authentication required. Please sign in to continue.',
  tooManyRequests: 'Too many requests (429). Please wait a moment and try again.',
  signInFailed: 'Sign in failed. Please check your credentials and try again.',
  signUpFailed: 'Account creation failed. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  crossOrigin: 'Cross-origin request refused.',
} as const;
