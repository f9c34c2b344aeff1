import { Button, NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TClass, type TClassPupil, type TClassPupilUpdate, ZClassPupilUpdate } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { showToast } from '../../lib/toasts';
import { classesApi, classKeys } from './classes-api';
import './classes.pl';

type TValues = { rosterName: string; registerNumber: number | string };

/** The form's values as the API's body: a cleared name goes back to the account's, a cleared number is none. */
export function pupilUpdateOf(values: TValues, pupil: TClassPupil): TClassPupilUpdate {
  const name = values.rosterName.trim();
  const number = values.registerNumber === '' ? null : Number(values.registerNumber);
  return {
    ...(name !== (pupil.rosterName ?? pupil.name) && { rosterName: name === '' ? null : name }),
    ...(number !== pupil.registerNumber && { registerNumber: number }),
  };
}

/**
 * 'Edytuj' beside a pupil on the roster: a dialog where the teacher corrects how the class lists the pupil (the
 * pupil's own account keeps its name) and sets their number in the register. The name field takes the focus.
 */
export function EditPupilButton({ schoolClass, pupil }: { schoolClass: TClass; pupil: TClassPupil }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={t('classes.roster.editLabel', { name: pupil.name })}
      >
        {t('classes.roster.edit')}
      </Button>
      {open && <EditPupilDialog schoolClass={schoolClass} pupil={pupil} onClose={() => setOpen(false)} />}
    </>
  );
}

function EditPupilDialog({
  schoolClass,
  pupil,
  onClose,
}: {
  schoolClass: TClass;
  pupil: TClassPupil;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: { rosterName: pupil.rosterName ?? pupil.name, registerNumber: pupil.registerNumber ?? '' },
    validate: (values) => {
      const checked = ZClassPupilUpdate.safeParse(pupilUpdateOf(values, pupil));
      if (checked.success) return {};
      return Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    },
  });
  const save = useMutation({
    mutationFn: (body: TClassPupilUpdate) => classesApi.updatePupil(schoolClass.id, pupil.id, body),
    onMutate: () => setAlert(null),
    onSuccess: (saved) => {
      queryClient.setQueryData(classKeys.class(schoolClass.id), saved);
      showToast({ variant: 'success', message: t('classes.roster.saved') });
      onClose();
    },
    onError: (error) => setAlert(applyServerErrors(form, error, ['rosterName', 'registerNumber'])),
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('classes.roster.editTitle', { name: pupil.name })}
      onSubmit={() => form.onSubmit((values) => save.mutate(pupilUpdateOf(values, pupil)))()}
      pending={save.isPending}
      serverError={alert}
      cancelLabel={t('classes.cancel')}
      submitLabel={t('classes.roster.save')}
    >
      <TextInput
        data-autofocus
        label={t('classes.roster.rosterName')}
        description={t('classes.roster.rosterNameHint', { username: pupil.username })}
        maxLength={60}
        {...form.getInputProps('rosterName')}
      />
      <NumberInput
        label={t('classes.roster.registerNumber')}
        description={t('classes.roster.registerNumberHint')}
        min={1}
        max={99}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('registerNumber')}
      />
    </FormDialog>
  );
}
