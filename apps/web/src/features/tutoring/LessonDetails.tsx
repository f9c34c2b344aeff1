import { Alert, Avatar, Badge, Button, Card, Group, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconFlag, IconVideo } from '@tabler/icons-react';
import { lessonTypeLabels, type TLesson } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../lib/profile-paths';
import { LessonDisputeDialog } from './LessonDisputeDialog';
import { LessonFiles } from './LessonFiles';
import { tutoringPl } from './tutoring.pl';
import { formatLessonRange } from './tutoring-format';
import { type TLessonActions, useLessonActions } from './useLessonPage';

/** One side of the lesson: their avatar, their role and their name. */
function Person({ label, person }: { label: string; person: TLesson['teacher'] }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={person.avatar?.url} alt="" size={36} radius="xl" color="blue">
        {initialsOf(person.displayName)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {person.displayName}
        </Text>
      </Stack>
    </Group>
  );
}

/** The lesson's type and time, its people, status and confirmation, the viewer's actions, its files and dispute. */
export function LessonDetails({ lesson }: { lesson: TLesson }) {
  const { t } = useTranslation();
  const actions = useLessonActions(lesson);
  const confirmation = lesson.confirmation ?? 'none';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{lessonTypeLabels[lesson.lessonType]}</Title>
        <Text size="lg" data-testid="lesson-time">
          {formatLessonRange(lesson.startsAt, lesson.endsAt)}
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Person label={t('tutoring.lesson.teacher')} person={lesson.teacher} />
            <Person label={t('tutoring.lesson.student')} person={lesson.student} />
          </SimpleGrid>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" radius="sm" tt="none" color={lesson.bookingStatus === 'booked' ? 'teal' : 'gray'}>
              {t('tutoring.lesson.status')}: {tutoringPl.statuses[lesson.bookingStatus]}
            </Badge>
            {lesson.cancelled && (
              <Badge variant="light" radius="sm" tt="none" color="red">
                {t('tutoring.lesson.cancelled')}
              </Badge>
            )}
            <Badge variant="outline" radius="sm" tt="none" color={lesson.confirmation ? 'teal' : 'gray'}>
              {t('tutoring.lesson.confirmation')}: {tutoringPl.confirmations[confirmation]}
            </Badge>
          </Group>
          <LessonActionButtons lesson={lesson} actions={actions} />
          {lesson.policies.rate && (
            <Stack gap={4}>
              <Text size="sm" fw={600} id="lesson-rating-label">
                {t('tutoring.lesson.rating')}
              </Text>
              <Rating
                value={lesson.rating ?? 0}
                onChange={actions.rate}
                readOnly={actions.rating}
                aria-labelledby="lesson-rating-label"
              />
            </Stack>
          )}
          {!lesson.policies.rate && lesson.rating !== null && (
            <Text size="sm">{t('tutoring.lesson.ratingShown', { rating: lesson.rating })}</Text>
          )}
          {lesson.dispute && (
            <Alert color={lesson.dispute.status === 'OPEN' ? 'orange' : 'gray'} data-testid="lesson-dispute">
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('tutoring.lesson.disputeInfo', { status: tutoringPl.disputeStatuses[lesson.dispute.status] })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {t('tutoring.lesson.disputeReasonShown', { reason: lesson.dispute.reason })}
                </Text>
              </Stack>
            </Alert>
          )}
        </Stack>
      </Card>
      <LessonFiles lesson={lesson} onChanged={actions.changed} />
      <LessonDisputeDialog
        lesson={lesson}
        opened={actions.disputing}
        onClose={actions.closeDispute}
        onChanged={actions.changed}
      />
    </Stack>
  );
}

/** 'Join', 'Confirm' and 'Dispute', each shown as the lesson's policies allow. */
function LessonActionButtons({ lesson, actions }: { lesson: TLesson; actions: TLessonActions }) {
  const { t } = useTranslation();
  const { policies } = lesson;
  return (
    <Group gap="xs" wrap="wrap">
      {policies.join && (
        <Button leftSection={<IconVideo size={16} aria-hidden />} loading={actions.joining} onClick={actions.join}>
          {t('tutoring.lesson.join')}
        </Button>
      )}
      {policies.confirm && (
        <Button
          color="teal"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={actions.confirming}
          onClick={actions.confirm}
        >
          {t('tutoring.lesson.confirm')}
        </Button>
      )}
      {policies.dispute && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconFlag size={16} aria-hidden />}
          onClick={actions.openDispute}
        >
          {t('tutoring.lesson.dispute')}
        </Button>
      )}
    </Group>
  );
}
