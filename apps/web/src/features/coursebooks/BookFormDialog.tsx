import { Autocomplete, Button, FileInput, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookKinds,
  schoolLevelLabels,
  schoolLevels,
  subjectLabels,
  subjects,
  type TBookKind,
  type TBookSave,
  type TBookSummary,
  type TSchoolLevel,
  type TSubject,
} from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from '../../components/FormDialogActions';
import { uploadErrorMessage, uploadFile } from '../../components/files/upload-file';
import { submitHandler } from '../../lib/forms/submit-handler';
import { showToast } from '../../lib/toasts';
import { coursebooksPl } from './coursebooks.pl';
import { coursebookKeys, coursebooksAdminApi } from './coursebooks-api';

type TBookFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The book edited, or none for a new one. */
  book?: TBookSummary;
  onSaved?: (book: TBookSummary) => void;
};

/** ADMIN's form of a book: title, kind, publisher (known ones offered, any other typed), subject, level, class, year, cover. */
export function BookFormDialog({ opened, onClose, book, onSaved }: TBookFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TBookSave>(() => ({
    title: book?.title ?? '',
    slug: book?.slug,
    kind: book?.kind ?? 'coursebook',
    publisher: book?.publisher ?? coursebooksPl.publishers[0],
    subject: book?.subject ?? 'MATHS',
    level: book?.level ?? 'HIGH_SCHOOL',
    class: book?.class ?? null,
    year: book?.year ?? null,
    coverFileId: book?.cover?.id ?? null,
  }));
  const [uploading, setUploading] = useState(false);
  const set = (change: Partial<TBookSave>) => setValues((current) => ({ ...current, ...change }));
  const save = useMutation({
    mutationFn: () => {
      const body = { ...values, slug: values.slug?.trim() || undefined };
      return book ? coursebooksAdminApi.updateBook(book.id, body) : coursebooksAdminApi.createBook(body);
    },
    onSuccess: async (saved) => {
      showToast({ variant: 'success', message: t('coursebooks.admin.saved') });
      await queryClient.invalidateQueries({ queryKey: coursebookKeys.all });
      onSaved?.(saved);
      onClose();
    },
  });
  const uploadCover = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadFile({ file, assign: 'EDITOR_IMAGE' });
      set({ coverFileId: uploaded.id });
    } catch (error) {
      showToast({ variant: 'error', message: uploadErrorMessage(error) });
    } finally {
      setUploading(false);
    }
  };
  const toNumber = (value: string | number) => (typeof value === 'number' ? value : null);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={book ? t('coursebooks.admin.formTitleEdit') : t('coursebooks.admin.formTitleNew')}
    >
      <form onSubmit={submitHandler(() => save.mutate())}>
        <Stack gap="sm">
          <TextInput
            label={t('coursebooks.admin.bookTitle')}
            value={values.title}
            onChange={(event) => set({ title: event.currentTarget.value })}
            required
            maxLength={200}
            data-autofocus
          />
          <TextInput
            label={t('coursebooks.admin.slug')}
            description={t('coursebooks.admin.slugHint')}
            value={values.slug ?? ''}
            onChange={(event) => set({ slug: event.currentTarget.value })}
            maxLength={80}
          />
          <Select
            label={t('coursebooks.kind')}
            data={bookKinds.map((value) => ({ value, label: coursebooksPl.kinds[value] }))}
            value={values.kind}
            onChange={(value) => value && set({ kind: value as TBookKind })}
            allowDeselect={false}
          />
          <Autocomplete
            label={t('coursebooks.publisher')}
            data={[...coursebooksPl.publishers]}
            value={values.publisher}
            onChange={(publisher) => set({ publisher })}
            required
            maxLength={100}
          />
          <Group grow align="flex-start">
            <Select
              label={t('coursebooks.subject')}
              data={subjects.map((value) => ({ value, label: subjectLabels[value] }))}
              value={values.subject}
              onChange={(value) => value && set({ subject: value as TSubject })}
              allowDeselect={false}
              searchable
            />
            <Select
              label={t('coursebooks.level')}
              data={schoolLevels.map((value) => ({ value, label: schoolLevelLabels[value] }))}
              value={values.level}
              onChange={(value) => value && set({ level: value as TSchoolLevel })}
              allowDeselect={false}
            />
          </Group>
          <Group grow align="flex-start">
            <NumberInput
              label={t('coursebooks.admin.class')}
              min={1}
              max={8}
              allowDecimal={false}
              value={values.class ?? ''}
              onChange={(value) => set({ class: toNumber(value) })}
            />
            <NumberInput
              label={t('coursebooks.admin.year')}
              min={1990}
              max={2100}
              allowDecimal={false}
              value={values.year ?? ''}
              onChange={(value) => set({ year: toNumber(value) })}
            />
          </Group>
          <FileInput
            label={t('coursebooks.admin.cover')}
            accept="image/png,image/jpeg,image/gif"
            onChange={uploadCover}
            disabled={uploading}
            placeholder={uploading ? t('coursebooks.admin.uploading') : undefined}
            clearable
          />
          {values.coverFileId && (
            <Button variant="subtle" color="red" size="xs" onClick={() => set({ coverFileId: null })}>
              {t('coursebooks.admin.removeCover')}
            </Button>
          )}
          <DialogButtons
            pending={save.isPending}
            onCancel={onClose}
            cancelLabel={t('coursebooks.admin.cancel')}
            submitLabel={t('coursebooks.admin.save')}
            submitDisabled={uploading}
          />
        </Stack>
      </form>
    </Modal>
  );
}
