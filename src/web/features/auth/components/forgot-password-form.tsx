import { useState } from 'react';
import { AUTH_MESSAGES, forgotPasswordInputSchema } from '../../../../domain/auth.ts';
import { PASSWORD_RESET_MESSAGES, RESET_TOKEN_VALIDITY_MINUTES } from '../../../../domain/password-reset.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

/** The server's own words for a refusal (too many requests, mail not sent); the catalogue's for a failing server. */
function forgotErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.unexpected;
  if (error.kind !== 'http' || !error.detail) return error.message;
  if (error.status !== null && error.status >= 500 && error.status !== 503) return error.message;
  return error.detail;
}

/** Asks for the account's email and has the server e-mail a reset link to it. */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm(forgotPasswordInputSchema, { email: defaultEmail });
  const { errors } = form.formState;
  // An unknown email is said beside the field, once.
  const emailRefused = forgot.error instanceof ApiError && Boolean(forgot.error.fields?.email);

  const submit = form.handleSubmit((input) => {
    setSentTo(null);
    forgot.mutate(input, {
      onSuccess: () => setSentTo(input.email),
      onError: (error) => form.showServerFieldErrors(error, ['email']),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {sentTo && (
        <Notice tone="success" title={PASSWORD_RESET_MESSAGES.sentScreen}>
          We sent a link to {sentTo}. It works once, for {RESET_TOKEN_VALIDITY_MINUTES} minutes. {PASSWORD_RESET_MESSAGES.spamHint}
        </Notice>
      )}
      {forgot.isError && !emailRefused && <Notice tone="danger">{forgotErrorMessage(forgot.error)}</Notice>}
      <Field label="Email" error={errors.email?.message} hint={`The link works once, for ${RESET_TOKEN_VALIDITY_MINUTES} minutes.`}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      </Field>
      <Button type="submit" className="w-full" loading={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
