import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDice5, IconFilePlus, IconListCheck, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListNotLoaded } from '../../components/ListLoadStates';
import { PlainList } from '../../components/PlainList';
import { TitledSection } from '../../components/TitledSection';
import { pluralize } from '../../i18n/plural';
import { queryKeys } from '../../lib/api/query-keys';
import { useClassList } from '../classes';
import { homeworkApi } from '../homework';
import { homePl } from './home.pl';
import { TeacherClassCard } from './TeacherClassCard';

/** One's own tasks waiting for an admin's review, as /account/homeworks lists them with 'W recenzji' on. */
const inReviewQuery = { underReview: ['true'], mine: ['true'] };

/**
 * A TEACHER's home: their live classes with what needs them (pupils waiting, due dates, work just handed in, the
 * weakest requirements), their tasks waiting for review, and the ways to a new assignment, task or generator.
 */
export function TeacherHome() {
  const { t } = useTranslation();
  const classesId = useId();
  const classes = useClassList();
  const live = (classes.data?.items ?? []).filter((item) => !item.archivedAt && item.policies.update);
  const newAssignmentPath = live.length === 1 ? `/classes/${live[0]!.id}/assignments/new` : '/classes';

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('home.teacher.title')}</Title>
        <Text c="dimmed">{t('home.teacher.intro')}</Text>
      </div>
      <Group gap="sm" wrap="wrap" component="nav" aria-label={t('home.teacher.actions')}>
        <Button component={Link} to={newAssignmentPath} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('home.teacher.newAssignment')}
        </Button>
        <Button component={Link} to="/generators" variant="light" leftSection={<IconDice5 size={16} aria-hidden />}>
          {t('home.teacher.generators')}
        </Button>
        <Button
          component={Link}
          to="/homeworks/save"
          variant="default"
          leftSection={<IconFilePlus size={16} aria-hidden />}
        >
          {t('home.teacher.newTask')}
        </Button>
        <Button
          component={Link}
          to="/account/homeworks"
          variant="default"
          leftSection={<IconListCheck size={16} aria-hidden />}
        >
          {t('home.teacher.myTasks')}
        </Button>
      </Group>
      <TitledSection id={classesId} title={t('home.teacher.classesTitle')} titleSize="h3">
        {!classes.data ? (
          <ListNotLoaded
            list={classes}
            skeleton={<Skeleton height={140} radius="md" />}
            message={t('home.teacher.classesError')}
            retryLabel={t('home.teacher.retry')}
          />
        ) : live.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">{t('home.teacher.noClasses')}</Text>
            <Button component={Link} to="/classes" variant="light">
              {t('home.teacher.createClass')}
            </Button>
          </Stack>
        ) : (
          <PlainList gap="sm" aria-labelledby={classesId}>
            {live.map((item) => (
              <TeacherClassCard key={item.id} schoolClass={item} />
            ))}
          </PlainList>
        )}
      </TitledSection>
      <TasksInReview />
    </Stack>
  );
}

function TasksInReview() {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useQuery({
    queryKey: queryKeys.homeworkList(inReviewQuery),
    queryFn: ({ signal }) => homeworkApi.list(inReviewQuery, signal),
  });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {t('home.teacher.reviewTitle')}
        </Title>
        {list.isPending ? (
          <Skeleton height={20} radius="sm" aria-hidden />
        ) : list.isError ? (
          <Text size="sm" c="red">
            {t('home.teacher.reviewError')}
          </Text>
        ) : list.data.total === 0 ? (
          <Text size="sm" c="dimmed">
            {t('home.teacher.reviewNone')}
          </Text>
        ) : (
          <Group gap="xs">
            <Text size="sm">{pluralize(list.data.total, homePl.teacher.reviewCount)}</Text>
            <Anchor component={Link} to="/account/homeworks?underReview=true" size="sm">
              {t('home.teacher.reviewLink')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
