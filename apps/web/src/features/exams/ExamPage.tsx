import { DetailUnavailable } from '../../components/DetailUnavailable';
import '../../components/catalogue-styles';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPrinter } from '@tabler/icons-react';
import type { TExam } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { TitledSection } from '../../components/TitledSection';
import { formatDate } from '../../i18n/dates';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useHashScroll } from '../../lib/hooks/useHashScroll';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { MockExamCard } from '../mock-exams';
import { floorPoints, formatPoints } from './points';
import { isExamMissing, useExam } from './useExam';
import './exams.pl';
import '../../components/catalogue.pl';

function ExamFacts({ exam }: { exam: TExam }) {
  const { t } = useTranslation();
  const facts = [
    { label: t('exams.date'), value: formatDate(exam.date) },
    { label: t('exams.level'), value: exam.level ? t(`exams.levels.${exam.level}`) : t('exams.noLevel') },
    { label: t('exams.variant'), value: t(`exams.variants.${exam.variant}`) },
    { label: t('exams.tasksCountLabel'), value: String(exam.tasksCount) },
    { label: t('exams.pointsTotal'), value: formatPoints(exam.pointsTotal) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** /exams/{id or slug}: the exam's details and its tasks in order with their points. */
export function ExamPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { exam, tasks } = useExam(slug);
  const data = exam.data;
  useDocumentTitle(data?.name ?? null);
  useHashScroll(!!data);

  if (exam.isPending) {
    return (
      <Stack gap="md" aria-hidden data-testid="exam-skeleton">
        <Skeleton height={32} width="60%" />
        <Skeleton height={48} />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (!data) {
    const missing = isExamMissing(exam.error);
    return (
      <DetailUnavailable
        title={missing ? t('exams.notFound') : t('catalogue.loadError')}
        onRetry={missing ? undefined : () => exam.refetch()}
        backTo="/exams"
        backLabel={t('exams.backToList')}
      />
    );
  }

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={860}>
      <BackLink to="/exams">{t('exams.backToList')}</BackLink>
      <Stack gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {data.name}
        </Title>
        <ExamFacts exam={data} />
        <Group>
          <Button
            component={Link}
            to={`/exams/${data.slug}/pdf`}
            variant="light"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t('exams.printVersion')}
          </Button>
        </Group>
      </Stack>
      {data.mockPaper ? <MockExamCard examId={data.id} paper={data.mockPaper} /> : null}
      {/* An exam solved as a paper against the clock has its items in the paper, not in the catalogue. */}
      <TitledSection
        id="exam-tasks"
        title={t('exams.tasks')}
        titleSize="h3"
        gap="md"
        display={tasks.length === 0 && data.mockPaper ? 'none' : undefined}
      >
        {tasks.length === 0 && <Text c="dimmed">{t('catalogue.empty')}</Text>}
        {tasks.map((task, index) => (
          <Card
            key={task.homework.id}
            withBorder
            radius="md"
            padding="md"
            component="article"
            aria-labelledby={`exam-task-${index + 1}`}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Title order={3} size="h4" id={`exam-task-${index + 1}`}>
                  {t('exams.task', { n: index + 1 })}
                </Title>
                <Badge variant="light" radius="sm" tt="none" style={{ flex: 'none' }}>
                  {t('exams.pointsCount', { points: floorPoints(task.points) })}
                </Badge>
              </Group>
              <RichContent html={task.homework.description} />
              <Group justify="flex-end">
                <Anchor
                  component={Link}
                  to={`/homeworks/${task.homework.slug}`}
                  size="sm"
                  aria-label={`${t('exams.openTask')}: ${t('exams.task', { n: index + 1 })}`}
                >
                  <Group gap={4} component="span">
                    {t('exams.openTask')}
                    <IconArrowRight size={14} aria-hidden />
                  </Group>
                </Anchor>
              </Group>
            </Stack>
          </Card>
        ))}
      </TitledSection>
    </Stack>
  );
}
