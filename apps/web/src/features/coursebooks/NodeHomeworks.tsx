import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { schoolLevelLabels, type TBookNode } from '@zadania/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedListPagination } from '../../components/ResultsPagination';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { toPlainText } from '../../lib/rich-text/plain-text';
import { nodeLabel } from './BookTree';
import { coursebookKeys, coursebooksApi } from './coursebooks-api';
import './coursebooks.pl';

// ADMIN's detach button loads with the other admin tools only when the book says the viewer may manage it.
const DetachTaskButton = lazy(() =>
  import('./BookNodeTasksAdmin').then((module) => ({ default: module.DetachTaskButton })),
);

/**
 * The chosen node: its content, its linked concept and the public tasks of its subtree, as links to the tasks;
 * with `manage` (ADMIN), each task can be detached from its node.
 */
export function NodeHomeworks({ node, manage = false }: { node: TBookNode; manage?: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [shownNode, setShownNode] = useState(node.id);
  if (shownNode !== node.id) {
    setShownNode(node.id);
    setPage(1);
  }
  const tasks = useQuery({
    queryKey: coursebookKeys.nodeHomeworks(node.id, page),
    queryFn: ({ signal }) => coursebooksApi.nodeHomeworks(node.id, page, signal),
    placeholderData: keepPreviousData,
  });
  const label = nodeLabel(node);
  const data = tasks.data;
  return (
    <Stack gap="sm" component="section" aria-label={t('coursebooks.tasksOf', { title: label })}>
      <Title order={2} size="h3">
        {label}
      </Title>
      {node.mathConcept && (
        <Anchor component={Link} to={`/resources/concepts/${node.mathConcept.slug}`} size="sm">
          {t('coursebooks.linkedConcept', { name: node.mathConcept.name })}
        </Anchor>
      )}
      {node.content && <RichContent html={node.content} />}
      {!data && tasks.isPending && (
        <Stack gap={6} data-testid="node-tasks-skeleton" aria-hidden>
          <Skeleton height={18} />
          <Skeleton height={18} width="80%" />
        </Stack>
      )}
      {tasks.isError && !data && <Text c="red">{t('coursebooks.tasksLoadError')}</Text>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('coursebooks.noTasks')}</Text>}
      {data && data.results.length > 0 && (
        <Stack component="ol" gap={6} m={0} pl="md" style={{ opacity: tasks.isPlaceholderData ? 0.6 : 1 }}>
          {data.results.map((task) => (
            <li key={task.id}>
              <Group gap={6} wrap="nowrap" align="baseline">
                {task.bookNode.number && (
                  <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                    {task.bookNode.number}
                  </Text>
                )}
                <Anchor component={Link} to={`/homeworks/${task.slug}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {toPlainText(task.description, 120) || t('coursebooks.openTask')}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ flex: 'none' }} visibleFrom="xs">
                  {schoolLevelLabels[task.level]}
                </Text>
                {manage && (
                  <Suspense fallback={null}>
                    <DetachTaskButton task={task} />
                  </Suspense>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <PagedListPagination list={data} onPageChange={setPage} />
      <Anchor component={Link} to={`/homeworks?book=${node.id}`} size="sm">
        {t('coursebooks.inCatalogue')}
      </Anchor>
    </Stack>
  );
}
