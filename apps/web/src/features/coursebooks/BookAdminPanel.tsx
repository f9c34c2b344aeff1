import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TBookDetail, TBookNode } from '@zadania/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookConceptLinking } from './BookConceptLinking';
import { BookFormDialog } from './BookFormDialog';
import { BookNodeFormDialog } from './BookNodeFormDialog';
import { AttachTaskButton } from './BookNodeTasksAdmin';
import { nodeLabel } from './BookTree';
import { useBookAdminPanel } from './useBookAdminPanel';
import './coursebooks.pl';

/**
 * ADMIN's tools on a book's page: edit or delete the book; add, edit and delete nodes; concept linking; attach a
 * task to the chosen page or exercise (detaching is on each task of NodeHomeworks).
 */
export function BookAdminPanel({ book, selected }: { book: TBookDetail; selected: TBookNode | null }) {
  const { t } = useTranslation();
  const { editingBook, setEditingBook, nodeForm, setNodeForm, deleteBook, deleteNode, bookSaved } =
    useBookAdminPanel(book);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('coursebooks.admin.editorTools')}>
      <Stack gap="sm">
        <Group gap="xs">
          <ToolButton icon="edit" onClick={() => setEditingBook(true)}>
            {t('coursebooks.admin.editBook')}
          </ToolButton>
          <ToolButton icon="add" onClick={() => setNodeForm({ parent: null, node: null })}>
            {t('coursebooks.admin.addTop')}
          </ToolButton>
          <ToolButton icon="delete" onClick={deleteBook}>
            {t('coursebooks.admin.deleteBook')}
          </ToolButton>
        </Group>
        {selected && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {nodeLabel(selected)}
            </Text>
            <Group gap="xs">
              {selected.kind !== 'exercise' && (
                <ToolButton icon="add" onClick={() => setNodeForm({ parent: selected, node: null })}>
                  {t('coursebooks.admin.addChild')}
                </ToolButton>
              )}
              <ToolButton icon="edit" onClick={() => setNodeForm({ parent: null, node: selected })}>
                {t('coursebooks.admin.rename')}
              </ToolButton>
              <AttachTaskButton node={selected} />
              <ToolButton icon="delete" onClick={() => deleteNode(selected)}>
                {t('coursebooks.admin.remove')}
              </ToolButton>
            </Group>
            <BookConceptLinking key={selected.id} node={selected} />
          </Stack>
        )}
      </Stack>
      {editingBook && <BookFormDialog opened book={book} onClose={() => setEditingBook(false)} onSaved={bookSaved} />}
      {nodeForm && (
        <BookNodeFormDialog
          key={nodeForm.node?.id ?? `new-${nodeForm.parent?.id ?? 'top'}`}
          bookId={book.id}
          target={nodeForm}
          onClose={() => setNodeForm(null)}
        />
      )}
    </Paper>
  );
}

const toolIcons = { add: IconPlus, edit: IconPencil, delete: IconTrash };

/** A small button of the editor tools; the delete one is red and quieter. */
function ToolButton({
  icon,
  onClick,
  children,
}: {
  icon: keyof typeof toolIcons;
  onClick: () => void;
  children: ReactNode;
}) {
  const Icon = toolIcons[icon];
  const danger = icon === 'delete';
  return (
    <Button
      size="xs"
      variant={danger ? 'subtle' : 'light'}
      color={danger ? 'red' : undefined}
      leftSection={<Icon size={14} aria-hidden />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
