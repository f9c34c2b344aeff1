import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { focusFirstInvalid } from './focus-first-invalid';

export type TFieldErrors = Record<string, string>;
export type TCheckResult<TData> = { ok: true; data: TData } | { ok: false; errors: TFieldErrors };

/**
 * A form of plain state checked on submit: messages by field path, an alert over the save button, the focus on the
 * first field in error. The server's field messages are shown at their fields too, and its message in the alert (in
 * case the field in error is hidden).
 */
export function useCheckedForm<TValues, TData>({
  initialValues,
  check,
  onSubmit,
  fixErrorsMessage,
}: {
  initialValues: TValues;
  check: (values: TValues) => TCheckResult<TData>;
  onSubmit: (data: TData) => Promise<unknown>;
  fixErrorsMessage: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /** Drops the messages of the fields whose path starts with one of the prefixes. */
  const clear = (...prefixes: string[]) =>
    setErrors((old) =>
      Object.fromEntries(Object.entries(old).filter(([key]) => !prefixes.some((prefix) => key.startsWith(prefix)))),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      setAlert(fixErrorsMessage);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    setAlert(null);
    setPending(true);
    try {
      await onSubmit(result.data);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0)
        setErrors(Object.fromEntries(error.fieldErrors.map((item) => [item.path, item.message])));
      setAlert(error instanceof Error ? error.message : t('toasts.serverError'));
    } finally {
      setPending(false);
    }
  };

  return { values, setValues, errors, clear, alert, pending, submit };
}
