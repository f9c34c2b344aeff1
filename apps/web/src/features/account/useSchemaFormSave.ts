import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';

/**
 * A form checked with its shared schema and saved with one call: the server's field messages go under the fields,
 * the rest to `alert`; `onSaved` gets the answer and the form.
 */
export function useSchemaFormSave<TSchema extends z.ZodType<unknown, Record<string, unknown>>, TResult>({
  schema,
  initialValues,
  fieldPaths,
  save,
  onSaved,
}: {
  schema: TSchema;
  initialValues: z.input<TSchema>;
  /** The fields the server's messages may name. */
  fieldPaths: readonly string[];
  save: (body: z.output<TSchema>) => Promise<TResult>;
  onSaved: (result: TResult, form: UseFormReturnType<z.input<TSchema>>) => unknown;
}) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(schema, initialValues);
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setAlert(null),
    onSuccess: (result) => onSaved(result, form),
    onError: (error) => setAlert(applyServerErrors(form, error, fieldPaths)),
  });
  const submit = form.onSubmit((values) => mutation.mutate(schema.parse(values)));
  return { form, alert, saving: mutation.isPending, submit };
}
