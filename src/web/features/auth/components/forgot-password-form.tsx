import { useState } from 'react';
import { forgotPasswordInputSchema } from '../../../../domain/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useAuthForm } from './use-auth-form.ts';

/** Asks for the account's email. Sending the reset link arrives with the password-reset service. */
export function ForgotPasswordForm() {
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  const form = useAuthForm(forgotPasswordInputSchema, { email: '' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ email }) => setSubmittedEmail(email));

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {submittedEmail && (
        <Notice tone="info" title="Password reset by email is not available yet">
          This server cannot send reset links for {submittedEmail} yet. Ask the person who runs your Eventry server to
          reset your password.
        </Notice>
      )}
      <Field label="Email" error={errors.email?.message} hint="We'll send a reset link to this address.">
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      </Field>
      <Button type="submit" className="w-full">
        Send Reset Link
      </Button>
    </form>
  );
}
