import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type TClass, ZClassTeacherAdd } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PlainList } from '../../components/PlainList';
import { TitledCard } from '../../components/TitledSection';
import { submitHandler } from '../../lib/forms/submit-handler';
import { whenValid } from '../../lib/forms/when-valid';
import { showToast } from '../../lib/toasts';
import { ClassFields } from './ClassFields';
import { ConfirmedButton } from './ConfirmedButton';
import { classValues, useClassForm } from './class-form';
import { classesApi, classKeys } from './classes-api';
import { useClassChange } from './useClassPage';
import './classes.pl';

/** The class's settings: name, year, subject, level, automatic admission (read-only once archived). */
export function ClassSettings({ schoolClass }: { schoolClass: TClass }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const readOnly = !!schoolClass.archivedAt || !schoolClass.policies.update;
  const { form, alert, saving, submit } = useClassForm({
    initialValues: classValues(schoolClass),
    save: (body) => classesApi.update(schoolClass.id, body),
    onSaved: (saved) => {
      queryClient.setQueryData(classKeys.class(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: classKeys.list });
      form.resetDirty(classValues(saved));
      showToast({ variant: 'success', message: t('classes.settings.saved') });
    },
  });
  return (
    <TitledCard id="class-settings" title={t('classes.settings.title')} titleSize="h3">
      <form noValidate onSubmit={submit}>
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <ErrorAlert message={alert} />
            <ClassFields form={form} savedYear={schoolClass.schoolYear} />
            {!readOnly && (
              <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
                {t('classes.settings.save')}
              </Button>
            )}
          </Stack>
        </fieldset>
      </form>
    </TitledCard>
  );
}

/** The class's teachers (the owner marked); its owner adds co-teachers by login and removes them. */
export function ClassTeachers({ schoolClass }: { schoolClass: TClass }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const manage = schoolClass.policies.manageTeachers;
  const add = useClassChange(
    schoolClass.id,
    (login: string) => classesApi.addTeacher(schoolClass.id, login),
    (login) => t('classes.teachersSection.added', { name: login }),
    setError,
  );
  const remove = useClassChange(
    schoolClass.id,
    (userId: string) => classesApi.removeTeacher(schoolClass.id, userId),
    () => t('classes.teachersSection.removed'),
  );
  const submitAdd = () =>
    whenValid(ZClassTeacherAdd, { username }, setError, (data) =>
      add.mutate(data.username, { onSuccess: () => setUsername('') }),
    );
  return (
    <TitledCard id="class-teachers" title={t('classes.teachersSection.title')} titleSize="h3">
      <PlainList gap={6}>
        {schoolClass.teachers.map((teacher) => (
          <li key={teacher.id}>
            <Stack gap={4} align="flex-start">
              <Text size="sm">
                <Text span fw={600}>
                  {teacher.name}
                </Text>{' '}
                ({teacher.username}){teacher.owner && `, ${t('classes.teachersSection.owner')}`}
              </Text>
              {manage && !teacher.owner && (
                <ConfirmedButton
                  size="xs"
                  variant="light"
                  color="red"
                  label={t('classes.teachersSection.remove', { name: teacher.name })}
                  title={t('classes.teachersSection.removeTitle', { name: teacher.name })}
                  message={t('classes.teachersSection.removeText')}
                  confirmLabel={t('classes.teachersSection.removeConfirm')}
                  pending={remove.isPending}
                  onConfirm={(close) => remove.mutate(teacher.id, { onSuccess: close })}
                />
              )}
            </Stack>
          </li>
        ))}
      </PlainList>
      {manage && (
        <form noValidate onSubmit={submitHandler(submitAdd)}>
          <Stack gap="xs">
            <TextInput
              label={t('classes.teachersSection.username')}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              error={error}
              autoComplete="off"
              maw={420}
            />
            <Button
              type="submit"
              variant="light"
              loading={add.isPending}
              leftSection={<IconUserPlus size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('classes.teachersSection.add')}
            </Button>
          </Stack>
        </form>
      )}
    </TitledCard>
  );
}

/** Archiving at the end of the year (read-only, results kept) and restoring. */
export function ClassArchive({ schoolClass }: { schoolClass: TClass }) {
  const { t } = useTranslation();
  const archive = useClassChange(
    schoolClass.id,
    (archived: boolean) => classesApi.update(schoolClass.id, { archived }),
    (archived) => (archived ? t('classes.archive.archived') : t('classes.archive.restored')),
  );
  if (!schoolClass.policies.update) return null;
  return (
    <TitledCard id="class-archive" title={t('classes.archive.title')} titleSize="h3">
      {schoolClass.archivedAt ? (
        <>
          <Text size="sm">{t('classes.archive.archivedText')}</Text>
          <Button
            variant="light"
            leftSection={<IconArchiveOff size={16} aria-hidden />}
            loading={archive.isPending}
            onClick={() => archive.mutate(false)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('classes.archive.restore')}
          </Button>
        </>
      ) : (
        <>
          <Text size="sm">{t('classes.archive.text')}</Text>
          <ConfirmedButton
            variant="light"
            color="red"
            leftSection={<IconArchive size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            label={t('classes.archive.button')}
            title={t('classes.archive.confirmTitle', { name: schoolClass.name })}
            message={t('classes.archive.text')}
            confirmLabel={t('classes.archive.confirm')}
            pending={archive.isPending}
            onConfirm={(close) => archive.mutate(true, { onSuccess: close })}
          />
        </>
      )}
    </TitledCard>
  );
}
