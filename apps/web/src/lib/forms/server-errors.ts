import { ApiError } from '../api/api-error';

type TErrorTarget = { setErrors: (errors: Record<string, string>) => void };

/**
 * Puts per-field messages of a 400 response under the form's fields.
 * Returns the message left for a form-level alert, or null when the fields already say it all.
 */
export function applyServerErrors(form: TErrorTarget, error: unknown, fields: readonly string[]): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : null;
  const known = error.fieldErrors.filter((fieldError) => fields.includes(fieldError.path));
  if (known.length > 0) {
    form.setErrors(Object.fromEntries(known.map((fieldError) => [fieldError.path, fieldError.message])));
    if (known.length === error.fieldErrors.length) return null;
  }
  return error.message;
}
