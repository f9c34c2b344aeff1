import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPencil, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { supportNodeLimits, type TSupportNodeSummary } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { supportApi, supportKeys } from './support-api';
import { buildSupportTree, type TSupportTreeNode } from './support-tree';
import './support.pl';

/** A link to a node's page, with its draft mark for ADMIN. */
function NodeLink({ node }: { node: TSupportNodeSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Anchor component={Link} to={`/help/${node.slug}`}>
        {node.title}
      </Anchor>
      {!node.published && (
        <Badge size="xs" color="gray" variant="light">
          {t('support.centre.draft')}
        </Badge>
      )}
    </Group>
  );
}

function NodeList({ nodes }: { nodes: TSupportTreeNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <List spacing={4} listStyleType="none" withPadding={false}>
      {nodes.map((node) => (
        <List.Item key={node.id}>
          <NodeLink node={node} />
          {node.children.length > 0 && (
            <Stack pl="md" mt={4}>
              <NodeList nodes={node.children} />
            </Stack>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** One top-level section: its title (a link when it is an article too), description and articles. */
function SectionCard({ node }: { node: TSupportTreeNode }) {
  const headingId = `help-section-${node.id}`;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {node.hasContent || node.children.length === 0 ? <NodeLink node={node} /> : node.title}
        </Title>
        {node.description && (
          <Text size="sm" c="dimmed">
            {node.description}
          </Text>
        )}
        <NodeList nodes={node.children} />
      </Stack>
    </Card>
  );
}

/** /help: the help centre, its sections with their articles, and a search over titles and text (`?q=`). */
export function HelpCentrePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.centre.title'));
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const searching = q.length >= supportNodeLimits.queryMinLength;
  const [draft, setDraft] = useState(q);

  const list = useQuery({
    queryKey: supportKeys.list(searching ? q : undefined),
    queryFn: ({ signal }) => supportApi.list(searching ? q : undefined, signal),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setParams(value ? { q: value } : {});
  };
  const clear = () => {
    setDraft('');
    setParams({});
  };
  const tooShort = draft.trim().length > 0 && draft.trim().length < supportNodeLimits.queryMinLength;

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('support.centre.title')}</Title>
          <Text c="dimmed">{t('support.centre.intro')}</Text>
        </Stack>
        {list.data?.policies.create && (
          <Button component={Link} to="/admin/help" variant="light" leftSection={<IconPencil size={16} />}>
            {t('support.centre.edit')}
          </Button>
        )}
      </Group>

      <search>
        <form onSubmit={submit} aria-label={t('support.centre.searchLabel')}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('support.centre.searchLabel')}
              placeholder={t('support.centre.searchPlaceholder')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={supportNodeLimits.queryMaxLength}
              leftSection={<IconSearch size={16} aria-hidden />}
              error={tooShort ? t('support.queryTooShort') : undefined}
              style={{ flex: 1 }}
            />
            <Button type="submit" disabled={tooShort}>
              {t('support.centre.search')}
            </Button>
            {searching && (
              <Button variant="default" onClick={clear}>
                {t('support.centre.clear')}
              </Button>
            )}
          </Group>
        </form>
      </search>

      {list.isPending ? (
        <CardListSkeleton count={3} />
      ) : list.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} role="alert" title={t('support.centre.loadError')}>
          <Stack gap="xs" align="flex-start">
            {list.error instanceof ApiError && list.error.status === 400 && <Text size="sm">{list.error.message}</Text>}
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t('support.centre.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : searching ? (
        <Stack gap="sm" aria-live="polite">
          <Title order={2} size="h3">
            {t('support.centre.results', { q })}
          </Title>
          {list.data.items.length === 0 ? (
            <Text>{t('support.centre.noResults')}</Text>
          ) : (
            list.data.items.map((node) => (
              <Card key={node.id} withBorder padding="sm" radius="md" component="article" aria-label={node.title}>
                <NodeLink node={node} />
                {node.description && (
                  <Text size="sm" c="dimmed" mt={4}>
                    {node.description}
                  </Text>
                )}
              </Card>
            ))
          )}
        </Stack>
      ) : list.data.items.length === 0 ? (
        <Text>{t('support.centre.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {buildSupportTree(list.data.items).map((node) => (
            <SectionCard key={node.id} node={node} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
