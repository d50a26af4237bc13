import { useEffect, useState } from 'react';
import { AUTH_MESSAGES, resetPasswordFormSchema } from '../../../../domain/auth.ts';
import { PASSWORD_RESET_MESSAGES } from '../../../../domain/password-reset.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCheckResetLink } from '../api/check-reset-link.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { clearResetRecord } from '../utils/reset-record.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAfterDelay } from './use-after-delay.ts';

/** Long enough to read the success message before the sign-in screen replaces it. */
const BACK_TO_SIGN_IN_DELAY_MS = 1500;

/** A refusal of the link itself (invalid, expired, another email's), rather than of the new password. */
function isLinkRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && !error.fields;
}

function resetErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.unexpected;
  if (error.kind !== 'http' || !error.detail) return error.message;
  if (error.status !== null && (error.status >= 500 || error.status === 429)) return error.message;
  return error.detail;
}

interface ResetPasswordFormProps {
  token: string | null;
  email: string | null;
  /** To the forgot-password screen, with the link's email filled in. */
  onRequestNewLink: (email: string | null) => void;
  /** After a reset: back to sign-in with the email filled in. */
  onDone: (email: string) => void;
}

export function ResetPasswordForm({ token, email, onRequestNewLink, onDone }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  const [done, setDone] = useState(false);
  const after = useAfterDelay(BACK_TO_SIGN_IN_DELAY_MS);
  const form = useSchemaForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const passwordRefused = resetPassword.error instanceof ApiError && Boolean(resetPassword.error.fields?.password);
  // Asked as the screen opens, so a used or expired link says so before a password is typed. Any other
  // failure of the check (offline, too many checks) leaves the form: the reset itself then answers.
  const check = useCheckResetLink(token && email ? { token, email } : null);
  const checkRefused = isLinkRefused(check.error);
  useEffect(() => {
    // A link the server refused will not work later either.
    if (checkRefused) clearResetRecord();
  }, [checkRefused]);

  if (!token || !email) {
    return (
      <div className="space-y-4">
        <Notice tone="danger" title={PASSWORD_RESET_MESSAGES.invalidLink}>
          {PASSWORD_RESET_MESSAGES.invalidLinkDetail}
        </Notice>
        <Button className="w-full" onClick={() => onRequestNewLink(email)}>
          Request a new link
        </Button>
      </div>
    );
  }

  if (check.isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-ink-muted">
        Checking your reset link...
      </p>
    );
  }

  if (checkRefused && !done) {
    return (
      <div className="space-y-4">
        <Notice tone="danger" title={resetErrorMessage(check.error)}>
          {PASSWORD_RESET_MESSAGES.invalidLinkDetail}
        </Notice>
        <Button className="w-full" onClick={() => onRequestNewLink(email)}>
          Request a new link
        </Button>
      </div>
    );
  }

  const submit = form.handleSubmit(({ password: chosen }) => {
    resetPassword.mutate(
      { token, email, password: chosen },
      {
        onSuccess: (result) => {
          clearResetRecord();
          setDone(true);
          after(() => onDone(result.email));
        },
        onError: (error) => {
          form.showServerFieldErrors(error, ['password']);
          // A link the server refused will not work later either.
          if (isLinkRefused(error)) clearResetRecord();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-muted">Choose a new password for {email}.</p>
      {/* Tells a password manager which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {done && (
        <Notice tone="success" title={PASSWORD_RESET_MESSAGES.resetDone}>
          Taking you to sign in...
        </Notice>
      )}
      {resetPassword.isError && !passwordRefused && (
        <Notice tone="danger">
          {resetErrorMessage(resetPassword.error)}
          {isLinkRefused(resetPassword.error) && (
            <div className="mt-3">
              <Button variant="secondary" size="sm" onClick={() => onRequestNewLink(email)}>
                Request a new link
              </Button>
            </div>
          )}
        </Notice>
      )}
      <fieldset disabled={done} className="space-y-4">
        <NewPasswordFields form={form} labels={{ password: 'New password', confirm: 'Confirm new password' }} />
      </fieldset>
      <Button type="submit" className="w-full" loading={resetPassword.isPending} disabled={done}>
        {resetPassword.isPending ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  );
}
