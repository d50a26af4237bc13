import { useState } from 'react';
import { resetPasswordFormSchema } from '../../../../domain/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PasswordInput } from './password-input.tsx';
import { PasswordMatchIndicator, PasswordStrengthMeter } from './password-strength-meter.tsx';
import { useAuthForm } from './use-auth-form.ts';

export function ResetPasswordForm({ token, email }: { token: string | null; email: string | null }) {
  const [submitted, setSubmitted] = useState(false);
  const form = useAuthForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const { errors } = form.formState;
  const password = form.watch('password');
  const confirmPassword = form.watch('confirmPassword');

  if (!token) {
    return (
      <Notice tone="danger" title="Invalid reset link. Please request a new password reset.">
        This password reset link is invalid or has expired.
      </Notice>
    );
  }

  const submit = form.handleSubmit(() => setSubmitted(true));

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {email && <p className="text-sm text-ink-muted">Choose a new password for {email}.</p>}
      {submitted && (
        <Notice tone="info" title="Password reset is not available yet">
          Your password was not changed. Ask the person who runs your Eventry server to reset it.
        </Notice>
      )}
      <Field label="New password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.field('password')} />
      </Field>
      <PasswordStrengthMeter password={password} />
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.field('confirmPassword')} />
      </Field>
      <PasswordMatchIndicator password={password} confirmation={confirmPassword} />
      <Button type="submit" className="w-full">
        Reset Password
      </Button>
    </form>
  );
}
