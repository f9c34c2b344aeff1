import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';

/** A controlled Mantine form checked on submit with a shared zod schema, the one the API checks the request with. */
export function useSchemaForm<TSchema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: TSchema,
  initialValues: z.input<TSchema>,
) {
  return useForm<z.input<TSchema>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
}
