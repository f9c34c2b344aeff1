import {
  Alert,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  assignmentCategories,
  assignmentCategoryNames,
  assignmentLimits,
  type TAssignment,
  type TAssignmentCategory,
  type TAssignmentCreate,
  type TAssignmentItemInput,
  type TAssignmentUpdate,
  type TClass,
  type TClassLevel,
} from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { FormSaveFooter, InlineError } from '../../components/FormParts';
import { errorText } from '../../lib/api/api-error';
import { type TCheckResult, useCheckedForm } from '../../lib/forms/useCheckedForm';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import {
  assignmentKeys,
  assignmentsApi,
  checkAssignment,
  checkUpdate,
  editValues,
  fieldError,
  GeneratorPicker,
  GoalPicker,
  MockPaperPicker,
  newAssignmentValues,
  noAttemptLimit,
  type TAssignmentFormValues,
} from '../assignments';
import { CatalogueTaskPicker } from './CatalogueTaskPicker';
import { ChosenItems } from './ChosenAssignmentItems';
import { useClass } from './useClassPage';
import '../assignments';

/**
 * /classes/{id}/assignments/new: a teacher sets homework for the class or chosen pupils: tasks of the catalogue and
 * generators (a variant per pupil), start and due date in Warsaw time, attempts, late work, solutions after the due
 * date. Checked with the shared schema before it is sent; the server's refusal is shown in Polish.
 */
export function NewAssignmentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const generatorId = useSearchParams()[0].get('generator');
  const schoolClass = useClass(id);
  useDocumentTitle(t('assignments.form.title'));

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={900}>
      <BackLink to={`/classes/${id}`}>{schoolClass.data?.name ?? t('assignments.form.backToClass')}</BackLink>
      <Title order={1}>{t('assignments.form.title')}</Title>
      {schoolClass.isPending ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton height={40} />
          <Skeleton height={240} radius="md" />
        </Stack>
      ) : schoolClass.isError ? (
        <Alert color="red" role="alert">
          {errorText(schoolClass.error, t('assignments.form.classLoadError'))}
        </Alert>
      ) : (
        <AssignmentForm mode={{ kind: 'create', schoolClass: schoolClass.data, generatorId }} />
      )}
    </Stack>
  );
}

/** 'Zadaj klasie' on a generator's page opens the form with that generator chosen. */
const withGenerator = (values: TAssignmentFormValues, generatorId: string | null): TAssignmentFormValues =>
  generatorId ? { ...values, items: [{ kind: 'GENERATOR', generatorId }] } : values;

/** What the form does: set a new assignment for a class, or change one already set (its pupils stay). */
export type TAssignmentFormMode =
  | { kind: 'create'; schoolClass: TClass; generatorId: string | null }
  | { kind: 'edit'; assignment: TAssignment; classLevel: TClassLevel };

/** The one form of an assignment, for setting it and for editing it. */
export function AssignmentForm({ mode }: { mode: TAssignmentFormMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = mode.kind === 'edit';
  const { values, setValues, errors, clear, alert, pending, submit } = useCheckedForm({
    initialValues: editing ? editValues(mode.assignment) : withGenerator(newAssignmentValues(), mode.generatorId),
    check: (formValues: TAssignmentFormValues): TCheckResult<TAssignmentCreate | TAssignmentUpdate> =>
      editing ? checkUpdate(formValues) : checkAssignment(formValues),
    onSubmit: async (body) => {
      if (mode.kind === 'edit') {
        const saved = await assignmentsApi.update(mode.assignment.id, body);
        queryClient.setQueryData(assignmentKeys.assignment(saved.id), saved);
        await queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
        showToast({ variant: 'success', message: t('assignments.edit.saved', { title: saved.title }) });
        void navigate(`/classes/${saved.classId}`);
        return;
      }
      // Setting one, the form was checked by `checkAssignment`: the body is a new assignment's.
      const created = await assignmentsApi.create(mode.schoolClass.id, body as TAssignmentCreate);
      queryClient.setQueryData(assignmentKeys.assignment(created.id), created);
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.ofClass(mode.schoolClass.id) });
      showToast({ variant: 'success', message: t('assignments.form.created', { title: created.title }) });
      void navigate(`/classes/${mode.schoolClass.id}`);
    },
    fixErrorsMessage: t('assignments.form.fixErrors'),
  });
  const change = <K extends keyof TAssignmentFormValues>(key: K, value: TAssignmentFormValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    clear(key);
  };
  const setItems = (items: TAssignmentItemInput[]) => change('items', items);
  const homeworkIds = values.items.flatMap((item) => (item.kind === 'HOMEWORK' ? [item.homeworkId] : []));
  const full = values.items.length >= assignmentLimits.maxItems;
  const pupils = mode.kind === 'create' ? (mode.schoolClass.pupils ?? []) : [];
  const className = mode.kind === 'create' ? mode.schoolClass.name : mode.assignment.className;
  const classLevel = mode.kind === 'create' ? mode.schoolClass.level : mode.classLevel;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {editing
            ? t('assignments.edit.intro', { name: className })
            : t('assignments.form.intro', { name: className })}
        </Text>
        <TextInput
          label={t('assignments.form.titleField')}
          placeholder={t('assignments.form.titlePlaceholder')}
          value={values.title}
          onChange={(event) => change('title', event.currentTarget.value)}
          error={errors.title}
          maxLength={assignmentLimits.titleMaxLength}
          required
        />

        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('assignments.form.items', { n: values.items.length })}
          </Title>
          {values.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('assignments.form.noItems')}
            </Text>
          ) : (
            <ChosenItems items={values.items} onChange={setItems} />
          )}
          {values.items.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('assignments.weights.itemsHint')}
            </Text>
          )}
          <InlineError message={fieldError(errors, 'items')} />
          {full && (
            <Text size="sm" c="dimmed">
              {t('assignments.form.itemsFull', { max: assignmentLimits.maxItems })}
            </Text>
          )}
          <Paper withBorder radius="md" p="sm">
            <CatalogueTaskPicker
              classLevel={classLevel}
              chosen={homeworkIds}
              full={full}
              onAdd={(homeworkId) => {
                if (!full) setItems([...values.items, { kind: 'HOMEWORK', homeworkId }]);
              }}
            />
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <GeneratorPicker
              classLevel={classLevel}
              onAdd={(generator) => {
                if (!full) setItems([...values.items, { kind: 'GENERATOR', generatorId: generator.id }]);
              }}
            />
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <GoalPicker
              onAdd={(goal) => {
                if (!full) setItems([...values.items, { kind: 'GOAL', conceptIds: [], ...goal }]);
              }}
            />
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <MockPaperPicker
              classLevel={classLevel}
              chosen={values.items.flatMap((item) => (item.kind === 'MOCK' ? [item.examId] : []))}
              onAdd={(exam) => {
                if (!full) setItems([...values.items, { kind: 'MOCK', examId: exam.id }]);
              }}
            />
          </Paper>
        </Stack>

        {!editing && (
          <Stack gap="xs">
            <Radio.Group
              label={t('assignments.form.forWhom')}
              value={values.wholeClass ? 'class' : 'chosen'}
              onChange={(value) => {
                change('wholeClass', value === 'class');
                clear('pupilIds');
              }}
            >
              <Group gap="md" mt={4}>
                <Radio value="class" label={t('assignments.form.wholeClass', { count: pupils.length })} />
                <Radio value="chosen" label={t('assignments.form.chosenPupils')} />
              </Group>
            </Radio.Group>
            {!values.wholeClass && (
              <Checkbox.Group
                label={t('assignments.form.pupils')}
                value={values.pupilIds}
                onChange={(ids) => change('pupilIds', ids)}
                error={fieldError(errors, 'pupilIds')}
              >
                {pupils.length === 0 ? (
                  <Text size="sm" c="dimmed" mt={4}>
                    {t('assignments.form.noPupils')}
                  </Text>
                ) : (
                  <Stack gap={6} mt={4}>
                    {pupils.map((pupil) => (
                      <Checkbox key={pupil.id} value={pupil.id} label={`${pupil.name} (${pupil.username})`} />
                    ))}
                  </Stack>
                )}
              </Checkbox.Group>
            )}
            {values.wholeClass && <InlineError message={fieldError(errors, 'pupilIds')} />}
          </Stack>
        )}

        <Group gap="md" align="flex-start" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t('assignments.form.startsAt')}
            description={t('assignments.form.startsAtHint')}
            value={values.startsAt}
            onChange={(event) => change('startsAt', event.currentTarget.value)}
            error={errors.startsAt}
            miw={220}
          />
          <TextInput
            type="datetime-local"
            label={t('assignments.form.dueAt')}
            description={t('assignments.form.warsawTime')}
            value={values.dueAt}
            onChange={(event) => change('dueAt', event.currentTarget.value)}
            error={errors.dueAt}
            required
            miw={220}
          />
        </Group>

        <NativeSelect
          label={t('assignments.form.attempts')}
          description={t('assignments.form.attemptsHint')}
          value={values.attempts}
          onChange={(event) => change('attempts', event.currentTarget.value)}
          error={errors.attempts}
          data={[
            ...Array.from({ length: assignmentLimits.maxAttempts }, (_, index) => String(index + 1)),
            { value: noAttemptLimit, label: t('assignments.form.noLimit') },
          ]}
          maw={260}
        />

        <Radio.Group
          label={t('assignments.form.late')}
          value={values.late}
          onChange={(value) => change('late', value === 'REFUSE' ? 'REFUSE' : 'ACCEPT')}
          error={errors.late}
        >
          <Stack gap={6} mt={4}>
            <Radio value="ACCEPT" label={t('assignments.form.lateAccept')} />
            <Radio value="REFUSE" label={t('assignments.form.lateRefuse')} />
          </Stack>
        </Radio.Group>

        <Group gap="md" align="flex-start" wrap="wrap">
          <NativeSelect
            label={t('assignments.weights.weight')}
            description={t('assignments.weights.weightHint')}
            value={values.weight}
            onChange={(event) => change('weight', event.currentTarget.value)}
            error={errors.weight}
            data={Array.from({ length: assignmentLimits.maxWeight }, (_, index) => String(index + 1))}
            miw={200}
          />
          <NativeSelect
            label={t('assignments.weights.category')}
            value={values.category}
            onChange={(event) => change('category', event.currentTarget.value as TAssignmentCategory)}
            error={errors.category}
            data={assignmentCategories.map((category) => ({
              value: category,
              label: assignmentCategoryNames[category],
            }))}
            miw={200}
          />
        </Group>

        <Checkbox
          label={t('assignments.form.solutionsAfterDue')}
          description={t('assignments.form.solutionsAfterDueHint')}
          checked={values.solutionsAfterDue}
          onChange={(event) => change('solutionsAfterDue', event.currentTarget.checked)}
        />

        <FormSaveFooter
          alert={alert}
          pending={pending}
          label={editing ? t('assignments.edit.submit') : t('assignments.form.submit')}
        />
      </Stack>
    </form>
  );
}
