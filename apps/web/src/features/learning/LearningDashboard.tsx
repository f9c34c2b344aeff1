import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFlame, IconMap2, IconPlayerPlay, IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TNextList } from '@zadania/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pluralize } from '../../i18n/plural';
import { useMe } from '../../lib/session/useMe';
import { LearningProfilePanel } from './LearningProfilePanel';
import { learningPl } from './learning.pl';
import { learningApi, learningKeys } from './learning-api';
import { reasonColors } from './mastery-colors';
import { useStartSession } from './useStartSession';

/**
 * The signed-in student's home (issue 36): today's reviews, the session to continue, the streak, what to do next
 * and the way to the mastery map.
 */
export function LearningDashboard({
  dueWork,
  examWork,
}: {
  /** What the student's teachers set and is due (home/HomePage.tsx). */
  dueWork?: ReactNode;
  /** The student's papers against the clock and their results (home/HomePage.tsx). */
  examWork?: ReactNode;
}) {
  const { t } = useTranslation();
  const next = useQuery({ queryKey: learningKeys.next, queryFn: ({ signal }) => learningApi.next(signal) });
  const start = useStartSession();
  // The school year and goal are a student's: a teacher's or an admin's home has no such step.
  const isStudent = useMe().data?.role === 'USER';

  return (
    <section aria-labelledby="learning-title">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} id="learning-title" fz={{ base: 26, sm: 34 }}>
          {t('learning.dashboard.title')}
        </Title>
        <Button component={Link} to="/learn/map" variant="default" leftSection={<IconMap2 size={18} aria-hidden />}>
          {t('learning.dashboard.map')}
        </Button>
      </Group>
      {isStudent ? (
        <Card withBorder radius="md" padding="md" mb="md">
          <LearningProfilePanel onboarding />
        </Card>
      ) : null}
      {dueWork}
      {next.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={140} radius="md" />
          <Skeleton h={140} radius="md" />
          <Skeleton h={140} radius="md" />
        </SimpleGrid>
      ) : next.isError ? (
        <Alert color="red" role="alert" title={t('learning.dashboard.loadError')}>
          <Button variant="light" color="red" size="xs" onClick={() => void next.refetch()}>
            {t('learning.dashboard.retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="lg">
          {start.isError ? (
            <Alert color="yellow" role="alert">
              {start.error.message}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: next.data.openSession ? 3 : 2 }} spacing="lg">
            <DashboardCard icon={<IconRepeat size={20} aria-hidden />} title={t('learning.dashboard.reviewsTitle')}>
              <Text mb="md" data-testid="reviews-due">
                {next.data.dueCount > 0
                  ? pluralize(next.data.dueCount, learningPl.dashboard.reviewsDue)
                  : t('learning.dashboard.noReviews')}
              </Text>
              <Button onClick={() => start.mutate(undefined)} loading={start.isPending}>
                {next.data.dueCount > 0 ? t('learning.dashboard.startReview') : t('learning.dashboard.startPractice')}
              </Button>
            </DashboardCard>
            {next.data.openSession ? <ContinueCard session={next.data.openSession} /> : null}
            <DashboardCard icon={<IconFlame size={20} aria-hidden />} title={t('learning.dashboard.streakTitle')}>
              <Text data-testid="streak">
                {next.data.streakDays > 0
                  ? pluralize(next.data.streakDays, learningPl.dashboard.streak)
                  : t('learning.dashboard.noStreak')}
              </Text>
            </DashboardCard>
          </SimpleGrid>
          <NextList next={next.data} />
          {examWork}
        </Stack>
      )}
    </section>
  );
}

function DashboardCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="xs" mb="xs">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

function ContinueCard({ session }: { session: NonNullable<TNextList['openSession']> }) {
  const { t } = useTranslation();
  return (
    <DashboardCard icon={<IconPlayerPlay size={20} aria-hidden />} title={t('learning.dashboard.continueTitle')}>
      <Text mb="md">{t('learning.dashboard.continueText', { answered: session.answered, total: session.total })}</Text>
      <Button component={Link} to={`/learn/session/${session.id}`} variant="light">
        {t('learning.dashboard.continueButton')}
      </Button>
    </DashboardCard>
  );
}

function NextList({ next }: { next: TNextList }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="next-title">
      <Title order={2} size="h3" id="next-title" mb="sm">
        {t('learning.dashboard.nextTitle')}
      </Title>
      {next.results.length === 0 ? (
        <Text c="dimmed">
          {t('learning.dashboard.nextEmpty')}{' '}
          <Anchor component={Link} to="/homeworks">
            {t('learning.dashboard.catalogue')}
          </Anchor>
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" pl={0}>
          {next.results.map((item) => (
            <List.Item key={item.conceptId}>
              <Group gap="xs" wrap="nowrap">
                <Badge color={reasonColors[item.reason]} variant="light" radius="sm" miw={96}>
                  {item.reasonLabel}
                </Badge>
                <Anchor component={Link} to={item.practicePath}>
                  {item.conceptName}
                </Anchor>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
