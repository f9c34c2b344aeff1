import {
  Alert,
  Button,
  Fieldset,
  Group,
  Input,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDeviceFloppy, IconHistory, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { isAdmin, schoolLevelLabels, schoolLevels, type THomework, type TViewer } from '@zadania/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { UploadField } from '../../components/files/UploadField';
import { ApiError } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { AnswerKeyField } from './AnswerKeyField';
import { ClosedAnswersField } from './ClosedAnswersField';
import { ConceptMultiSelect } from './ConceptMultiSelect';
import { DeleteHomeworkButton } from './DeleteHomeworkButton';
import { ExamsField } from './ExamsField';
import { HomeworkTypeSelect } from './HomeworkTypeSelect';
import { homeworkEditorApi } from './homework-editor-api';
import {
  emptyAnswer,
  emptyExam,
  emptyStep,
  formPathOf,
  normalizeRich,
  type THomeworkFormValues,
  validateHomework,
} from './homework-form';
import { SolutionStepsField } from './SolutionStepsField';
import { clearDraft, readDraft, useHomeworkDraft } from './useHomeworkDraft';

type THomeworkFormProps = {
  viewer: TViewer;
  /** The task being edited; null on the create page. */
  homework: THomework | null;
  initialValues: THomeworkFormValues;
  draftStorageKey: string;
  onSaved?: (homework: THomework) => void;
};

const messageOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The task form of /homeworks/save and /homeworks/{slug}/edit. */
export function HomeworkForm({ viewer, homework, initialValues, draftStorageKey, onSaved }: THomeworkFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft] = useState(() => readDraft(draftStorageKey));
  const [restored, setRestored] = useState(draft !== null);
  const [baselineValues, setBaselineValues] = useState(initialValues);
  const baseline = useMemo(() => JSON.stringify(baselineValues), [baselineValues]);
  const [alert, setAlert] = useState<string | null>(null);
  const [uploading, setUploading] = useState({ images: false, video: false });
  const [state, setState] = useState(
    homework ? { status: homework.status, adminReview: homework.adminReview, policies: homework.policies } : null,
  );

  // A draft saved before a field existed takes that field from the loaded values.
  const form = useForm<THomeworkFormValues>({
    mode: 'controlled',
    initialValues: draft ? { ...initialValues, ...draft } : initialValues,
  });
  const { values, errors } = form;
  const cancelDraftWrite = useHomeworkDraft(draftStorageKey, values, baseline, true);

  const set = <K extends keyof THomeworkFormValues>(field: K, value: THomeworkFormValues[K]) => {
    form.setFieldValue(field, value as never);
    form.clearFieldError(field);
  };

  const save = useMutation({
    mutationFn: (body: Parameters<typeof homeworkEditorApi.create>[0]) =>
      homework ? homeworkEditorApi.update(homework.id, body) : homeworkEditorApi.create(body),
    onMutate: () => setAlert(null),
    onSuccess: (saved) => {
      cancelDraftWrite();
      clearDraft(draftStorageKey);
      setRestored(false);
      if (!homework) {
        showToast({ variant: 'success', message: t('homeworkEditor.created') });
        navigate(`/homeworks/${saved.slug}`);
        return;
      }
      showToast({ variant: 'success', message: t('homeworkEditor.updated') });
      setBaselineValues(form.getValues());
      setState({ status: saved.status, adminReview: saved.adminReview, policies: saved.policies });
      onSaved?.(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        form.setErrors(
          Object.fromEntries(error.fieldErrors.map((item) => [formPathOf(item.path.split('.')), item.message])),
        );
      }
      setAlert(error instanceof Error ? error.message : t('toasts.serverError'));
    },
  });

  const submitForReview = useMutation({
    mutationFn: async () => {
      await homeworkEditorApi.submitForReview(homework?.id ?? '');
      // The state answer carries no policies: what the viewer may do next comes with the task itself.
      return homeworkEditorApi.get(homework?.id ?? '');
    },
    onSuccess: (task) => {
      setState({ status: task.status, adminReview: task.adminReview, policies: task.policies });
      showToast({ variant: 'success', message: t('homeworkEditor.submitted') });
    },
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (uploading.images || uploading.video) {
      setAlert(t('homeworkEditor.uploading'));
      return;
    }
    const result = validateHomework(form.getValues());
    if (!result.ok) {
      form.setErrors(result.errors);
      setAlert(t('homeworkEditor.fixErrors'));
      return;
    }
    setAlert(null);
    save.mutate(result.data);
  };

  const discardDraft = () => {
    cancelDraftWrite();
    clearDraft(draftStorageKey);
    form.setValues(baselineValues);
    form.clearErrors();
    setRestored(false);
  };

  // The server's answer for this viewer (docs/product-spec.md sections 4 and 6), sent with the task.
  const canSubmitForReview = !!state?.policies.submit;
  const pending = state?.adminReview?.status === 'PENDING';
  const canDelete = !!state?.policies.delete;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={homework ? t('homeworkEditor.editTitle') : t('homeworkEditor.createTitle')}
    >
      <Stack gap="lg">
        {restored && (
          <Alert color="blue" icon={<IconHistory />} title={t('homeworkEditor.draftRestored')} role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('homeworkEditor.draftRestoredText')}</Text>
              <Button size="xs" variant="light" onClick={discardDraft}>
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

        <Input.Wrapper
          label={t('homeworkEditor.description')}
          required
          error={messageOf(errors.description)}
          labelElement="div"
        >
          <div style={{ marginTop: 4 }}>
            <RichTextEditor
              variant="question"
              height={220}
              value={values.description}
              onChange={(html) => set('description', normalizeRich(html))}
              aria-label={t('homeworkEditor.descriptionEditor')}
            />
          </div>
        </Input.Wrapper>

        <Stack gap="xs">
          <Text fw={500} size="sm" id="answer-kind-label">
            {t('homeworkEditor.answerKind')}
          </Text>
          <SegmentedControl
            aria-labelledby="answer-kind-label"
            value={values.closed ? 'closed' : 'open'}
            onChange={(kind) => {
              set('closed', kind === 'closed');
              form.clearFieldError('answers');
            }}
            data={[
              { value: 'closed', label: t('homeworkEditor.closed') },
              { value: 'open', label: t('homeworkEditor.open') },
            ]}
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        </Stack>

        {values.closed ? (
          <ClosedAnswersField
            answers={values.answers}
            errors={errors}
            onChange={(index, patch) => {
              form.setFieldValue(`answers.${index}`, {
                ...form.getValues().answers[index],
                ...patch,
                ...(patch.answer !== undefined && { answer: normalizeRich(patch.answer) }),
              } as never);
              form.clearFieldError(`answers.${index}.answer`);
              form.clearFieldError('answers');
            }}
            onAdd={() => form.insertListItem('answers', emptyAnswer())}
            onRemove={(index) => {
              form.removeListItem('answers', index);
              form.clearErrors();
            }}
          />
        ) : (
          <>
            <Input.Wrapper label={t('homeworkEditor.openAnswer')} error={messageOf(errors.answer)} labelElement="div">
              <div style={{ marginTop: 4 }}>
                <RichTextEditor
                  variant="question"
                  height={160}
                  value={values.answer}
                  onChange={(html) => set('answer', normalizeRich(html))}
                  aria-label={t('homeworkEditor.openAnswerEditor')}
                />
              </div>
            </Input.Wrapper>
            <AnswerKeyField
              value={values.answerKey}
              errors={errors}
              onChange={(answerKey) => {
                set('answerKey', answerKey);
                for (const key of Object.keys(form.errors)) {
                  if (key.startsWith('answerKey')) form.clearFieldError(key);
                }
              }}
            />
          </>
        )}

        <Fieldset legend={t('homeworkEditor.solution')} radius="md">
          <Stack gap="lg">
            <Input.Wrapper
              label={t('homeworkEditor.solutionLatex')}
              error={messageOf(errors.solutionLatex)}
              labelElement="div"
            >
              <div style={{ marginTop: 4 }}>
                <RichTextEditor
                  height={260}
                  admin={isAdmin(viewer)}
                  value={values.solutionLatex}
                  onChange={(html) => set('solutionLatex', normalizeRich(html))}
                  aria-label={t('homeworkEditor.solutionLatexEditor')}
                />
              </div>
            </Input.Wrapper>
            <SolutionStepsField
              steps={values.steps}
              errors={errors}
              onChange={(index, patch) => {
                form.setFieldValue(`steps.${index}`, {
                  ...form.getValues().steps[index],
                  ...patch,
                  ...(patch.description !== undefined && { description: normalizeRich(patch.description) }),
                  ...(patch.latex !== undefined && { latex: normalizeRich(patch.latex) }),
                } as never);
                if (patch.title !== undefined) form.clearFieldError(`steps.${index}.title`);
              }}
              onAdd={() => form.insertListItem('steps', emptyStep())}
              onRemove={(index) => {
                form.removeListItem('steps', index);
                form.clearErrors();
              }}
              onMove={(from, to) => form.reorderListItem('steps', { from, to })}
            />
            <Switch
              label={t('paywall.editor.paidSolution')}
              // The description sits inside Mantine's label; the name is the label alone.
              aria-label={t('paywall.editor.paidSolution')}
              description={t('paywall.editor.paidSolutionHelp')}
              checked={values.paidSolution}
              onChange={(event) => set('paidSolution', event.currentTarget.checked)}
              error={messageOf(errors.paidSolution)}
            />
            <Input.Wrapper
              label={t('paywall.editor.hint')}
              description={t('paywall.editor.hintHelp')}
              error={messageOf(errors.hint)}
              labelElement="div"
            >
              <div style={{ marginTop: 4 }}>
                <RichTextEditor
                  variant="question"
                  height={140}
                  value={values.hint}
                  onChange={(html) => set('hint', normalizeRich(html))}
                  aria-label={t('paywall.editor.hintEditor')}
                />
              </div>
            </Input.Wrapper>
            <UploadField
              label={t('homeworkEditor.images')}
              assign="HOMEWORK_SOLUTION_IMAGE"
              multiple
              maxFiles={20}
              value={values.images}
              onChange={(files) => set('images', files)}
              onStateChange={(fieldState) => setUploading((old) => ({ ...old, images: fieldState.uploading }))}
              error={messageOf(errors.images)}
            />
            <UploadField
              label={t('homeworkEditor.video')}
              assign="HOMEWORK_SOLUTION_VIDEO"
              multiple={false}
              value={values.video}
              onChange={(files) => set('video', files)}
              onStateChange={(fieldState) => setUploading((old) => ({ ...old, video: fieldState.uploading }))}
              error={messageOf(errors.video)}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('homeworkEditor.classification')} radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                label={t('homeworkEditor.level')}
                required
                value={values.level}
                onChange={(event) => set('level', event.currentTarget.value as THomeworkFormValues['level'])}
                data={[
                  { value: '', label: t('homeworkEditor.levelPlaceholder'), disabled: true },
                  ...schoolLevels.map((level) => ({ value: level, label: schoolLevelLabels[level] })),
                ]}
                error={messageOf(errors.level)}
              />
              <HomeworkTypeSelect
                value={values.type}
                onChange={(type) => set('type', type)}
                error={messageOf(errors.type)}
              />
              <ConceptMultiSelect
                kind="DOMAIN"
                label={t('homeworkEditor.domains')}
                value={values.domains}
                onChange={(items) => set('domains', items)}
                error={messageOf(errors.domains)}
              />
              <ConceptMultiSelect
                kind="THEOREM"
                label={t('homeworkEditor.theorems')}
                value={values.theorems}
                onChange={(items) => set('theorems', items)}
                error={messageOf(errors.theorems)}
              />
              <ConceptMultiSelect
                kind="DEFINITION"
                label={t('homeworkEditor.definitions')}
                value={values.definitions}
                onChange={(items) => set('definitions', items)}
                error={messageOf(errors.definitions)}
              />
              <ConceptMultiSelect
                kind="TAG"
                label={t('homeworkEditor.tags')}
                value={values.tags}
                onChange={(items) => set('tags', items)}
                error={messageOf(errors.tags)}
              />
            </SimpleGrid>
            <ExamsField
              exams={values.exams}
              taskAnswers={
                values.closed ? values.answers : [{ ...emptyAnswer(), answer: values.answer, correct: true }]
              }
              errors={errors}
              onChange={(index, patch) => {
                form.setFieldValue(`exams.${index}`, { ...form.getValues().exams[index], ...patch } as never);
                form.clearFieldError(`exams.${index}.examId`);
                form.clearFieldError(`exams.${index}.points`);
                for (const key of Object.keys(form.errors)) {
                  if (key.startsWith(`exams.${index}.answers`)) form.clearFieldError(key);
                }
                form.clearFieldError('exams');
              }}
              onAdd={() => form.insertListItem('exams', emptyExam())}
              onRemove={(index) => {
                form.removeListItem('exams', index);
                form.clearErrors();
              }}
            />
          </Stack>
        </Fieldset>

        {alert && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {alert}
          </Alert>
        )}

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {homework ? t('homeworkEditor.save') : t('homeworkEditor.create')}
            </Button>
            {homework && canSubmitForReview && !pending && (
              <Button
                variant="light"
                leftSection={<IconSend size={16} aria-hidden />}
                loading={submitForReview.isPending}
                onClick={() => submitForReview.mutate()}
              >
                {t('homeworkEditor.submitForReview')}
              </Button>
            )}
          </Group>
          {homework && canDelete && (
            <DeleteHomeworkButton
              homeworkId={homework.id}
              viewer={viewer}
              onDeleted={() => {
                cancelDraftWrite();
                clearDraft(draftStorageKey);
              }}
            />
          )}
        </Group>
      </Stack>
    </form>
  );
}
