import { Button, Card, Group, Input, Select, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { supportNodeLimits, type TSupportNode } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { errorText } from '../../lib/api/api-error';
import { supportApi, supportKeys } from './support-api';
import type { TSupportTreeNode } from './support-tree';
import { useSupportNodeForm } from './useSupportNodeForm';
import './support.pl';

/** The form of one node: new (`node` null) or loaded for editing; the editor loads on first use. */
export function SupportNodeForm({
  node,
  tree,
  onClose,
}: {
  node: TSupportNode | null;
  tree: TSupportTreeNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useSupportNodeForm(node, tree, onClose);
  const heading = node ? t('support.admin.formEdit', { title: node.title }) : t('support.admin.formNew');
  return (
    <Card withBorder padding="md" radius="md">
      <form onSubmit={form.submit} noValidate aria-label={heading}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {heading}
          </Title>
          <TextInput
            label={t('support.admin.fieldTitle')}
            value={form.title}
            onChange={(event) => form.changeTitle(event.currentTarget.value)}
            maxLength={supportNodeLimits.titleMaxLength}
            required
          />
          <TextInput
            label={t('support.admin.fieldSlug')}
            description={t('support.admin.fieldSlugHint')}
            value={form.slug}
            onChange={(event) => form.changeSlug(event.currentTarget.value)}
            maxLength={supportNodeLimits.slugMaxLength}
            required
          />
          <Textarea
            label={t('support.admin.fieldDescription')}
            value={form.description}
            onChange={(event) => form.setDescription(event.currentTarget.value)}
            maxLength={supportNodeLimits.descriptionMaxLength}
            rows={2}
          />
          <Select
            label={t('support.admin.fieldParent')}
            placeholder={t('support.admin.noParent')}
            data={form.parents}
            value={form.parentId}
            onChange={form.setParentId}
            clearable
            searchable
          />
          <Input.Wrapper label={t('support.admin.fieldContent')}>
            <RichTextEditor
              variant="full"
              admin
              value={form.content}
              onChange={form.setContent}
              height={320}
              aria-label={t('support.admin.fieldContent')}
            />
          </Input.Wrapper>
          <Switch
            label={t('support.admin.fieldPublished')}
            checked={form.published}
            onChange={(event) => form.setPublished(event.currentTarget.checked)}
          />
          <ErrorAlert message={form.error} />
          <Group>
            <Button type="submit" loading={form.saving}>
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
export function EditSupportNode({
  slug,
  tree,
  onClose,
}: {
  slug: string;
  tree: TSupportTreeNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useQuery({ queryKey: supportKeys.node(slug), queryFn: ({ signal }) => supportApi.get(slug, signal) });
  if (node.isPending) return <CardListSkeleton count={1} />;
  if (node.isError) return <ErrorAlert message={errorText(node.error, t('support.admin.loadError'))} />;
  return <SupportNodeForm key={node.data.id} node={node.data} tree={tree} onClose={onClose} />;
}
