import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSupportNode, TSupportNodeSave } from '@zadania/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { supportApi, supportKeys } from './support-api';
import { flattenSupportTree, slugify, subtreeIds, type TSupportTreeNode } from './support-tree';
import './support.pl';

/**
 * The fields of one help node (new when `node` is null), the parents it may move under (not itself nor its
 * subtree), and saving it; the slug follows the title until edited by hand.
 */
export function useSupportNodeForm(node: TSupportNode | null, tree: TSupportTreeNode[], onClose: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(node?.title ?? '');
  const [slug, setSlug] = useState(node?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(!!node);
  const [description, setDescription] = useState(node?.description ?? '');
  const [parentId, setParentId] = useState<string | null>(node?.parentId ?? null);
  const [published, setPublished] = useState(node?.published ?? false);
  const [content, setContent] = useState(node?.content ?? '');
  const [error, setError] = useState<string | null>(null);

  const excluded = useMemo(() => (node ? subtreeIds(tree, node.id) : new Set<string>()), [node, tree]);
  const parents = flattenSupportTree(tree)
    .filter((candidate) => !excluded.has(candidate.id))
    .map((candidate) => ({ value: candidate.id, label: `${'— '.repeat(candidate.depth)}${candidate.title}` }));

  const save = useMutation({
    mutationFn: (body: TSupportNodeSave) => (node ? supportApi.update(node.id, body) : supportApi.create(body)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.all });
      showToast({ variant: 'success', message: t('support.admin.saved') });
      onClose();
    },
    onError: (failure) => setError(errorText(failure, t('support.admin.loadError'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate({
      title: title.trim(),
      slug: slug.trim(),
      description: description.trim(),
      parentId,
      published,
      content,
      ...(node && parentId === node.parentId ? { position: node.position } : {}),
    });
  };

  return {
    title,
    changeTitle: (value: string) => {
      setTitle(value);
      if (!slugTouched) setSlug(slugify(value));
    },
    slug,
    changeSlug: (value: string) => {
      setSlugTouched(true);
      setSlug(value);
    },
    description,
    setDescription,
    parentId,
    setParentId,
    parents,
    published,
    setPublished,
    content,
    setContent,
    error,
    saving: save.isPending,
    submit,
  };
}
