import type { z } from 'zod';

/**
 * Checks a small form's input with its shared schema: when refused, its first message goes to `setError`; else the
 * message is cleared and the parsed data passed on.
 */
export function whenValid<TSchema extends z.ZodType>(
  schema: TSchema,
  input: unknown,
  setError: (message: string | null) => void,
  onValid: (data: z.output<TSchema>) => void,
) {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    setError(parsed.error.issues[0]?.message ?? null);
    return;
  }
  setError(null);
  onValid(parsed.data);
}
