import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type TClassCreate, type TClassLevel, type TClassSummary, ZClassCreate } from '@zadania/shared';
import { useState } from 'react';
import { applyServerErrors } from '../../lib/forms/server-errors';

/** The fields of a class's settings; the level is '' until chosen. */
export type TClassFormValues = Omit<Required<TClassCreate>, 'level'> & { level: TClassLevel | '' };

const fieldPaths = ['name', 'schoolYear', 'subject', 'level', 'autoAdmit'] as const;

/** The Polish school year running on `now` (1 September to 31 August, Warsaw time), as '2026/2027'. */
export function currentSchoolYear(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const start = part('month') >= 9 ? part('year') : part('year') - 1;
  return `${start}/${start + 1}`;
}

/** The years a class may be set to: the previous, the current and the next, and its own when older. */
export function schoolYearOptions(current: string, saved?: string): string[] {
  const start = Number(current.slice(0, 4));
  const years = [start - 1, start, start + 1].map((year) => `${year}/${year + 1}`);
  return saved && !years.includes(saved) ? [saved, ...years] : years;
}

/** A new class's values: this school year, maths, no level chosen, approval by the teacher. */
export const newClassValues = (): TClassFormValues => ({
  name: '',
  schoolYear: currentSchoolYear(),
  subject: 'MATHS',
  level: '',
  autoAdmit: false,
});

/** A class's saved settings as the form's values. */
export const classValues = (saved: TClassSummary): TClassFormValues => ({
  name: saved.name,
  schoolYear: saved.schoolYear,
  subject: saved.subject,
  level: saved.level,
  autoAdmit: saved.autoAdmit,
});

/**
 * A class's settings form checked with the shared `ZClassCreate` (the API's own check), saved with `save`: the
 * server's field messages go under the fields, the rest to `alert`.
 */
export function useClassForm<TResult>({
  initialValues,
  save,
  onSaved,
}: {
  initialValues: TClassFormValues;
  save: (body: TClassCreate) => Promise<TResult>;
  onSaved: (result: TResult) => void;
}) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<TClassFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(ZClassCreate, { sync: true }),
  });
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setAlert(null),
    onSuccess: onSaved,
    onError: (error) => setAlert(applyServerErrors(form, error, fieldPaths)),
  });
  const submit = form.onSubmit((values) => mutation.mutate(ZClassCreate.parse(values)));
  return { form, alert, saving: mutation.isPending, submit };
}

export type TClassForm = ReturnType<typeof useClassForm>['form'];
