import type { z } from 'zod';

/** For tests: the first message a schema gives for a value, or undefined when it passes. */
export const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** For tests: the path of the first issue a schema finds in a value, dotted ('address.city'). */
export const pathOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.path.join('.');
