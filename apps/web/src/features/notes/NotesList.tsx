import { Alert, Button, Card, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../components/PageSkeleton';
import type { TNotesListQuery } from './useNotesPage';
import './notes.pl';

const dateFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short' });

/** The user's notes as cards to choose from (the chosen one marked), or the list's loading, error or empty state. */
export function NotesList({
  list,
  selected,
  onSelect,
}: {
  list: TNotesListQuery;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (list.isPending) return <CardListSkeleton count={3} />;
  if (list.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert" title={t('notes.loadError')}>
        <Button size="xs" variant="light" onClick={() => void list.refetch()}>
          {t('notes.retry')}
        </Button>
      </Alert>
    );
  if (list.data.items.length === 0) return <Text>{t('notes.empty')}</Text>;
  return (
    <Stack gap={6} component="nav" aria-label={t('notes.list')}>
      {list.data.items.map((note) => (
        <UnstyledButton
          key={note.id}
          onClick={() => onSelect(note.id)}
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
  );
}
