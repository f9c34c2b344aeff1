import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { PageTitleWithIntro } from '../../components/PageTitleWithIntro';
import { errorText } from '../../lib/api/api-error';
import { NoteEditor } from './NoteEditor';
import { NotesList } from './NotesList';
import { noteKeys, notesApi } from './notes-api';
import { useNotesPage } from './useNotesPage';
import './notes.pl';

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
  const { selected, select, list } = useNotesPage();

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
          <NotesList list={list} selected={selected} onSelect={select} />
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
