import { Anchor, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { formatPln } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RatingStars } from '../../components/RatingStars';
import { TitledSection } from '../../components/TitledSection';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { ReportButton } from '../reports';
import { CourseActions, useCourse } from './CourseActions';
import { CourseCover } from './CourseCover';
import { CourseLoadError, CourseSkeleton } from './CourseLoadState';
import { CourseRating } from './CourseRating';
import { CourseSubjectBadges } from './CourseSubjectBadges';
import { CourseSyllabus } from './CourseSyllabus';
import './courses.pl';

/** /courses/{slug}: a course's card, description, syllabus and the viewer's action (join, buy, continue). */
export function CoursePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const query = useCourse(slug);
  const course = query.data;
  useDocumentTitle(course?.title ?? null);

  if (!course) {
    if (query.isError) return <CourseLoadError error={query.error} onRetry={() => void query.refetch()} />;
    return <CourseSkeleton />;
  }
  const profilePath = course.author ? `/teachers/${encodeURIComponent(course.author.username)}` : null;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Anchor component={Link} to="/courses" size="sm">
        {t('courses.backToCatalogue')}
      </Anchor>
      <Stack gap="xs">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {course.title}
        </Title>
        {course.author && profilePath && (
          <Text c="dimmed">
            {t('courses.author')}{' '}
            <Anchor component={Link} to={profilePath}>
              {course.author.displayName}
            </Anchor>
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          <CourseSubjectBadges course={course} />
          {course.status !== 'PUBLISHED' && (
            <Badge variant="light" color="yellow" radius="sm" tt="none">
              {t('courses.status', { status: t(`courses.statuses.${course.status}`) })}
            </Badge>
          )}
        </Group>
        {course.ratingCount > 0 && <RatingStars value={course.rating} count={course.ratingCount} size="sm" />}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            {course.description && <RichContent html={course.description} />}
            <TitledSection id="course-syllabus" title={t('courses.syllabus')} titleSize="h3" gap="xs">
              <CourseSyllabus slug={course.slug} nodes={course.nodes} free={course.priceGross === null} />
            </TitledSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Card withBorder radius="md" padding="md">
            <Card.Section mb="sm">
              <CourseCover title={course.title} coverFileId={course.coverFileId} radius={0} />
            </Card.Section>
            <Stack gap="sm">
              <Text fw={800} size="xl" data-testid="course-price">
                {course.priceGross === null ? t('courses.free') : formatPln(course.priceGross)}
              </Text>
              {course.enrolled && <Text size="sm">{t('courses.enrolled')}</Text>}
              <CourseActions course={course} />
              <CourseRating course={course} />
            </Stack>
          </Card>
          {course.status === 'PUBLISHED' && (
            <Group justify="flex-end" mt="xs">
              <ReportButton targetType="COURSE" targetId={course.id} ownerId={course.author?.id ?? null} />
            </Group>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
