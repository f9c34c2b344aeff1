import { Anchor, Badge, Card, Group, Spoiler, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { can, subject, subjectLabels, type THomeworkCard } from '@zadania/shared';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConceptChips } from '../../components/ConceptChips';
import { RatingStars } from '../../components/RatingStars';
import { SolutionFormats } from '../../components/SolutionFormats';
import { sanitizeHighlight } from '../../lib/rich-text/highlight';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { useViewer } from '../../lib/session/useViewer';
import { HomeworkListActions } from '../lists';
import { UserHoverCard } from '../user-card';
import { homeworkTitle } from './homework-title';
import { StatusBadges } from './StatusBadges';
import './homework.pl';
import '../homework-editor';
import '../../components/catalogue.pl';

/** The preview folds at 400 px (docs/product-spec.md section 2, task card). */
const previewMaxHeight = 400;

/**
 * A task in a result list: its title (the author's, else the start of its text), status, preview (or the search
 * excerpt), author, rating, formats, level, concepts.
 * Owner and admin lists pass their own link (`href`) and status label (`status`).
 */
export function HomeworkCard({
  homework,
  href = `/homeworks/${homework.slug}`,
  status,
}: {
  homework: THomeworkCard;
  href?: string;
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  // Cards carry no policies (a page of 50 would repeat them); the card asks the same shared rule.
  const canEdit = can(
    viewer,
    'update',
    subject('homework', {
      authorId: homework.author?.id ?? null,
      status: homework.status,
      adminReviewStatus: homework.adminReview?.status ?? null,
    }),
  );
  const title = useMemo(() => homeworkTitle(homework, 90) || t('homeworks.untitled'), [homework, t]);
  const highlight = useMemo(
    () => (homework.highlight ? sanitizeHighlight(homework.highlight) : null),
    [homework.highlight],
  );
  const concepts = [...homework.domains, ...homework.theorems, ...homework.definitions, ...homework.tags];

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`homework-${homework.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={href}
            fw={700}
            c="inherit"
            id={`homework-${homework.id}`}
            style={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {title}
          </Anchor>
          <Group gap={6} wrap="wrap">
            {status ?? <StatusBadges status={homework.status} adminReview={homework.adminReview} />}
            <Badge variant="outline" color="gray" radius="sm">
              {subjectLabels[homework.subject]}
            </Badge>
            <Badge variant="outline" color="gray" radius="sm">
              {t(`catalogue.levels.${homework.level}`)}
            </Badge>
          </Group>
        </Group>

        {highlight ? (
          <Text
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized to text and <mark> only
            dangerouslySetInnerHTML={{ __html: highlight }}
          />
        ) : (
          <Spoiler maxHeight={previewMaxHeight} showLabel={t('catalogue.showMore')} hideLabel={t('catalogue.showLess')}>
            <RichContent html={homework.description} />
          </Spoiler>
        )}

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconUser size={16} aria-hidden />
              <Text size="sm">
                <VisuallyHidden>{t('catalogue.author')}: </VisuallyHidden>
                {homework.author ? (
                  <UserHoverCard user={homework.author} roleHint="TEACHER" fw={400} />
                ) : (
                  t('catalogue.deletedAuthor')
                )}
              </Text>
            </Group>
            <RatingStars value={homework.ratingsAvg} count={homework.ratingsCount} />
          </Group>
          <SolutionFormats formats={homework.solutionFormats} />
        </Group>

        <ConceptChips concepts={concepts} />

        <Group justify="space-between" gap="xs" wrap="wrap">
          <HomeworkListActions
            homeworkId={homework.id}
            authorId={homework.author?.id ?? null}
            title={title}
            size="compact-xs"
          />
          <Group gap="md" ml="auto">
            {canEdit && (
              <Anchor
                component={Link}
                to={`${href}/edit`}
                size="sm"
                aria-label={`${t('homeworkEditor.edit')}: ${title}`}
              >
                {t('homeworkEditor.edit')}
              </Anchor>
            )}
            <Anchor component={Link} to={href} size="sm" aria-label={`${t('homeworks.open')}: ${title}`}>
              {t('homeworks.open')}
            </Anchor>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
