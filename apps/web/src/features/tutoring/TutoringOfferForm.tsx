import { Checkbox, Fieldset, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import {
  tutoringLimits as limits,
  schoolLevelLabels,
  schoolLevels,
  subjects,
  type TSchoolLevel,
  type TSubject,
} from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { FormSaveFooter } from '../../components/FormParts';
import { OfferLessonOptions, OfferPackages } from './OfferRowFieldsets';
import { type TOfferForm, type TOfferFormProps, useTutoringOfferForm } from './useTutoringOfferForm';
import './tutoring.pl';

const breakOptions = Array.from({ length: limits.maxBreakMinutes / limits.minuteStep + 1 }, (_, index) =>
  String(index * limits.minuteStep),
);

/** The TEACHER's offer: on or off, description, subjects, levels, lesson options, packages, group lessons, break. */
export function TutoringOfferForm(props: TOfferFormProps) {
  const { t } = useTranslation();
  const form = useTutoringOfferForm(props);
  const { values, errors, patch } = form;

  return (
    <form noValidate onSubmit={form.submit} aria-label={t('tutoring.offer.title')}>
      <Stack gap="lg">
        <Switch
          label={t('tutoring.offer.enabled')}
          description={t('tutoring.offer.enabledHelp')}
          checked={values.enabled}
          onChange={(event) => patch({ enabled: event.currentTarget.checked }, 'lessonOptions', 'subjects', 'levels')}
        />
        <Textarea
          label={t('tutoring.offer.description')}
          description={t('tutoring.offer.descriptionHelp', { max: limits.descriptionMaxLength })}
          value={values.description}
          onChange={(event) => patch({ description: event.currentTarget.value }, 'description')}
          maxLength={limits.descriptionMaxLength}
          rows={5}
          error={errors.description}
        />

        <Checkbox.Group
          label={t('tutoring.offer.subjects')}
          value={values.subjects}
          onChange={(next) => patch({ subjects: next as TSubject[] }, 'subjects')}
          error={errors.subjects}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
            {subjects.map((subject) => (
              <Checkbox key={subject} value={subject} label={t(`tutoring.subjects.${subject}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>

        <Checkbox.Group
          label={t('tutoring.offer.levels')}
          value={values.levels}
          onChange={(next) => patch({ levels: next as TSchoolLevel[] }, 'levels')}
          error={errors.levels}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" mt="xs">
            {schoolLevels.map((level) => (
              <Checkbox key={level} value={level} label={schoolLevelLabels[level]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>

        <OfferLessonOptions form={form} />
        <OfferPackages form={form} />
        <OfferGroup form={form} />

        <NativeSelect
          label={t('tutoring.offer.breakMinutes')}
          value={String(values.breakMinutes)}
          onChange={(event) => patch({ breakMinutes: Number(event.currentTarget.value) }, 'breakMinutes')}
          data={breakOptions.map((minutes) => ({ value: minutes, label: t('tutoring.minutes', { value: minutes }) }))}
          error={errors.breakMinutes}
          w={{ base: '100%', xs: 240 }}
        />

        <FormSaveFooter alert={form.alert} pending={form.pending} label={t('tutoring.offer.save')} />
      </Stack>
    </form>
  );
}

/** Group lessons: on or off, and while on, their size and the fee of a seat. */
function OfferGroup({ form }: { form: TOfferForm }) {
  const { t } = useTranslation();
  const { group } = form.values;
  return (
    <Fieldset legend={t('tutoring.offer.group')} radius="md">
      <Stack gap="sm">
        <Switch
          label={t('tutoring.offer.groupEnabled')}
          checked={group.enabled}
          onChange={(event) => form.patchGroup({ enabled: event.currentTarget.checked })}
        />
        {group.enabled && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('tutoring.offer.groupParticipants')}
              value={group.maxParticipants}
              onChange={(maxParticipants) => form.patchGroup({ maxParticipants })}
              min={limits.minGroupParticipants}
              max={limits.maxGroupParticipants}
              allowDecimal={false}
              allowNegative={false}
              error={form.errors['group.maxParticipants']}
            />
            <NumberInput
              label={t('tutoring.offer.groupFee')}
              value={group.feePercent}
              onChange={(feePercent) => form.patchGroup({ feePercent })}
              min={limits.minGroupFee}
              max={limits.maxGroupFee}
              allowDecimal={false}
              allowNegative={false}
              error={form.errors['group.feePercent']}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}
