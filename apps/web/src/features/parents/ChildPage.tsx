import { Alert, Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TChildProgress } from '@zadania/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { ApiError, retryUnlessRefused } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { BuyPremiumForChild } from './BuyPremiumForChild';
import { ChildConsentSection, ChildLetterSwitch } from './ChildConsentSection';
import { ChildConversations } from './ChildConversations';
import { ChildPracticeChart } from './ChildPracticeChart';
import { parentsApi, parentsKeys } from './parents-api';
import { shortDate } from './parents-format';
import { QueryState } from './QueryState';
import './parents.pl';

const statusColor = { TODO: 'blue', DONE: 'teal', LATE: 'red' } as const;

/** /parent/children/{id}: what a parent sees of one linked child; a child not linked is "Nie znaleziono". */
export function ChildPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const progress = useQuery({
    queryKey: parentsKeys.child(id),
    queryFn: ({ signal }) => parentsApi.childProgress(id, signal),
    retry: retryUnlessRefused,
  });
  useDocumentTitle(progress.data?.child.displayName ?? t('parents.home.title'));
  const back = (
    <Anchor component={Link} to="/" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('parents.child.back')}
      </Group>
    </Anchor>
  );

  if (progress.error instanceof ApiError && progress.error.status === 404) {
    return (
      <Stack gap="md" maw={720}>
        {back}
        <Title order={1}>{t('parents.child.notFoundTitle')}</Title>
        <Text>{t('parents.child.notFoundText')}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={960}>
      {back}
      <QueryState query={progress} errorFallback={t('parents.child.loadError')}>
        {(data) => <ChildProgressView data={data} />}
      </QueryState>
    </Stack>
  );
}

function ChildProgressView({ data }: { data: TChildProgress }) {
  const { t } = useTranslation();
  const { child } = data;
  return (
    <>
      <Stack gap={4}>
        <Title order={1}>{child.displayName}</Title>
        <Text c="dimmed">{t('parents.card.login', { username: child.username })}</Text>
      </Stack>
      {!child.linkConfirmed && (
        <Alert color="orange" role="status">
          {t('parents.child.awaitingChild')}
        </Alert>
      )}
      <Section id="child-practice" title={t('parents.child.practiceTitle')}>
        <ChildPracticeChart weeks={data.weeks} />
      </Section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Section id="child-mastery" title={t('parents.child.masteryTitle')}>
          <SimpleGrid cols={3} spacing="xs">
            <Count value={data.mastery.mastered} label={t('parents.child.mastered')} />
            <Count value={data.mastery.learning} label={t('parents.child.learning')} />
            <Count value={data.mastery.due} label={t('parents.child.due')} />
          </SimpleGrid>
        </Section>
        <Section id="child-premium" title={t('parents.child.premiumTitle')}>
          <Stack gap="sm">
            <Text>
              {!data.premium.active
                ? t('parents.child.premiumNone')
                : data.premium.endsAt
                  ? t('parents.child.premiumActive', { date: shortDate(data.premium.endsAt) })
                  : t('parents.child.premiumActiveOpen')}
            </Text>
            <Text>{t('parents.child.tokens', { count: data.tokens.balance })}</Text>
            <BuyPremiumForChild childId={child.id} />
          </Stack>
        </Section>
      </SimpleGrid>
      <Section id="child-assignments" title={t('parents.child.assignmentsTitle')}>
        {data.assignments.length === 0 ? (
          <Text c="dimmed">{t('parents.child.noAssignments')}</Text>
        ) : (
          <List listStyleType="none" spacing="sm">
            {data.assignments.map((assignment) => (
              <List.Item key={assignment.id}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{assignment.title}</Text>
                  <Badge color={statusColor[assignment.status]} variant="light">
                    {t(`parents.child.status.${assignment.status}`)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {assignment.className} ·{' '}
                  {assignment.dueAt
                    ? t('parents.child.dueAt', { date: formatDateTime(assignment.dueAt) })
                    : t('parents.child.noDue')}
                  {assignment.percent !== null && ` · ${t('parents.child.result', { percent: assignment.percent })}`}
                  {assignment.mark && ` · ${t('parents.child.mark', { mark: assignment.mark })}`}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Section id="child-mocks" title={t('parents.child.mockTitle')}>
          {data.mockExams.length === 0 ? (
            <Text c="dimmed">{t('parents.child.noMocks')}</Text>
          ) : (
            <List listStyleType="none" spacing="sm">
              {data.mockExams.map((mock) => (
                <List.Item key={mock.id}>
                  <Text fw={600}>{mock.title}</Text>
                  <Text size="sm">
                    {t('parents.child.mockResult', { date: formatDate(mock.finishedAt), percent: mock.percent })}
                  </Text>
                  {mock.forecast && (
                    <Text size="sm" c="dimmed">
                      {t('parents.child.forecast', { forecast: mock.forecast })}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Section>
        <Section id="child-lessons" title={t('parents.child.lessonsTitle')}>
          {data.lessons.length === 0 ? (
            <Text c="dimmed">{t('parents.child.noLessons')}</Text>
          ) : (
            <List listStyleType="none" spacing="xs">
              {data.lessons.map((lesson) => (
                <List.Item key={lesson.bookingId}>
                  <Text size="sm">
                    {t('parents.child.lesson', {
                      date: formatDateTime(lesson.startsAt),
                      teacher: lesson.teacher.displayName,
                    })}
                  </Text>
                  {lesson.joinUrl && (
                    <Anchor
                      href={lesson.joinUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      aria-label={t('parents.child.lessonJoinLabel', { date: formatDateTime(lesson.startsAt) })}
                    >
                      {t('parents.child.lessonJoin')}
                    </Anchor>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Section>
      </SimpleGrid>
      {child.linkConfirmed && (
        <Section id="child-conversations" title={t('parents.conversations.title')}>
          <ChildConversations childId={child.id} />
        </Section>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Section id="child-consent" title={t('parents.child.consentTitle')}>
          <ChildConsentSection child={child} />
        </Section>
        <Section id="child-letter" title={t('parents.child.letterTitle')}>
          <ChildLetterSwitch child={child} />
        </Section>
      </SimpleGrid>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', xs: 'md' }} aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {label}
      </Text>
    </Stack>
  );
}
