import { Badge, Box, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { schoolLevelLabels, subjectLabels, type TBookNode } from '@zadania/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { DetailUnavailable } from '../../components/DetailUnavailable';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { BookCover } from './BookCover';
import { BookTree } from './BookTree';
import { bookFacts } from './book-format';
import { coursebookKeys, coursebooksApi } from './coursebooks-api';
import { NodeHomeworks } from './NodeHomeworks';
import './coursebooks.pl';

// ADMIN's tools (forms, the editor) never load for readers: only when the book says the viewer may manage it.
const BookAdminPanel = lazy(() => import('./BookAdminPanel').then((module) => ({ default: module.BookAdminPanel })));

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The ids of the node's ancestors, nearest first. */
function ancestorsOf(nodes: readonly TBookNode[], id: string | null) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const ancestors: string[] = [];
  let parent = id ? byId.get(id)?.parentId : null;
  while (parent && !ancestors.includes(parent)) {
    ancestors.push(parent);
    parent = byId.get(parent)?.parentId ?? null;
  }
  return ancestors;
}

/** /resources/books/{slug}: a book with its tree of chapters, pages and exercises; a chosen node lists its tasks. */
export function BookPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const book = useQuery({
    queryKey: coursebookKeys.book(slug),
    queryFn: ({ signal }) => coursebooksApi.get(slug, signal),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const data = book.data;
  useDocumentTitle(data?.title ?? null);
  const selectedId = params.get('node');
  const selected = data?.nodes.find((node) => node.id === selectedId) ?? null;
  // Chapters and the chosen node's ancestors start open; what the reader opens or closes stays so.
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(new Map());
  const openAtFirst = new Set(ancestorsOf(data?.nodes ?? [], selected?.id ?? null));
  const expanded = new Set<string>();
  for (const node of data?.nodes ?? []) {
    if (choices.get(node.id) ?? (node.depth === 0 || openAtFirst.has(node.id))) expanded.add(node.id);
  }
  const toggle = (id: string) => setChoices((current) => new Map(current).set(id, !expanded.has(id)));
  const select = (node: TBookNode) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('node', node.id);
        return next;
      },
      { preventScrollReset: true },
    );

  if (book.isPending) {
    return (
      <Stack gap="md" aria-hidden data-testid="book-skeleton">
        <Skeleton height={32} width="40%" />
        <Skeleton height={180} />
      </Stack>
    );
  }
  if (!data) {
    const missing = isMissing(book.error);
    return (
      <DetailUnavailable
        title={missing ? t('coursebooks.notFound') : t('coursebooks.loadError')}
        onRetry={missing ? undefined : () => book.refetch()}
        backTo="/resources/books"
        backLabel={t('coursebooks.back')}
      />
    );
  }

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <BackLink to="/resources/books">{t('coursebooks.back')}</BackLink>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <BookCover book={data} width={96} />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Title>
          <Text c="dimmed">{bookFacts(data)}</Text>
          <Group gap={4}>
            <Badge variant="light" radius="sm">
              {subjectLabels[data.subject]}
            </Badge>
            <Badge variant="outline" radius="sm">
              {schoolLevelLabels[data.level]}
            </Badge>
          </Group>
        </Stack>
      </Group>
      {data.policies.manage && (
        <Suspense fallback={null}>
          <BookAdminPanel book={data} selected={selected} />
        </Suspense>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Box>
          <Paper withBorder radius="md" p="sm" component="nav" aria-label={t('coursebooks.contents')}>
            <Title order={2} size="h4" mb="xs">
              {t('coursebooks.contents')}
            </Title>
            {data.nodes.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('coursebooks.emptyTree')}
              </Text>
            ) : (
              <BookTree
                nodes={data.nodes}
                expanded={expanded}
                onToggle={toggle}
                selectedId={selected?.id ?? null}
                onSelect={select}
              />
            )}
          </Paper>
        </Box>
        <Box>
          {selected ? (
            <NodeHomeworks node={selected} manage={data.policies.manage} />
          ) : (
            <Text c="dimmed">{t('coursebooks.chooseNode')}</Text>
          )}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
