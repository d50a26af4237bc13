import type { UseFormRegisterReturn } from 'react-hook-form';
import { NEW_PASSWORD_RULE } from '../../../../domain/auth.ts';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from './password-input.tsx';
import { PasswordMatchIndicator, PasswordStrengthMeter } from './password-strength-meter.tsx';

type NewPasswordField = 'password' | 'confirmPassword';

/** The part of a schema form (lib/use-schema-form.ts) with a password and its confirmation. */
interface NewPasswordForm {
  field: (name: NewPasswordField) => UseFormRegisterReturn;
  watch: (name: NewPasswordField) => string;
  formState: { errors: Partial<Record<NewPasswordField, { message?: string }>> };
}

/**
 * A new password, its strength, and the password again. The live match indicator is the second
 * field's hint: a failed submit's "Passwords do not match" takes its place, never both.
 */
export function NewPasswordFields({ form, labels }: { form: NewPasswordForm; labels: { password: string; confirm: string } }) {
  const { errors } = form.formState;
  const password = form.watch('password');
  const confirmPassword = form.watch('confirmPassword');
  return (
    <>
      {/* The rule is the first field's hint, said before typing; a failed submit's message takes its place. */}
      <Field label={labels.password} error={errors.password?.message} hint={NEW_PASSWORD_RULE}>
        <PasswordInput autoComplete="new-password" placeholder="At least 6 characters" {...form.field('password')} />
      </Field>
      <PasswordStrengthMeter password={password} />
      <Field
        label={labels.confirm}
        error={errors.confirmPassword?.message}
        hint={confirmPassword && <PasswordMatchIndicator password={password} confirmation={confirmPassword} />}
      >
        <PasswordInput autoComplete="new-password" placeholder="Type it again" {...form.field('confirmPassword')} />
      </Field>
    </>
  );
}
