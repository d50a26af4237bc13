import { useState, type ReactNode } from 'react';
import { signInInputSchema, AUTH_MESSAGES, type User } from '../../../../domain/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSignIn } from '../api/session.ts';
import { PasswordInput } from './password-input.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.unexpected;
  if (error.kind !== 'http') return error.message;
  if (error.status === 429) return error.message;
  return error.detail ?? AUTH_MESSAGES.signInFailed;
}

interface SignInFormProps {
  onSignedIn: (user: User) => void;
  onForgotPassword: () => void;
  /** Filled in, as after a password reset; the password field then has the focus. */
  defaultEmail?: string;
  /** Shown above the form until the user signs in or fails to. */
  notice?: ReactNode;
}

export function SignInForm({ onSignedIn, onForgotPassword, defaultEmail = '', notice }: SignInFormProps) {
  const signIn = useSignIn();
  const [succeeded, setSucceeded] = useState(false);
  const form = useSchemaForm(signInInputSchema, { email: defaultEmail, password: '' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    signIn.mutate(input, {
      onSuccess: ({ user }) => {
        setSucceeded(true);
        onSignedIn(user);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {!signIn.isError && !succeeded && notice}
      {signIn.isError && <Notice tone="danger">{signInErrorMessage(signIn.error)}</Notice>}
      {succeeded && <Notice tone="success">Signed in. Taking you to your dashboard...</Notice>}
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          placeholder="Your password"
          autoFocus={Boolean(defaultEmail)}
          {...form.field('password')}
        />
      </Field>
      <div className="flex justify-end">
        <button type="button" onClick={onForgotPassword} className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
          Forgot password?
        </button>
      </div>
      <Button type="submit" className="w-full" loading={signIn.isPending} disabled={succeeded}>
        {signIn.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
