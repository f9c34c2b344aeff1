import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconHistory, IconSend } from '@tabler/icons-react';
import { homeworkSaveLimits, type THomework, type TViewer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RichTextField } from '../../components/editor/RichTextField';
import { DeleteHomeworkButton } from './DeleteHomeworkButton';
import { HomeworkAnswerFields } from './HomeworkAnswerFields';
import { HomeworkClassificationFields } from './HomeworkClassificationFields';
import { HomeworkSolutionFields } from './HomeworkSolutionFields';
import type { THomeworkFormValues } from './homework-form';
import { messageOf, useHomeworkForm } from './useHomeworkForm';
import './homework-editor.pl';

type THomeworkFormProps = {
  viewer: TViewer;
  /** The task being edited; null on the create page. */
  homework: THomework | null;
  initialValues: THomeworkFormValues;
  draftStorageKey: string;
  onSaved?: (homework: THomework) => void;
};

/** The task form of /homeworks/save and /homeworks/{slug}/edit. */
export function HomeworkForm({ viewer, homework, initialValues, draftStorageKey, onSaved }: THomeworkFormProps) {
  const { t } = useTranslation();
  const model = useHomeworkForm({ homework, initialValues, draftStorageKey, onSaved });
  const { values, errors, pending } = model;

  return (
    <form
      noValidate
      onSubmit={model.onSubmit}
      aria-label={homework ? t('homeworkEditor.editTitle') : t('homeworkEditor.createTitle')}
    >
      <Stack gap="lg">
        {model.restored && (
          <Alert color="blue" icon={<IconHistory />} title={t('homeworkEditor.draftRestored')} role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('homeworkEditor.draftRestoredText')}</Text>
              <Button size="xs" variant="light" onClick={model.discardDraft}>
                {t('homeworkEditor.discardDraft')}
              </Button>
            </Stack>
          </Alert>
        )}
        {pending && (
          <Alert color="yellow" role="status">
            {t('homeworkEditor.pendingReview')}
          </Alert>
        )}

        <TextInput
          label={t('homeworkEditor.title')}
          description={t('homeworkEditor.titleHint')}
          maxLength={homeworkSaveLimits.titleMaxLength}
          value={values.title}
          onChange={(event) => model.set('title', event.currentTarget.value)}
          error={messageOf(errors.title)}
        />
        <RichTextField
          label={t('homeworkEditor.description')}
          required
          error={messageOf(errors.description)}
          variant="question"
          height={220}
          value={values.description}
          onChange={(html) => model.setRich('description', html)}
          aria-label={t('homeworkEditor.descriptionEditor')}
        />
        <HomeworkAnswerFields model={model} />
        <HomeworkSolutionFields model={model} viewer={viewer} />
        <HomeworkClassificationFields model={model} />

        <ErrorAlert message={model.alert} />

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={model.saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {homework ? t('homeworkEditor.save') : t('homeworkEditor.create')}
            </Button>
            {homework && model.canSubmitForReview && !pending && (
              <Button
                variant="light"
                leftSection={<IconSend size={16} aria-hidden />}
                loading={model.submitting}
                onClick={model.submitForReview}
              >
                {t('homeworkEditor.submitForReview')}
              </Button>
            )}
          </Group>
          {homework && model.canDelete && (
            <DeleteHomeworkButton homeworkId={homework.id} viewer={viewer} onDeleted={model.forgetDraft} />
          )}
        </Group>
      </Stack>
    </form>
  );
}
