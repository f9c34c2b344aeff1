import { DetailUnavailable } from '../../components/DetailUnavailable';
import '../../components/catalogue-styles';
import { Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPrinter, IconUser } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { difficultyLevel, isAdmin, type THomework, type TViewer } from '@zadania/shared';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { ConceptsSection } from '../../components/ConceptChips';
import { ContactButton } from '../../components/ContactButton';
import { OutlineSkeleton, type TSkeletonBlock } from '../../components/PageSkeleton';
import { SolutionFormats } from '../../components/SolutionFormats';
import { TitledCard } from '../../components/TitledSection';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useHashScroll } from '../../lib/hooks/useHashScroll';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { useViewer } from '../../lib/session/useViewer';
import { HomeworkBookPlace } from '../coursebooks';
import { curriculumApi, LazyRequirementsSection } from '../curriculum';
import { floorPoints } from '../exams';
import { HomeworkListActions } from '../lists';
import { ReportButton } from '../reports';
import { UserHoverCard } from '../user-card';
import { AnswerCheckPanel } from './answer-check/AnswerCheckPanel';
import { AnswerHeldBack, ClosedAnswers } from './ClosedAnswers';
import { HomeworkRating } from './HomeworkRating';
import { homeworkApi } from './homework-api';
import { homeworkTitle } from './homework-title';
import { OpenAnswer } from './OpenAnswer';
import { SolutionViewer } from './SolutionViewer';
import { LevelAndKindBadges, StatusBadges } from './StatusBadges';
import './homework.pl';
import '../exams';
import '../homework-editor';
import '../../components/catalogue.pl';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

function HomeworkNotFound() {
  const { t } = useTranslation();
  return <DetailUnavailable title={t('homework.notFound')} backTo="/homeworks" backLabel={t('homework.backToList')} />;
}

const homeworkOutline: readonly TSkeletonBlock[] = [
  { height: 32, width: '50%' },
  { height: 16, width: '30%' },
  { height: 140, radius: 'md' },
  { height: 200, radius: 'md' },
];

// Loaded only for a task that carries requirements or may be given them: most readers never need the picker.

/** /homeworks/{slug}: the task, its answers, exams, concepts and the solution viewer. */
export function HomeworkPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { viewer } = useViewer();
  const queryClient = useQueryClient();
  const homework = useQuery({
    queryKey: queryKeys.homework(slug),
    queryFn: ({ signal }) => homeworkApi.get(slug, signal),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const data = homework.data;
  const title = useMemo(() => (data ? homeworkTitle(data, 70) : null), [data]);
  useDocumentTitle(title);
  useHashScroll(!!data);

  if (homework.isPending) return <OutlineSkeleton blocks={homeworkOutline} testId="homework-skeleton" />;
  if (homework.isError || !data) {
    if (isMissing(homework.error)) return <HomeworkNotFound />;
    return (
      <Stack align="flex-start" py="xl">
        <Text>{t('catalogue.loadError')}</Text>
        <Button variant="light" onClick={() => homework.refetch()}>
          {t('catalogue.retry')}
        </Button>
      </Stack>
    );
  }

  const concepts = [...data.domains, ...data.theorems, ...data.definitions, ...data.tags];
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={860}>
      <Group justify="space-between" gap="sm">
        <BackLink to="/homeworks">{t('homework.backToList')}</BackLink>
        <Group gap="xs" wrap="wrap">
          <HomeworkListActions homeworkId={data.id} authorId={data.author?.id ?? null} />
          {data.policies.update && (
            <Button
              component={Link}
              to={`/homeworks/${data.slug}/edit`}
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={14} aria-hidden />}
            >
              {t('homeworkEditor.edit')}
            </Button>
          )}
          <Button
            component={Link}
            to={`/homeworks/${data.slug}/pdf`}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPrinter size={14} aria-hidden />}
          >
            {t('exams.printVersion')}
          </Button>
          {data.status === 'PUBLIC' && (
            <ReportButton targetType="HOMEWORK" targetId={data.id} ownerId={data.author?.id ?? null} />
          )}
        </Group>
      </Group>

      <Stack gap="xs">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title || t('homeworks.untitled')}
        </Title>
        <Group gap={6} wrap="wrap">
          <StatusBadges status={data.status} adminReview={data.adminReview} />
          <LevelAndKindBadges level={data.level} closed={data.closed} subject={data.subject} />
          <HomeworkTypeBadge type={data.type} viewer={viewer} />
          <DifficultyBadge difficulty={data.difficulty} />
        </Group>
        <Group gap="md" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconUser size={16} aria-hidden />
            <Text size="sm">
              {t('catalogue.author')}:{' '}
              {data.author ? <UserHoverCard user={data.author} roleHint="TEACHER" /> : t('catalogue.deletedAuthor')}
            </Text>
            {data.author && data.policies.chatAuthor && (
              <ContactButton userId={data.author.id} userName={data.author.displayName} compact />
            )}
          </Group>
          <HomeworkRating homeworkId={data.id} ratingsAvg={data.ratingsAvg} ratingsCount={data.ratingsCount} />
          <SolutionFormats formats={data.solutionFormats} />
          {data.homeworksBookNode && <HomeworkBookPlace place={data.homeworksBookNode} />}
        </Group>
      </Stack>

      <TitledCard id="content-heading" title={t('homework.content')} titleSize="h3" gap="md">
        <RichContent html={data.description} />
        {data.closed && data.answers.length > 0 && (
          <ClosedAnswers
            answers={data.answers}
            heldBack={data.answerHeldBack}
            homeworkId={data.id}
            conceptIds={conceptIdsOf(data)}
          />
        )}
        {!data.closed && data.answer && <OpenAnswer answer={data.answer} />}
        {!data.closed && data.answerHeldBack && <AnswerHeldBack />}
      </TitledCard>

      {!data.closed && data.answerCheck && (
        <AnswerCheckPanel
          homeworkId={data.id}
          kind={data.answerCheck.kind}
          subject={data.subject}
          conceptIds={conceptIdsOf(data)}
        />
      )}

      {data.homeworkExams.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="exams-heading">
          <Title order={2} size="h4" id="exams-heading">
            {t('homework.exams')}
          </Title>
          <List spacing={4}>
            {data.homeworkExams.map((homeworkExam) => (
              <List.Item key={homeworkExam.id}>
                <Anchor component={Link} to={`/exams/${homeworkExam.exam.slug}`}>
                  {homeworkExam.exam.name}
                </Anchor>
                {' – '}
                <Text span fw={600}>
                  {t('homework.points', { points: floorPoints(homeworkExam.points) })}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}

      <ConceptsSection concepts={concepts} />

      {data.requirements.length > 0 || data.policies.editRequirements ? (
        <Suspense fallback={null}>
          <LazyRequirementsSection
            requirements={data.requirements}
            canEdit={data.policies.editRequirements}
            onSave={async (requirements) => {
              await curriculumApi.setHomeworkRequirements(data.id, requirements);
              await queryClient.invalidateQueries({ queryKey: queryKeys.homework(slug) });
            }}
          />
        </Suspense>
      ) : null}

      <SolutionViewer homeworkId={data.id} />
    </Stack>
  );
}

const difficultyColors = { EASY: 'green', MEDIUM: 'yellow', HARD: 'red' } as const;

/** How hard students found the task (issue 36), once enough of them tried it. */
function DifficultyBadge({ difficulty }: { difficulty: THomework['difficulty'] }) {
  const { t } = useTranslation();
  const level = difficultyLevel(difficulty);
  if (!level) return null;
  return (
    <Badge
      variant="light"
      color={difficultyColors[level]}
      radius="sm"
      title={t('homework.difficulty.basis', { count: difficulty.attempts })}
    >
      {t('homework.difficulty.label', { level: t(`homework.difficulty.${level}`) })}
    </Badge>
  );
}

/** Every concept of the task, domains first: a wrong answer offers practice on the first. */
const conceptIdsOf = (task: THomework) => [
  ...task.domainsIds,
  ...task.definitionsIds,
  ...task.theoremsIds,
  ...task.tagsIds,
];

/** The task type label is for ADMIN only (docs/product-spec.md section 6). */
function HomeworkTypeBadge({ type, viewer }: { type: THomework['type']; viewer: TViewer }) {
  const { t } = useTranslation();
  if (!type || !isAdmin(viewer)) return null;
  return (
    <Badge variant="light" color="orange" radius="sm" title={t('homework.type')}>
      {type.name}
    </Badge>
  );
}
