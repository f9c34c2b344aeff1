import type { TTutoringOfferSave } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../../lib/forms/useCheckedForm';
import {
  emptyLessonOption,
  emptyPackage,
  type TLessonOptionValue,
  type TOfferFormValues,
  type TPackageValue,
  validateOffer,
} from './offer-form';
import './tutoring.pl';

export type TOfferFormProps = {
  initialValues: TOfferFormValues;
  /** Saves the validated offer; a rejected ApiError's field messages are shown at their fields. */
  onSubmit: (offer: TTutoringOfferSave) => Promise<unknown>;
};

/** The offer form's values and messages, and the changes of its fields, each dropping the messages it answers. */
export function useTutoringOfferForm({ initialValues, onSubmit }: TOfferFormProps) {
  const { t } = useTranslation();
  // The fields show their own messages; the alert repeats the server's first, in case its field is hidden (group off).
  const { values, setValues, errors, clear, alert, pending, submit } = useCheckedForm({
    initialValues,
    check: validateOffer,
    onSubmit,
    fixErrorsMessage: t('tutoring.fixErrors'),
  });

  const patch = (change: Partial<TOfferFormValues>, ...cleared: string[]) => {
    setValues((old) => ({ ...old, ...change }));
    clear(...cleared);
  };
  return {
    values,
    errors,
    alert,
    pending,
    submit,
    patch,
    patchGroup: (change: Partial<TOfferFormValues['group']>) =>
      patch({ group: { ...values.group, ...change } }, 'group'),
    patchOption: (index: number, change: Partial<TLessonOptionValue>) => {
      setValues((old) => ({
        ...old,
        lessonOptions: old.lessonOptions.map((row, i) => (i === index ? { ...row, ...change } : row)),
      }));
      clear(`lessonOptions.${index}.`, 'lessonOptions');
    },
    addOption: () => patch({ lessonOptions: [...values.lessonOptions, emptyLessonOption()] }, 'lessonOptions'),
    removeOption: (index: number) =>
      patch({ lessonOptions: values.lessonOptions.filter((_, i) => i !== index) }, 'lessonOptions'),
    patchPackage: (index: number, change: Partial<TPackageValue>) => {
      setValues((old) => ({
        ...old,
        packages: old.packages.map((row, i) => (i === index ? { ...row, ...change } : row)),
      }));
      clear('packages');
    },
    addPackage: () => patch({ packages: [...values.packages, emptyPackage()] }, 'packages'),
    removePackage: (index: number) => patch({ packages: values.packages.filter((_, i) => i !== index) }, 'packages'),
    /** The props of a field in a numbered row: its label, also named with the row's name, its message, its width. */
    rowField: (rowName: string, rowPath: string) => (label: string, key: string) => ({
      label,
      'aria-label': `${rowName}: ${label}`,
      error: errors[`${rowPath}.${key}`],
      w: { base: '100%', xs: 170 },
    }),
  };
}

export type TOfferForm = ReturnType<typeof useTutoringOfferForm>;
