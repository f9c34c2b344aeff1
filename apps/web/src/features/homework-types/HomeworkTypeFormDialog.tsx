import { Select, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THomeworkType } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RichTextField } from '../../components/editor/RichTextField';
import { FormDialog } from '../../components/FormDialog';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { showToast } from '../../lib/toasts';
import { homeworkTypeAdminApi, homeworkTypeAdminKeys } from './homework-type-admin-api';
import {
  emptyHomeworkTypeForm,
  type THomeworkTypeFormErrors,
  type THomeworkTypeFormValues,
  validateHomeworkTypeForm,
} from './homework-type-form';
import { LinkedConceptsSelect } from './LinkedConceptsSelect';
import './homework-types.pl';

/** The fields written in the editor, in the form's order. */
const richTextFields = ['description', 'formulas'] as const;

/**
 * ADMIN: the create/edit form of a task type (name, optional slug, description and formulas in the editor,
 * parent type, linked concepts). Server errors are shown in Polish inside the form.
 */
export function HomeworkTypeFormDialog({
  opened,
  onClose,
  type,
  initialValues = emptyHomeworkTypeForm,
}: {
  opened: boolean;
  onClose: () => void;
  /** The type being edited; creation without it. */
  type?: THomeworkType;
  initialValues?: THomeworkTypeFormValues;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<THomeworkTypeFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = <K extends keyof THomeworkTypeFormValues>(key: K, value: THomeworkTypeFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const parents = useQuery({
    queryKey: homeworkTypeAdminKeys.parents,
    queryFn: ({ signal }) => homeworkTypeAdminApi.parents(signal),
    enabled: opened,
    staleTime: 60_000,
  });
  const parentOptions = (parents.data?.results ?? [])
    .filter((parent) => parent.id !== type?.id)
    .map((parent) => ({ value: parent.id, label: parent.name }));
  if (type?.parent && !parentOptions.some((option) => option.value === type.parent?.id)) {
    parentOptions.unshift({ value: type.parent.id, label: type.parent.name });
  }
  const hasSubtypes = (type?.subtypes.length ?? 0) > 0;

  const save = useMutation({
    mutationFn: (body: Parameters<typeof homeworkTypeAdminApi.create>[0]) =>
      type ? homeworkTypeAdminApi.update(type.id, body) : homeworkTypeAdminApi.create(body),
    onSuccess: (saved) => {
      showToast({
        variant: 'success',
        message: type ? t('homeworkTypeAdmin.updated') : t('homeworkTypeAdmin.created'),
      });
      queryClient.setQueryData(queryKeys.homeworkType(saved.slug), saved);
      void queryClient.invalidateQueries({ queryKey: ['homework-type'] });
      onClose();
      if (!type || saved.slug !== type.slug) navigate(`/resources/homework-types/${saved.slug}`);
    },
    onError: (error) => setServerError(error instanceof ApiError ? error.message : t('toasts.serverError')),
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={type ? t('homeworkTypeAdmin.editTitle') : t('homeworkTypeAdmin.createTitle')}
      size="xl"
      pending={save.isPending}
      serverError={serverError}
      cancelLabel={t('homeworkTypeAdmin.cancel')}
      submitLabel={type ? t('homeworkTypeAdmin.save') : t('homeworkTypeAdmin.create')}
      onSubmit={() => {
        setServerError(null);
        const result = validateHomeworkTypeForm(values);
        if (!result.ok) {
          setErrors(result.errors);
          setServerError(t('homeworkTypeAdmin.fixErrors'));
          return;
        }
        setErrors({});
        save.mutate(result.body);
      }}
    >
      <TextInput
        label={t('homeworkTypeAdmin.name')}
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={errors.name}
        maxLength={256}
        withAsterisk
        data-autofocus
      />
      <TextInput
        label={t('homeworkTypeAdmin.slug')}
        description={t('homeworkTypeAdmin.slugHint')}
        value={values.slug}
        onChange={(event) => set('slug', event.currentTarget.value)}
        error={errors.slug}
        maxLength={200}
      />
      <Select
        label={t('homeworkTypeAdmin.parent')}
        placeholder={t('homeworkTypeAdmin.parentPlaceholder')}
        description={hasSubtypes ? t('homeworkTypeAdmin.parentDisabled') : undefined}
        data={parentOptions}
        value={values.parentId}
        onChange={(value) => set('parentId', value)}
        error={errors.parentId}
        disabled={hasSubtypes}
        searchable
        clearable
        nothingFoundMessage={t('homeworkTypeAdmin.nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
      <LinkedConceptsSelect
        value={values.concepts}
        onChange={(concepts) => set('concepts', concepts)}
        error={errors.concepts}
      />
      {richTextFields.map((field) => (
        <RichTextField
          key={field}
          label={t(`homeworkTypeAdmin.${field}`)}
          error={errors[field]}
          admin
          variant="full"
          height={220}
          value={values[field]}
          onChange={(html) => set(field, html)}
          aria-label={t(`homeworkTypeAdmin.${field}Editor`)}
        />
      ))}
    </FormDialog>
  );
}
