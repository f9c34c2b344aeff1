import { ActionIcon, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatFileSize, noteLimits, type TNote, type TUploadedFile } from '@zadania/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../components/files/UploadField';
import { errorText } from '../../lib/api/api-error';
import { noteKeys, notesApi } from './notes-api';
import './notes.pl';

/** Uploads of one kind attached to the note as soon as each one finishes. */
function NoteUploads({
  note,
  assign,
  label,
}: {
  note: TNote;
  assign: 'NOTES_FILE' | 'NOTES_ATTACHMENT';
  label: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(new Set(note.files.map((file) => file.id)));

  useEffect(() => {
    for (const file of files) {
      if (sent.current.has(file.id)) continue;
      sent.current.add(file.id);
      notesApi
        .attach(note.id, file.id)
        .then((saved) => {
          queryClient.setQueryData(noteKeys.note(note.id), saved);
          void queryClient.invalidateQueries({ queryKey: noteKeys.list });
        })
        .catch((failure: unknown) => setError(errorText(failure, t('notes.loadError'))));
    }
  }, [files, note.id, queryClient, t]);

  return (
    <UploadField
      assign={assign}
      multiple
      maxFiles={noteLimits.maxFiles}
      label={label}
      value={files}
      onChange={setFiles}
      error={error}
    />
  );
}

/** A saved note's files: each with its size and a button that detaches it, then uploads of files and attachments. */
export function NoteFiles({
  note,
  detaching,
  onDetach,
}: {
  note: TNote;
  detaching: boolean;
  onDetach: (fileId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('notes.attached')}
      </Title>
      {note.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notes.noFiles')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {note.files.map((file) => (
            <Group key={file.id} component="li" gap="xs" wrap="nowrap">
              <Anchor href={file.url} target="_blank" rel="noopener" truncate>
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatFileSize(file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('notes.detach', { name: file.name })}
                onClick={() => onDetach(file.id)}
                disabled={detaching}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <NoteUploads note={note} assign="NOTES_FILE" label={t('notes.uploadFiles')} />
      <NoteUploads note={note} assign="NOTES_ATTACHMENT" label={t('notes.uploadAttachments')} />
    </Stack>
  );
}
