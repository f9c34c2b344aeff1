import { Button, Card, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { noteLimits } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { TextOnlyRichTextField } from '../../components/editor/RichTextField';
import { NoteFiles } from './NoteFiles';
import { type TNoteEditorProps, useNoteEditor } from './useNoteEditor';
import './notes.pl';

/** One note's form: title, content (the editor, loaded on first use), its files; a new note when `note` is null. */
export function NoteEditor(props: TNoteEditorProps) {
  const { t } = useTranslation();
  const editor = useNoteEditor(props);
  const { note } = props;
  const { save, remove, detach } = editor;

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="md">
        <form onSubmit={editor.submit} noValidate aria-label={note?.title ?? t('notes.add')}>
          <Stack gap="sm">
            <TextInput
              label={t('notes.fieldTitle')}
              value={editor.title}
              onChange={(event) => editor.setTitle(event.currentTarget.value)}
              maxLength={noteLimits.titleMaxLength}
              required
            />
            <TextOnlyRichTextField
              label={t('notes.fieldContent')}
              value={editor.content}
              onChange={editor.setContent}
              height={300}
            />
            <ErrorAlert message={editor.error} />
            <Group justify="space-between">
              <Button type="submit" loading={save.isPending}>
                {t('notes.save')}
              </Button>
              {note && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => editor.setConfirming(true)}
                >
                  {t('notes.delete')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
        {note && <NoteFiles note={note} detaching={detach.isPending} onDetach={detach.mutate} />}
      </Stack>
      <Modal
        opened={editor.confirming}
        onClose={() => editor.setConfirming(false)}
        title={t('notes.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('notes.confirmText', { title: note?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => editor.setConfirming(false)}>
              {t('notes.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => note && remove.mutate(note.id)}>
              {t('notes.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
