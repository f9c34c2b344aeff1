import '../../components/catalogue-styles';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { can, catalogue } from '@zadania/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { ConceptsSection } from '../../components/ConceptChips';
import { DetailUnavailable } from '../../components/DetailUnavailable';
import { RatingStars } from '../../components/RatingStars';
import { SolutionFormats } from '../../components/SolutionFormats';
import { TitledCard } from '../../components/TitledSection';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { useViewer } from '../../lib/session/useViewer';
import { ClosedAnswers, homeworkApi, homeworkTitle, LevelAndKindBadges, OpenAnswer, SolutionViewer } from '../homework';
import { ForbiddenNotice } from './ForbiddenNotice';
import { ModerationActions } from './ModerationActions';
import { moderationBasePath, type TModerationMode } from './moderation-mode';
import { ReviewHistory } from './ReviewHistory';
import '../homework';
import './moderation.pl';
import '../../components/catalogue.pl';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * /account/homeworks/{slug} (the owner's view) and /admin/homeworks/{slug} (the admin's): a task in any
 * status, with its state, the workflow actions and the review history.
 */
export function ModerationHomeworkPage({ mode }: { mode: TModerationMode }) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { viewer, ready } = useViewer();
  const allowed = can(viewer, mode === 'admin' ? 'reviewHomework' : 'createHomework', catalogue);
  const homework = useQuery({
    queryKey: queryKeys.homework(slug),
    queryFn: ({ signal }) => homeworkApi.get(slug, signal),
    enabled: ready && allowed,
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const data = homework.data;
  const title = useMemo(() => (data ? homeworkTitle(data, 70) : null), [data]);
  useDocumentTitle(title);
  const basePath = moderationBasePath(mode);
  const backLabel = mode === 'admin' ? t('moderation.backToQueue') : t('moderation.backToMine');

  if (ready && !allowed) {
    return (
      <ForbiddenNotice message={mode === 'admin' ? t('moderation.forbiddenAdmin') : t('moderation.forbiddenAuthor')} />
    );
  }
  if (!ready || homework.isPending) {
    return (
      <Stack gap="md" aria-hidden data-testid="homework-skeleton">
        <Skeleton height={32} width="50%" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  }
  if (homework.isError || !data) {
    return (
      <DetailUnavailable
        title={isMissing(homework.error) ? t('homework.notFound') : t('catalogue.loadError')}
        backTo={basePath}
        backLabel={backLabel}
        onRetry={isMissing(homework.error) ? undefined : () => void homework.refetch()}
      />
    );
  }
  // The owner's view is for the author (an ADMIN sees every task in the admin view).
  if (mode === 'account' && !data.policies.update) {
    return <ForbiddenNotice message={t('moderation.forbiddenAuthor')} />;
  }

  const concepts = [...data.domains, ...data.theorems, ...data.definitions, ...data.tags];
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={860}>
      <Group justify="space-between" gap="sm">
        <BackLink to={basePath}>{backLabel}</BackLink>
        {data.status === 'PUBLIC' && (
          <Button
            component={Link}
            to={`/homeworks/${data.slug}`}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconExternalLink size={14} aria-hidden />}
          >
            {t('moderation.publicView')}
          </Button>
        )}
      </Group>

      <Stack gap="xs">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title || t('homeworks.untitled')}
        </Title>
        <Group gap="md" wrap="wrap">
          <LevelAndKindBadges level={data.level} closed={data.closed} subject={data.subject} />
          {data.author && (
            <Group gap={4} wrap="nowrap">
              <IconUser size={16} aria-hidden />
              <Text size="sm">
                {t('catalogue.author')}: {data.author.displayName}
              </Text>
            </Group>
          )}
          <RatingStars value={data.ratingsAvg} count={data.ratingsCount} />
          <SolutionFormats formats={data.solutionFormats} />
        </Group>
      </Stack>

      <ModerationActions homework={data} />

      <TitledCard id="content-heading" title={t('homework.content')} titleSize="h3" gap="md">
        <RichContent html={data.description} />
        {data.closed && data.answers.length > 0 && <ClosedAnswers answers={data.answers} />}
        {!data.closed && data.answer && <OpenAnswer answer={data.answer} />}
      </TitledCard>

      <ConceptsSection concepts={concepts} />

      <SolutionViewer homeworkId={data.id} />

      <ReviewHistory homeworkId={data.id} />
    </Stack>
  );
}

export function OwnHomeworkPage() {
  return <ModerationHomeworkPage mode="account" />;
}

export function AdminHomeworkPage() {
  return <ModerationHomeworkPage mode="admin" />;
}
