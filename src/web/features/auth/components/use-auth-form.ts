import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { z } from 'zod';

/**
 * A form validated by one of the domain's zod schemas on submit. A field's error clears as soon as
 * the user edits that field, and is checked again only on the next submit.
 */
export function useAuthForm<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: standardSchemaResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const field = (name: Path<z.input<Schema>>) => form.register(name, { onChange: () => form.clearErrors(name) });
  return { ...form, field };
}
