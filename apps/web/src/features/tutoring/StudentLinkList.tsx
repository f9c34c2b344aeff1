import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { studentTeacherStatusLabels, type TStudentTeacherLink, type TStudentTeacherStatus } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedCardList } from '../../components/PagedCardList';
import { initialsOf } from '../../lib/profile-paths';
import { StudentProgress } from '../learning';
import { formatLocalDate, warsawClock } from './tutoring-format';
import { type TLinkSide, useLinkActions, useLinkList } from './useStudentsPage';
import '../learning';
import './tutoring.pl';

const statusColors: Record<TStudentTeacherStatus, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'teal',
  REJECTED: 'gray',
  ENDED: 'gray',
};

/** The viewer's links on one side (their students, or their teachers), a page at a time. */
export function StudentLinkList({ side }: { side: TLinkSide }) {
  const { t } = useTranslation();
  const { list, setPage } = useLinkList(side);
  return (
    <PagedCardList
      list={list}
      placeholder={{ skeletonHeight: 120 }}
      loadError={t('tutoring.loadError')}
      retryLabel={t('tutoring.retry')}
      empty={t('tutoring.students.empty')}
      onPage={setPage}
    >
      {(link) => <LinkCard key={link.id} link={link} side={side} />}
    </PagedCardList>
  );
}

/** One link: the other person, since when, its status; accept, reject or end it; a student's progress for a teacher. */
function LinkCard({ link, side }: { link: TStudentTeacherLink; side: TLinkSide }) {
  const { t } = useTranslation();
  const actions = useLinkActions(link);
  const other = side === 'teacher' ? link.student : link.teacher;
  const nameId = `link-${link.id}`;
  const [showProgress, setShowProgress] = useState(false);
  const button = (action: 'accept' | 'reject' | 'end', label: string, variant: string, color?: string) => (
    <Button
      size="sm"
      variant={variant}
      color={color}
      loading={actions.running(action)}
      disabled={actions.busy}
      onClick={() => actions.run(action)}
      aria-describedby={nameId}
    >
      {label}
    </Button>
  );
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={nameId} data-testid="link">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={other.avatar?.url} alt="" size={40} radius="xl" color="blue">
            {initialsOf(other.displayName)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {other.displayName}
            </Text>
            <Text size="xs" c="dimmed">
              {t('tutoring.students.since', { date: formatLocalDate(warsawClock(link.createdAt).date) })}
            </Text>
          </Stack>
          <Badge color={statusColors[link.status]} variant="light" radius="sm" tt="none">
            {studentTeacherStatusLabels[link.status]}
          </Badge>
        </Group>
        <Group gap="xs">
          {side === 'teacher' && link.status === 'ACCEPTED' && (
            <Button
              size="sm"
              variant="light"
              onClick={() => setShowProgress((shown) => !shown)}
              aria-expanded={showProgress}
              aria-describedby={nameId}
            >
              {showProgress ? t('learning.student.hide') : t('learning.student.show')}
            </Button>
          )}
          {link.policies.accept && button('accept', t('tutoring.students.accept'), 'filled')}
          {link.policies.reject && button('reject', t('tutoring.students.reject'), 'default')}
          {link.policies.end && button('end', t('tutoring.students.end'), 'default', 'red')}
        </Group>
      </Group>
      {showProgress && (
        <Stack mt="sm">
          <StudentProgress studentId={link.student.id} labelledBy={nameId} />
        </Stack>
      )}
    </Card>
  );
}
