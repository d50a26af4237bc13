import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';

/**
 * A member form validated by the domain's schema on submit; a field's error clears as soon as the
 * user changes that field and is checked again on the next submit.
 */
export function useMemberForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: standardSchemaResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const field = (name: Path<z.input<Schema>>) => form.register(name, { onChange: () => form.clearErrors(name) });
  /** Puts the server's per-field messages under the fields this form has. */
  const showServerFieldErrors = (error: unknown, names: readonly Path<z.input<Schema>>[]) => {
    if (!(error instanceof ApiError) || !error.fields) return;
    for (const name of names) {
      const message = error.fields[name];
      if (message) form.setError(name, { message });
    }
  };
  return { ...form, field, showServerFieldErrors };
}
