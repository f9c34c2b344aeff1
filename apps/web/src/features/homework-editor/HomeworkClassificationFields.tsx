import { Fieldset, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { schoolLevelLabels, schoolLevels } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ConceptMultiSelect } from './ConceptMultiSelect';
import { ExamsField } from './ExamsField';
import { HomeworkTypeSelect } from './HomeworkTypeSelect';
import type { TConceptKind } from './homework-editor-api';
import { emptyAnswer, type TConceptField, type THomeworkFormValues } from './homework-form';
import { messageOf, type THomeworkFormModel } from './useHomeworkForm';
import './homework-editor.pl';

const conceptSelects = [
  { kind: 'DOMAIN', field: 'domains', label: 'homeworkEditor.domains' },
  { kind: 'THEOREM', field: 'theorems', label: 'homeworkEditor.theorems' },
  { kind: 'DEFINITION', field: 'definitions', label: 'homeworkEditor.definitions' },
  { kind: 'TAG', field: 'tags', label: 'homeworkEditor.tags' },
] as const satisfies readonly { kind: TConceptKind; field: TConceptField; label: string }[];

/** Where the task belongs: level, type, domains, theorems, definitions, tags and the exams it appeared in. */
export function HomeworkClassificationFields({ model }: { model: THomeworkFormModel }) {
  const { t } = useTranslation();
  const { values, errors } = model;
  return (
    <Fieldset legend={t('homeworkEditor.classification')} radius="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('homeworkEditor.level')}
            required
            value={values.level}
            onChange={(event) => model.set('level', event.currentTarget.value as THomeworkFormValues['level'])}
            data={[
              { value: '', label: t('homeworkEditor.levelPlaceholder'), disabled: true },
              ...schoolLevels.map((level) => ({ value: level, label: schoolLevelLabels[level] })),
            ]}
            error={messageOf(errors.level)}
          />
          <HomeworkTypeSelect
            value={values.type}
            onChange={(type) => model.set('type', type)}
            error={messageOf(errors.type)}
          />
          {conceptSelects.map(({ kind, field, label }) => (
            <ConceptMultiSelect
              key={field}
              kind={kind}
              label={t(label)}
              value={values[field]}
              onChange={(items) => model.set(field, items)}
              error={messageOf(errors[field])}
            />
          ))}
        </SimpleGrid>
        <ExamsField
          exams={values.exams}
          taskAnswers={values.closed ? values.answers : [{ ...emptyAnswer(), answer: values.answer, correct: true }]}
          errors={errors}
          onChange={model.changeExam}
          onAdd={model.addExam}
          onRemove={model.removeExam}
        />
      </Stack>
    </Fieldset>
  );
}
