import '../../components/catalogue-styles';
import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hasPremium, listDefaults, type TMathConcept } from '@zadania/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { ResultsPagination } from '../../components/ResultsPagination';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useHashScroll } from '../../lib/hooks/useHashScroll';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { useViewer } from '../auth/useViewer';
import { HomeworkCard } from '../homework/HomeworkCard';
import { homeworkApi } from '../homework/homework-api';
import { toHomeworkApiQuery } from '../homework/homework-filters';
import { conceptTaskFilterKeys, parsePage } from './concept-filters';
import { conceptsApi } from './concepts-api';

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

function ConceptTasks({ concept }: { concept: TMathConcept }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const apiQuery = useMemo(
    () =>
      toHomeworkApiQuery({
        page,
        pageSize: listDefaults.pageSize,
        [conceptTaskFilterKeys[concept.type]]: [concept.id],
      }),
    [concept, page],
  );
  const list = useQuery({
    queryKey: queryKeys.homeworkList(apiQuery),
    queryFn: ({ signal }) => homeworkApi.list(apiQuery, signal),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  return (
    <Stack gap="md" component="section" aria-labelledby="concept-tasks">
      <Title order={2} size="h3" id="concept-tasks">
        {t('concepts.tasks')}
      </Title>
      <Text fw={600} aria-live="polite">
        {t('catalogue.resultsHeading', { total: data?.total ?? 0 })}
      </Text>
      {!data && !list.isError && <CardListSkeleton count={2} />}
      {list.isError && !data && <Text c="red">{t('catalogue.loadError')}</Text>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('catalogue.empty')}</Text>}
      {data?.results.map((homework) => (
        <HomeworkCard key={homework.id} homework={homework} />
      ))}
      {data && data.pageCount > 1 && (
        <ResultsPagination
          page={data.page}
          pageCount={data.pageCount}
          onPageChange={(next) =>
            setParams((current) => {
              const updated = new URLSearchParams(current);
              if (next > 1) updated.set('page', String(next));
              else updated.delete('page');
              return updated;
            })
          }
        />
      )}
    </Stack>
  );
}

/** /resources/concepts/{slug}: a concept article and the tasks filed under it. */
export function ConceptPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { viewer, ready } = useViewer();
  const concept = useQuery({
    queryKey: queryKeys.concept(slug),
    queryFn: ({ signal }) => conceptsApi.get(slug, signal),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const data = concept.data;
  useDocumentTitle(data?.name ?? null);
  useHashScroll(!!data);

  if (concept.isPending) {
    return (
      <Stack gap="md" aria-hidden>
        <Skeleton height={32} width="40%" />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (!data) {
    return (
      <Stack align="flex-start" gap="md" py="xl">
        <Title order={1}>{isMissing(concept.error) ? t('concepts.notFound') : t('catalogue.loadError')}</Title>
        <Button
          component={Link}
          to="/resources/concepts"
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('concepts.backToList')}
        </Button>
      </Stack>
    );
  }

  // Task types are a Premium filter; other concepts list their tasks for everybody.
  const showTasks = data.type !== 'HOMEWORK_TYPE' || (ready && hasPremium(viewer));
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={860}>
      <Anchor component={Link} to="/resources/concepts" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('concepts.backToList')}
        </Group>
      </Anchor>
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Title>
          <Badge variant="light" radius="sm">
            {t(`catalogue.conceptTypes.${data.type}`)}
          </Badge>
        </Group>
        {data.aliases.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('concepts.aliases')}: {data.aliases.join(', ')}
          </Text>
        )}
      </Stack>
      {data.description && <RichContent html={data.description} />}
      {showTasks && <ConceptTasks concept={data} />}
    </Stack>
  );
}
