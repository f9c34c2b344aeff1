import { GridSkeleton } from '../../components/PageSkeleton';
import { pageParamSetter } from '../../components/page-param';
import '../../components/catalogue-styles';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatCount } from '../../components/number-format';
import { PagedListPagination } from '../../components/ResultsPagination';
import { formatDate } from '../../i18n/dates';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { examListPageQuery } from './exam-list-query';
import { examsPl } from './exams.pl';
import { formatPoints } from './points';
import '../../components/catalogue.pl';

/** /exams: the public exams as cards with their number of tasks and points. */
export function ExamsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const list = useQuery({ ...examListPageQuery(params), placeholderData: keepPreviousData });
  useDocumentTitle(t('exams.title'));
  const data = list.data;

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Title order={1}>{t('exams.title')}</Title>
      <Title order={2} size="h4" aria-live="polite">
        {t('catalogue.resultsHeading', { total: data?.total ?? 0 })}
      </Title>
      {!data && list.isPending && <GridSkeleton count={4} height={96} cols={{ base: 1, sm: 2 }} />}
      {list.isError && !data && <Text c="red">{t('catalogue.loadError')}</Text>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('catalogue.empty')}</Text>}
      {data && data.results.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {data.results.map((exam) => (
            <Card key={exam.id} withBorder radius="md" padding="md" component="article">
              <Stack gap="xs">
                <Anchor component={Link} to={`/exams/${exam.slug}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {exam.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {formatDate(exam.date)}
                </Text>
                <Group gap={6}>
                  <Badge variant="light" radius="sm" tt="none">
                    {formatCount(exam.tasksCount, examsPl.tasksCount)}
                  </Badge>
                  <Badge variant="outline" color="gray" radius="sm" tt="none">
                    {formatPoints(exam.pointsTotal)}
                  </Badge>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <PagedListPagination list={data} onPageChange={pageParamSetter(setParams)} />
    </Stack>
  );
}
