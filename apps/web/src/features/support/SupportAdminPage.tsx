import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Input,
  Modal,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportNodeLimits, type TSupportNode, type TSupportNodeSave } from '@zadania/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { supportApi, supportKeys } from './support-api';
import { buildSupportTree, flattenSupportTree, slugify, subtreeIds, type TSupportTreeNode } from './support-tree';
import './support.pl';

const errorText = (failure: unknown, fallback: string) => (failure instanceof ApiError ? failure.message : fallback);

/** The form of one node: new (`node` null) or loaded for editing; the editor loads on first use. */
function SupportNodeForm({
  node,
  tree,
  onClose,
}: {
  node: TSupportNode | null;
  tree: TSupportTreeNode[];
  onClose: () => void;
}) {
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

  const heading = node ? t('support.admin.formEdit', { title: node.title }) : t('support.admin.formNew');
  return (
    <Card withBorder padding="md" radius="md">
      <form onSubmit={submit} noValidate aria-label={heading}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {heading}
          </Title>
          <TextInput
            label={t('support.admin.fieldTitle')}
            value={title}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTitle(value);
              if (!slugTouched) setSlug(slugify(value));
            }}
            maxLength={supportNodeLimits.titleMaxLength}
            required
          />
          <TextInput
            label={t('support.admin.fieldSlug')}
            description={t('support.admin.fieldSlugHint')}
            value={slug}
            onChange={(event) => {
              setSlugTouched(true);
              setSlug(event.currentTarget.value);
            }}
            maxLength={supportNodeLimits.slugMaxLength}
            required
          />
          <Textarea
            label={t('support.admin.fieldDescription')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={supportNodeLimits.descriptionMaxLength}
            rows={2}
          />
          <Select
            label={t('support.admin.fieldParent')}
            placeholder={t('support.admin.noParent')}
            data={parents}
            value={parentId}
            onChange={setParentId}
            clearable
            searchable
          />
          <Input.Wrapper label={t('support.admin.fieldContent')}>
            <RichTextEditor
              variant="full"
              admin
              value={content}
              onChange={setContent}
              height={320}
              aria-label={t('support.admin.fieldContent')}
            />
          </Input.Wrapper>
          <Switch
            label={t('support.admin.fieldPublished')}
            checked={published}
            onChange={(event) => setPublished(event.currentTarget.checked)}
          />
          <ErrorAlert message={error} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('support.admin.save')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('support.admin.close')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Loads the node named by `?edit=slug` before showing its form. */
function EditNode({ slug, tree, onClose }: { slug: string; tree: TSupportTreeNode[]; onClose: () => void }) {
  const { t } = useTranslation();
  const node = useQuery({ queryKey: supportKeys.node(slug), queryFn: ({ signal }) => supportApi.get(slug, signal) });
  if (node.isPending) return <CardListSkeleton count={1} />;
  if (node.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {errorText(node.error, t('support.admin.loadError'))}
      </Alert>
    );
  return <SupportNodeForm key={node.data.id} node={node.data} tree={tree} onClose={onClose} />;
}

/** /admin/help: ADMIN's list of help nodes in tree order, to add, edit, reorder and delete them. */
export function SupportAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.admin.title'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const editSlug = params.get('edit');
  const creating = params.get('new') === '1';
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
  const closeForm = () => setParams({});

  if (list.isPending) return <CardListSkeleton count={4} />;
  if (list.isError || !list.data.policies.create)
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {list.isError ? errorText(list.error, t('support.admin.loadError')) : t('support.admin.forbidden')}
      </Alert>
    );

  const siblingsOf = (node: TSupportTreeNode) => rows.filter((row) => row.parentId === node.parentId);

  return (
    <Stack gap="md" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('support.admin.title')}</Title>
        <Group gap="xs">
          <Button component={Link} to="/help" variant="default">
            {t('support.centre.title')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setParams({ new: '1' })}>
            {t('support.admin.add')}
          </Button>
        </Group>
      </Group>
      {error && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {creating && <SupportNodeForm node={null} tree={tree} onClose={closeForm} />}
      {editSlug && <EditNode key={editSlug} slug={editSlug} tree={tree} onClose={closeForm} />}
      {rows.length === 0 ? (
        <Text>{t('support.admin.empty')}</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((node) => {
            const siblings = siblingsOf(node);
            const index = siblings.findIndex((sibling) => sibling.id === node.id);
            return (
              <Card key={node.id} component="li" withBorder padding="xs" radius="sm" ml={node.depth * 24}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/help/${node.slug}`} truncate>
                      {node.title}
                    </Anchor>
                    <Badge size="xs" variant="light" color={node.published ? 'green' : 'gray'}>
                      {node.published ? t('support.admin.published') : t('support.admin.draft')}
                    </Badge>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('support.admin.moveUp', { title: node.title })}
                      disabled={index <= 0 || move.isPending}
                      onClick={() => move.mutate({ node, position: index - 1 })}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('support.admin.moveDown', { title: node.title })}
                      disabled={index >= siblings.length - 1 || move.isPending}
                      onClick={() => move.mutate({ node, position: index + 1 })}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('support.admin.editLabel', { title: node.title })}
                      onClick={() => setParams({ edit: node.slug })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('support.admin.deleteLabel', { title: node.title })}
                      onClick={() => setDeleting(node)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <Modal opened={!!deleting} onClose={() => setDeleting(null)} title={t('support.admin.confirmTitle')} centered>
        <Stack gap="md">
          <Text>{t('support.admin.confirmText', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('support.admin.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting)}>
              {t('support.admin.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
