import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.ts';

/** How long a reset link works after it is sent. */
export const RESET_TOKEN_VALIDITY_MINUTES = 60;
export const RESET_TOKEN_VALIDITY_MS = RESET_TOKEN_VALIDITY_MINUTES * 60 * 1000;

/** The tokens the server issues are 43 characters; anything much longer is not one of them. */
const RESET_TOKEN_MAX_LENGTH = 128;

export const PASSWORD_RESET_MESSAGES = {
  noAccount: 'No account found with this email address',
  /** What the API answers once the e-mail is on its way. */
  sent: 'Password reset instructions have been sent to your email',
  /** What the forgot-password screen says then. */
  sentScreen: 'Password reset instructions have been sent to your email address.',
  spamHint: "If it doesn't arrive within a few minutes, check your spam or junk folder.",
  sendFailed: 'We could not send the e-mail. Please try again later.',
  invalidLink: 'Invalid reset link. Please request a new password reset.',
  invalidLinkDetail: 'This password reset link is invalid or has expired.',
  invalidToken: 'Invalid or expired reset token',
  expiredToken: 'Reset token has expired. Please request a new one.',
  wrongEmail: 'Invalid reset token for this email address',
  resetDone: 'Password has been reset successfully',
} as const;

export function tooManyResetRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many password reset requests. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;
}

export const resetTokenSchema = z
  .string({ error: PASSWORD_RESET_MESSAGES.invalidToken })
  .min(1, PASSWORD_RESET_MESSAGES.invalidToken)
  .max(RESET_TOKEN_MAX_LENGTH, PASSWORD_RESET_MESSAGES.invalidToken);

/** The reset call: the token and email from the link, and the new password (the confirmation stays in the browser). */
export const resetPasswordInputSchema = z.object({
  token: resetTokenSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The check of a link on opening it: the token and email from the link, nothing used up. */
export const checkResetLinkInputSchema = z.object({
  token: resetTokenSchema,
  email: emailSchema,
});
export type CheckResetLinkInput = z.infer<typeof checkResetLinkInputSchema>;
export const resetLinkValidSchema = z.object({ valid: z.literal(true) });

export const passwordResetSentSchema = z.object({ message: z.string() });
export const passwordResetDoneSchema = z.object({ message: z.string(), email: z.string() });

/**
 * Path and hash of the link e-mailed to the user (the server puts it under its public origin): the reset
 * page, with token and email in the query part of its hash, so that neither is sent to the server (nor
 * lands in its access log) when the page is opened.
 */
export function resetLinkPath(token: string, email: string): string {
  const query = new URLSearchParams({ token, email });
  return `/reset-password#reset-password?${query.toString()}`;
}

/**
 * Token and email of a reset link: from the query of the hash (`#reset-password?token=…&email=…`),
 * or from the URL's own query for links written by hand.
 */
export function readResetLink(location: { search: string; hash: string }): { token: string | null; email: string | null } {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  const fromHash = new URLSearchParams(hashQuery);
  const params = fromHash.has('token') || fromHash.has('email') ? fromHash : new URLSearchParams(location.search);
  return { token: params.get('token') || null, email: params.get('email') || null };
}
