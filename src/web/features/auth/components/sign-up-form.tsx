import { useState } from 'react';
import { AUTH_MESSAGES, signUpFormSchema, type User } from '../../../../domain/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { browserTimeZone } from '../../../lib/time-zones.ts';
import { useSignUp } from '../api/session.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

function signUpErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.unexpected;
  if (error.kind !== 'http') return error.message;
  return error.detail ?? AUTH_MESSAGES.signUpFailed;
}

/** `defaultEmail`: filled in, as for an invitation sent to that address. */
export function SignUpForm({ onSignedIn, defaultEmail = '' }: { onSignedIn: (user: User) => void; defaultEmail?: string }) {
  const signUp = useSignUp();
  const [succeeded, setSucceeded] = useState(false);
  const form = useSchemaForm(signUpFormSchema, { name: '', email: defaultEmail, password: '', confirmPassword: '' });
  const { errors } = form.formState;
  // A taken email is said beside the field, once.
  const emailRefused = signUp.error instanceof ApiError && Boolean(signUp.error.fields?.email);

  const submit = form.handleSubmit(({ name, email, password: chosen }) => {
    signUp.mutate(
      // The new workspace's time zone (for its reminder e-mails): the browser's, as it is when the form is sent.
      { name, email, password: chosen, timeZone: browserTimeZone() },
      {
        onSuccess: ({ user }) => {
          setSucceeded(true);
          onSignedIn(user);
        },
        onError: (error) => form.showServerFieldErrors(error, ['email']),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {signUp.isError && !emailRefused && <Notice tone="danger">{signUpErrorMessage(signUp.error)}</Notice>}
      {succeeded && <Notice tone="success">Account created. Taking you to your dashboard...</Notice>}
      <Field label="Full name" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Alex Morgan" {...form.field('name')} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      </Field>
      <NewPasswordFields form={form} labels={{ password: 'Password', confirm: 'Confirm password' }} />
      <Button type="submit" className="w-full" loading={signUp.isPending} disabled={succeeded}>
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
