import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { z } from 'zod';
import { ApiError } from './api.ts';

/**
 * A form validated by one of the domain's zod schemas on submit. A field's error clears as soon as
 * the user edits that field, and is checked again only on the next submit.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: standardSchemaResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const field = (name: Path<z.input<Schema>>) => form.register(name, { onChange: () => form.clearErrors(name) });
  /**
   * Puts the server's per-field messages (`error.fields` of a refused request) under those of `names`
   * this form shows, focusing the first; true when there was one, so it need not be said again above the form.
   */
  const showServerFieldErrors = (error: unknown, names: readonly Path<z.input<Schema>>[]): boolean => {
    if (!(error instanceof ApiError) || !error.fields) return false;
    let shown = false;
    for (const name of names) {
      const message = error.fields[name];
      if (!message) continue;
      form.setError(name, { message }, { shouldFocus: !shown });
      shown = true;
    }
    return shown;
  };
  return { ...form, field, showServerFieldErrors };
}
