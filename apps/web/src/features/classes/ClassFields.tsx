import { NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { classLevelLabels, classLevels, classLimits, subjectLabels, subjects } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { currentSchoolYear, schoolYearOptions, type TClassForm } from './class-form';
import './classes.pl';

/** The settings of a class: name, school year, subject, level (primary 4–8, secondary 1–5), automatic admission. */
export function ClassFields({ form, savedYear }: { form: TClassForm; savedYear?: string }) {
  const { t } = useTranslation();
  const level = (prefix: string) =>
    classLevels
      .filter((item) => item.startsWith(prefix))
      .map((item) => ({ value: item, label: classLevelLabels[item] }));
  return (
    <Stack gap="sm">
      <TextInput
        // In the new-class dialog the name takes the focus, not the dialog's close button.
        data-autofocus
        label={t('classes.fields.name')}
        description={t('classes.fields.nameHint')}
        required
        maxLength={classLimits.nameMaxLength}
        autoComplete="off"
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t('classes.fields.schoolYear')}
          required
          data={schoolYearOptions(currentSchoolYear(), savedYear)}
          {...form.getInputProps('schoolYear')}
        />
        <NativeSelect
          label={t('classes.fields.subject')}
          required
          data={subjects.map((subject) => ({ value: subject, label: subjectLabels[subject] }))}
          {...form.getInputProps('subject')}
        />
      </SimpleGrid>
      <NativeSelect
        label={t('classes.fields.level')}
        required
        data={[
          { value: '', label: t('classes.fields.levelPlaceholder'), disabled: true },
          { group: t('classes.fields.primary'), items: level('SP') },
          { group: t('classes.fields.secondary'), items: level('LO') },
        ]}
        {...form.getInputProps('level')}
      />
      <Switch
        label={t('classes.fields.autoAdmit')}
        description={t('classes.fields.autoAdmitHint')}
        {...form.getInputProps('autoAdmit', { type: 'checkbox' })}
      />
    </Stack>
  );
}
