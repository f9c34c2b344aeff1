import { DetailUnavailable } from '../../components/DetailUnavailable';
import '../../components/catalogue-styles';
import { Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { hasPremium, type TMathConcept } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useHashScroll } from '../../lib/hooks/useHashScroll';
import { useViewer } from '../auth/useViewer';
import { HomeworkResults } from '../homework/HomeworkResults';
import { ConceptArticle } from './ConceptActions';
import { conceptTaskFilterKeys } from './concept-filters';
import { conceptsApi } from './concepts-api';

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

function ConceptTasks({ concept }: { concept: TMathConcept }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="concept-tasks">
      <Title order={2} size="h3" id="concept-tasks">
        {t('concepts.tasks')}
      </Title>
      <HomeworkResults filters={{ [conceptTaskFilterKeys[concept.type]]: [concept.id] }} />
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
    const missing = isMissing(concept.error);
    return (
      <DetailUnavailable
        title={missing ? t('concepts.notFound') : t('catalogue.loadError')}
        onRetry={missing ? undefined : () => concept.refetch()}
        backTo="/resources/concepts"
        backLabel={t('concepts.backToList')}
      />
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
      <ConceptArticle key={data.id} concept={data} viewer={viewer} />
      {showTasks && <ConceptTasks concept={data} />}
    </Stack>
  );
}
