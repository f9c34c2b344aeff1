import { Button, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookNodeKinds, type TBookDetail, type TBookNode, type TBookNodeKind } from '@zadania/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { DialogButtons } from '../../components/FormDialogActions';
import { submitHandler } from '../../lib/forms/submit-handler';
import { showToast } from '../../lib/toasts';
import { conceptsApi } from '../concepts/concepts-api';
import { BookFormDialog } from './BookFormDialog';
import { AttachTaskButton } from './BookNodeTasksAdmin';
import { nodeLabel } from './BookTree';
import { coursebooksPl } from './coursebooks.pl';
import { coursebookKeys, coursebooksAdminApi } from './coursebooks-api';

type TNodeDraft = { kind: TBookNodeKind; title: string; number: string; content: string };

/** Adds a node under `parent` (or at the top) or edits `node`: kind, title, number and (editing) its content. */
function NodeFormDialog({
  bookId,
  parent,
  node,
  onClose,
}: {
  bookId: string;
  parent: TBookNode | null;
  node: TBookNode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TNodeDraft>({
    kind: node?.kind ?? (parent ? (parent.kind === 'chapter' ? 'page' : 'exercise') : 'chapter'),
    title: node?.title ?? '',
    number: node?.number ?? '',
    content: node?.content ?? '',
  });
  const save = useMutation({
    mutationFn: () => {
      const values = {
        kind: draft.kind,
        title: draft.title,
        number: draft.number.trim() || null,
        content: draft.content.trim() || null,
      };
      return node
        ? coursebooksAdminApi.updateNode(node.id, values)
        : coursebooksAdminApi.createNode({ ...values, bookId, parentId: parent?.id ?? null });
    },
    onSuccess: async () => {
      showToast({ variant: 'success', message: t('coursebooks.admin.saved') });
      await queryClient.invalidateQueries({ queryKey: coursebookKeys.all });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} size="lg" title={node ? nodeLabel(node) : t('coursebooks.admin.addChild')}>
      <form onSubmit={submitHandler(() => save.mutate())}>
        <Stack gap="sm">
          <Select
            label={t('coursebooks.admin.nodeKind')}
            data={bookNodeKinds.map((value) => ({ value, label: coursebooksPl.nodeKinds[value] }))}
            value={draft.kind}
            onChange={(value) => value && setDraft({ ...draft, kind: value as TBookNodeKind })}
            allowDeselect={false}
          />
          <TextInput
            label={t('coursebooks.admin.nodeTitle')}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
            required
            maxLength={200}
            data-autofocus
          />
          <TextInput
            label={t('coursebooks.admin.nodeNumber')}
            value={draft.number}
            onChange={(event) => setDraft({ ...draft, number: event.currentTarget.value })}
            maxLength={20}
          />
          {node && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('coursebooks.admin.nodeContent')}
              </Text>
              <RichTextEditor
                value={draft.content}
                onChange={(content) => setDraft((current) => ({ ...current, content }))}
                aria-label={t('coursebooks.admin.nodeContent')}
                height={220}
              />
            </Stack>
          )}
          <DialogButtons
            pending={save.isPending}
            onCancel={onClose}
            cancelLabel={t('coursebooks.admin.cancel')}
            submitLabel={t('coursebooks.admin.save')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** Links the node to a concept found by name (concept linking inside books), imports its content, unlinks it. */
function ConceptLinking({ node }: { node: TBookNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['coursebooks', 'concept-search', debounced],
    queryFn: ({ signal }) =>
      conceptsApi.list({ page: 1, pageSize: 20, search: debounced, sort: 'name:ASC', count: 'false' }, signal),
    enabled: debounced.length >= 2,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: coursebookKeys.all });
  const link = useMutation({
    mutationFn: (conceptId: string | null) => coursebooksAdminApi.setConcept(node.id, conceptId),
    onSuccess: refresh,
  });
  const importContent = useMutation({
    mutationFn: () => coursebooksAdminApi.importConcept(node.id),
    onSuccess: async () => {
      showToast({ variant: 'success', message: t('coursebooks.admin.saved') });
      await refresh();
    },
  });
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('coursebooks.admin.concept')}
        placeholder={node.mathConcept?.name ?? t('coursebooks.admin.conceptSearch')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={(found.data?.results ?? []).map((concept) => ({ value: concept.id, label: concept.name }))}
        value={null}
        onChange={(value) => value && link.mutate(value)}
        nothingFoundMessage={debounced.length >= 2 && !found.isFetching ? '—' : undefined}
        w={{ base: '100%', xs: 260 }}
      />
      {node.mathConcept && (
        <>
          <Button size="xs" variant="light" onClick={() => importContent.mutate()} loading={importContent.isPending}>
            {t('coursebooks.admin.importConcept')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => link.mutate(null)}>
            {t('coursebooks.admin.unlinkConcept')}
          </Button>
        </>
      )}
    </Group>
  );
}

/**
 * ADMIN's tools on a book's page: edit or delete the book; add, edit and delete nodes; concept linking; attach a
 * task to the chosen page or exercise (detaching is on each task of NodeHomeworks).
 */
export function BookAdminPanel({ book, selected }: { book: TBookDetail; selected: TBookNode | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editingBook, setEditingBook] = useState(false);
  const [nodeForm, setNodeForm] = useState<{ parent: TBookNode | null; node: TBookNode | null } | null>(null);
  const removeBook = useMutation({
    mutationFn: () => coursebooksAdminApi.deleteBook(book.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: coursebookKeys.all });
      navigate('/resources/books');
    },
  });
  const removeNode = useMutation({
    mutationFn: (id: string) => coursebooksAdminApi.deleteNode(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursebookKeys.all }),
  });
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
          <ToolButton
            icon="delete"
            onClick={() => {
              if (window.confirm(t('coursebooks.admin.deleteBookConfirm', { title: book.title }))) removeBook.mutate();
            }}
          >
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
              <ToolButton
                icon="delete"
                onClick={() => {
                  if (window.confirm(t('coursebooks.admin.removeConfirm', { title: nodeLabel(selected) })))
                    removeNode.mutate(selected.id);
                }}
              >
                {t('coursebooks.admin.remove')}
              </ToolButton>
            </Group>
            <ConceptLinking key={selected.id} node={selected} />
          </Stack>
        )}
      </Stack>
      {editingBook && (
        <BookFormDialog
          opened
          book={book}
          onClose={() => setEditingBook(false)}
          onSaved={(saved) => saved.slug !== book.slug && navigate(`/resources/books/${saved.slug}`)}
        />
      )}
      {nodeForm && (
        <NodeFormDialog
          key={nodeForm.node?.id ?? `new-${nodeForm.parent?.id ?? 'top'}`}
          bookId={book.id}
          parent={nodeForm.parent}
          node={nodeForm.node}
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
