import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { requirementKey, type TAssignmentSummary, type TClassSummary } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainList } from '../../components/PlainList';
import { formatDateTime } from '../../i18n/dates';
import { pluralize } from '../../i18n/plural';
import { assignmentKeys, assignmentsApi } from '../assignments';
import { useClassMastery } from '../classes';
import { homePl } from './home.pl';

/** How many of the weakest requirements a class's card names. */
const weakestShown = 3;
/** How far back a past due date still counts as just handed in. */
const recentDays = 14;

/** The assignments due next (soonest first) and those whose due date just passed (latest first). */
export function splitByDueDate(items: readonly TAssignmentSummary[], now = Date.now()) {
  const upcoming = items.filter((item) => Date.parse(item.dueAt) >= now);
  const recent = items.filter(
    (item) => Date.parse(item.dueAt) < now && now - Date.parse(item.dueAt) <= recentDays * 24 * 3_600_000,
  );
  upcoming.sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  recent.sort((a, b) => Date.parse(b.dueAt) - Date.parse(a.dueAt));
  return { upcoming: upcoming.slice(0, 2), recent: recent.slice(0, 2) };
}

/**
 * One class on a teacher's home: pupils and those waiting to be let in, the next due date and the results of work
 * just handed in, the requirements the class masters least, and 'Zadaj pracę domową'.
 */
export function TeacherClassCard({ schoolClass }: { schoolClass: TClassSummary }) {
  const { t } = useTranslation();
  const nameId = `home-class-${schoolClass.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={nameId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} to={`/classes/${schoolClass.id}`} fw={700} size="lg" id={nameId}>
            {schoolClass.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {pluralize(schoolClass.pupilCount, homePl.teacher.pupils)}
          </Text>
        </Group>
        {schoolClass.pendingCount > 0 ? (
          <Anchor component={Link} to={`/classes/${schoolClass.id}`} size="sm" w="fit-content">
            <Badge color="yellow" variant="light" tt="none" component="span">
              {t('home.teacher.pending', { count: schoolClass.pendingCount })}
            </Badge>
          </Anchor>
        ) : null}
        <ClassAssignmentsSummary classId={schoolClass.id} />
        <WeakestRequirements classId={schoolClass.id} />
        <Button
          component={Link}
          to={`/classes/${schoolClass.id}/assignments/new`}
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          w="fit-content"
        >
          {t('home.teacher.assign')}
        </Button>
      </Stack>
    </Card>
  );
}

function ClassAssignmentsSummary({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: assignmentKeys.ofClass(classId),
    queryFn: ({ signal }) => assignmentsApi.classAssignments(classId, signal),
  });
  if (list.isPending) return <Skeleton height={20} radius="sm" aria-hidden />;
  if (list.isError)
    return (
      <Text size="sm" c="red">
        {t('home.teacher.assignmentsError')}
      </Text>
    );
  const { upcoming, recent } = splitByDueDate(list.data.items);
  return (
    <Stack gap={2}>
      {upcoming.length ? (
        <Text size="sm">
          {t('home.teacher.dueSoon')}{' '}
          {upcoming.map((item, index) => (
            <span key={item.id}>
              {index > 0 ? '; ' : ''}
              <Anchor component={Link} to={`/assignments/${item.id}/results`} inherit>
                {item.title}
              </Anchor>{' '}
              ({formatDateTime(item.dueAt)})
            </span>
          ))}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('home.teacher.noneDue')}
        </Text>
      )}
      {recent.length ? (
        <Text size="sm">
          {t('home.teacher.recentlyDue')}{' '}
          {recent.map((item, index) => (
            <span key={item.id}>
              {index > 0 ? '; ' : ''}
              <Anchor
                component={Link}
                to={`/assignments/${item.id}/results`}
                inherit
                aria-label={t('home.teacher.results', { title: item.title })}
              >
                {item.title}
              </Anchor>
            </span>
          ))}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The requirements the class masters least (of those its pupils have met), each a link to tasks that practise it. */
function WeakestRequirements({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const mastery = useClassMastery(classId);
  if (!mastery.data) return null;
  const weakest = mastery.data.requirements.filter((row) => row.met > 0).slice(0, weakestShown);
  if (weakest.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('home.teacher.noWeakest')}
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm">{t('home.teacher.weakest')}</Text>
      <PlainList gap={4} aria-label={t('home.teacher.weakestList')}>
        {weakest.map((row) => (
          <li key={`${row.system}:${row.code}`}>
            <Anchor
              component={Link}
              to={`/homeworks?requirements=${encodeURIComponent(requirementKey(row))}`}
              size="sm"
              title={t('home.teacher.practise', { code: row.code })}
              style={{ overflowWrap: 'anywhere' }}
            >
              {row.text !== null && (
                <>
                  <Text span size="xs" c="dimmed">
                    {row.code}
                  </Text>{' '}
                </>
              )}
              {t('home.teacher.weakestRow', { words: row.text ?? row.code, mastered: row.mastered, met: row.met })}
            </Anchor>
          </li>
        ))}
      </PlainList>
    </Stack>
  );
}
