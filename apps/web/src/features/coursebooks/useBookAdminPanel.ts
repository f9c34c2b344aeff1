import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBookDetail, TBookNode, TBookNodeKind, TBookSummary } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../lib/toasts';
import { conceptsApi } from '../concepts';
import { nodeLabel } from './BookTree';
import { coursebookKeys, coursebooksAdminApi } from './coursebooks-api';
import './coursebooks.pl';

type TNodeDraft = { kind: TBookNodeKind; title: string; number: string; content: string };
/** The node form: a new node under `parent` (null: at the top), or `node` to edit. */
export type TNodeFormTarget = { parent: TBookNode | null; node: TBookNode | null };

/** ADMIN's tools on a book: which dialog is open, deleting the book or a node after confirming. */
export function useBookAdminPanel(book: TBookDetail) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editingBook, setEditingBook] = useState(false);
  const [nodeForm, setNodeForm] = useState<TNodeFormTarget | null>(null);
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
  return {
    editingBook,
    setEditingBook,
    nodeForm,
    setNodeForm,
    deleteBook: () => {
      if (window.confirm(t('coursebooks.admin.deleteBookConfirm', { title: book.title }))) removeBook.mutate();
    },
    deleteNode: (node: TBookNode) => {
      if (window.confirm(t('coursebooks.admin.removeConfirm', { title: nodeLabel(node) }))) removeNode.mutate(node.id);
    },
    /** A renamed slug moves the page to the book's new address. */
    bookSaved: (saved: TBookSummary) => saved.slug !== book.slug && navigate(`/resources/books/${saved.slug}`),
  };
}

/** The node form's draft (a child of a chapter is a page, of a page an exercise) and saving it. */
export function useBookNodeForm(bookId: string, { parent, node }: TNodeFormTarget, onClose: () => void) {
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
  return { draft, setDraft, save };
}

/** Concepts found by name (two letters at least, debounced), linking or unlinking one and importing its content. */
export function useConceptLinking(node: TBookNode) {
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
  return { search, setSearch, debounced, found, link, importContent };
}
