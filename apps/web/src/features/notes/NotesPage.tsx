import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatFileSize, noteLimits, type TNote, type TNoteSave, type TUploadedFile } from '@zadania/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { TextOnlyRichTextField } from '../../components/editor/RichTextField';
import { UploadField } from '../../components/files/UploadField';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { noteKeys, notesApi } from './notes-api';
import './notes.pl';
import { PageTitleWithIntro } from '../../components/PageTitleWithIntro';

const dateFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short' });
const errorText = (failure: unknown, fallback: string) => (failure instanceof ApiError ? failure.message : fallback);

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

/** One note's form: title, content (the editor, loaded on first use), its files; a new note when `note` is null. */
function NoteEditor({
  note,
  onSaved,
  onDeleted,
}: {
  note: TNote | null;
  onSaved: (note: TNote) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(note?.title ?? t('notes.newTitle'));
  const [content, setContent] = useState(note?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const save = useMutation({
    mutationFn: (body: TNoteSave) => (note ? notesApi.update(note.id, body) : notesApi.create(body)),
    onSuccess: (saved) => {
      queryClient.setQueryData(noteKeys.note(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: noteKeys.list });
      showToast({ variant: 'success', message: t('notes.saved') });
      onSaved(saved);
    },
    onError: (failure) => setError(errorText(failure, t('notes.loadError'))),
  });
  const remove = useMutation({
    mutationFn: (id: string) => notesApi.remove(id),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
      showToast({ variant: 'success', message: t('notes.deleted') });
      onDeleted();
    },
    onError: (failure) => {
      setConfirming(false);
      setError(errorText(failure, t('notes.loadError')));
    },
  });
  const detach = useMutation({
    mutationFn: (fileId: string) => notesApi.detach(note!.id, fileId),
    onSuccess: (saved) => {
      queryClient.setQueryData(noteKeys.note(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: noteKeys.list });
    },
    onError: (failure) => setError(errorText(failure, t('notes.loadError'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate({ title: title.trim(), content });
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="md">
        <form onSubmit={submit} noValidate aria-label={note?.title ?? t('notes.add')}>
          <Stack gap="sm">
            <TextInput
              label={t('notes.fieldTitle')}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              maxLength={noteLimits.titleMaxLength}
              required
            />
            <TextOnlyRichTextField label={t('notes.fieldContent')} value={content} onChange={setContent} height={300} />
            <ErrorAlert message={error} />
            <Group justify="space-between">
              <Button type="submit" loading={save.isPending}>
                {t('notes.save')}
              </Button>
              {note && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setConfirming(true)}
                >
                  {t('notes.delete')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
        {note && (
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
                      onClick={() => detach.mutate(file.id)}
                      disabled={detach.isPending}
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
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('notes.confirmTitle')} centered>
        <Stack gap="md">
          <Text>{t('notes.confirmText', { title: note?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
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

/** Loads the note chosen in the URL (`?id=`) into its form. */
function SelectedNote({ id, onSelect }: { id: string; onSelect: (id: string | null) => void }) {
  const { t } = useTranslation();
  const note = useQuery({ queryKey: noteKeys.note(id), queryFn: ({ signal }) => notesApi.get(id, signal) });
  if (note.isPending) return <CardListSkeleton count={1} />;
  if (note.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {errorText(note.error, t('notes.loadError'))}
      </Alert>
    );
  return <NoteEditor key={note.data.id} note={note.data} onSaved={() => {}} onDeleted={() => onSelect(null)} />;
}

/** /account/notes: the user's private notes, a list and the chosen note's editor with its files. */
export function NotesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notes.title'));
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const select = (id: string | null) => setParams(id ? { id } : {});
  const list = useQuery({ queryKey: noteKeys.list, queryFn: ({ signal }) => notesApi.list(signal) });

  return (
    <Stack gap="md" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between" wrap="wrap">
        <PageTitleWithIntro title={t('notes.title')} intro={t('notes.intro')} gap={2} />
        <Button leftSection={<IconPlus size={16} />} onClick={() => select('new')}>
          {t('notes.add')}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          {list.isPending ? (
            <CardListSkeleton count={3} />
          ) : list.isError ? (
            <Alert color="red" icon={<IconAlertCircle />} role="alert" title={t('notes.loadError')}>
              <Button size="xs" variant="light" onClick={() => void list.refetch()}>
                {t('notes.retry')}
              </Button>
            </Alert>
          ) : list.data.items.length === 0 ? (
            <Text>{t('notes.empty')}</Text>
          ) : (
            <Stack gap={6} component="nav" aria-label={t('notes.list')}>
              {list.data.items.map((note) => (
                <UnstyledButton
                  key={note.id}
                  onClick={() => select(note.id)}
                  aria-current={note.id === selected ? 'true' : undefined}
                >
                  <Card
                    withBorder
                    padding="sm"
                    radius="md"
                    bg={note.id === selected ? 'var(--mantine-color-blue-light)' : undefined}
                  >
                    <Text fw={600} truncate>
                      {note.title}
                    </Text>
                    {note.excerpt && (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {note.excerpt}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('notes.updated', { date: dateFormat.format(new Date(note.updatedAt)) })}
                      {note.fileCount > 0 ? ` · ${t('notes.files', { count: note.fileCount })}` : ''}
                    </Text>
                  </Card>
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected === 'new' ? (
            <NoteEditor key="new" note={null} onSaved={(saved) => select(saved.id)} onDeleted={() => select(null)} />
          ) : selected ? (
            <SelectedNote key={selected} id={selected} onSelect={select} />
          ) : (
            <Text c="dimmed">{t('notes.choose')}</Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
