// The app shell loads only ModalBase; the dialog's own stylesheet comes with the page that shows it.
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type TFavorite, type TFavoriteSave, ZFavoriteSave } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { showToast } from '../../lib/toasts';
import { listsApi } from './lists-api';
import './lists.pl';

const fields = ['name', 'description'] as const;

/**
 * 'Nowa lista' and 'Edytuj listę': name 2–256 and description up to 1024 (docs/product-spec.md section 5),
 * checked with the contract's own schema; the API's messages land under the fields or above them.
 */
export function ListFormModal({
  opened,
  onClose,
  list,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  /** The list being edited; none to create one. */
  list?: Pick<TFavorite, 'id' | 'name' | 'description'>;
  onSaved: (favorite: TFavorite) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={list ? t('lists.form.editTitle') : t('lists.form.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <ListForm list={list} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function ListForm({
  list,
  onCancel,
  onSaved,
}: {
  list?: Pick<TFavorite, 'id' | 'name' | 'description'>;
  onCancel: () => void;
  onSaved: (favorite: TFavorite) => void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(ZFavoriteSave, { name: list?.name ?? '', description: list?.description ?? '' });
  const save = useMutation({
    mutationFn: (values: TFavoriteSave) => (list ? listsApi.update(list.id, values) : listsApi.create(values)),
    onMutate: () => setFormError(null),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      onSaved(result.favorite);
    },
    onError: (error) => setFormError(applyServerErrors(form, error, fields)),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(ZFavoriteSave.parse(values)))} noValidate>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('lists.form.name')}
          required
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('lists.form.description')}
          rows={4}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {list ? t('lists.form.save') : t('lists.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
