import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { supportApi, supportKeys } from './support-api';
import { buildSupportTree, flattenSupportTree, type TSupportTreeNode } from './support-tree';
import './support.pl';

/**
 * /admin/help: the help nodes as a tree and in tree order, the form named in the URL (`?new=1`, `?edit=slug`),
 * moving a node among its siblings and deleting one after confirming.
 */
export function useSupportAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.admin.title'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<TSupportTreeNode | null>(null);
  const [error, setError] = useState<string | null>(null);

  const list = useQuery({
    queryKey: supportKeys.list(undefined),
    queryFn: ({ signal }) => supportApi.list(undefined, signal),
  });
  const tree = useMemo(() => buildSupportTree(list.data?.items ?? []), [list.data]);
  const rows = flattenSupportTree(tree);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: supportKeys.all });
  const move = useMutation({
    mutationFn: ({ node, position }: { node: TSupportTreeNode; position: number }) =>
      supportApi.move(node.id, { parentId: node.parentId, position }),
    onSuccess: refresh,
    onError: (failure) => setError(errorText(failure, t('support.admin.loadError'))),
  });
  const remove = useMutation({
    mutationFn: (node: TSupportTreeNode) => supportApi.remove(node.id),
    onSuccess: () => {
      setDeleting(null);
      refresh();
      showToast({ variant: 'success', message: t('support.admin.deleted') });
    },
    onError: (failure) => {
      setDeleting(null);
      setError(errorText(failure, t('support.admin.loadError')));
    },
  });

  return {
    list,
    tree,
    rows,
    editSlug: params.get('edit'),
    creating: params.get('new') === '1',
    openNew: () => setParams({ new: '1' }),
    openEdit: (node: TSupportTreeNode) => setParams({ edit: node.slug }),
    closeForm: () => setParams({}),
    siblingsOf: (node: TSupportTreeNode) => rows.filter((row) => row.parentId === node.parentId),
    move,
    remove,
    deleting,
    setDeleting,
    error,
    clearError: () => setError(null),
  };
}
