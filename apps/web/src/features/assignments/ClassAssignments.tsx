import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TAssignmentSummary, TClass } from '@zadania/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListNotLoaded } from '../../components/ListLoadStates';
import { PlainList } from '../../components/PlainList';
import { TitledSection } from '../../components/TitledSection';
import { formatWarsaw } from './assignment-format';
import { assignmentKeys, assignmentsApi } from './assignments-api';
import './assignments.pl';

/** 'Zadane' on a class's page, for its teachers: the class's assignments (latest due first) and 'Zadaj'. */
export function ClassAssignments({ schoolClass }: { schoolClass: TClass }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useQuery({
    queryKey: assignmentKeys.ofClass(schoolClass.id),
    queryFn: ({ signal }) => assignmentsApi.classAssignments(schoolClass.id, signal),
  });
  const items = list.data?.items;

  return (
    <TitledSection id={headingId} title={t('assignments.class.title')} titleSize="h3">
      {schoolClass.policies.update && !schoolClass.archivedAt && (
        <Button
          component={Link}
          to={`/classes/${schoolClass.id}/assignments/new`}
          leftSection={<IconPlus size={16} aria-hidden />}
          w="fit-content"
        >
          {t('assignments.class.assign')}
        </Button>
      )}
      {!items ? (
        <ListNotLoaded
          list={list}
          skeleton={<Skeleton height={72} radius="md" />}
          message={t('assignments.class.loadError')}
          retryLabel={t('assignments.retry')}
        />
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('assignments.class.empty')}
        </Text>
      ) : (
        <PlainList gap="xs" aria-labelledby={headingId}>
          {items.map((item) => (
            <ClassAssignmentRow key={item.id} assignment={item} />
          ))}
        </PlainList>
      )}
    </TitledSection>
  );
}

function ClassAssignmentRow({ assignment }: { assignment: TAssignmentSummary }) {
  const { t } = useTranslation();
  const overdue = Date.parse(assignment.dueAt) < Date.now();
  const notStarted = Date.parse(assignment.startsAt) > Date.now();
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={`/assignments/${assignment.id}/results`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {assignment.title}
          </Anchor>
          {assignment.archivedAt ? (
            <Badge color="gray" variant="light" tt="none">
              {t('assignments.edit.archivedBadge')}
            </Badge>
          ) : overdue ? (
            <Badge color="gray" variant="light" tt="none">
              {t('assignments.class.closed')}
            </Badge>
          ) : notStarted ? (
            <Badge color="blue" variant="light" tt="none">
              {t('assignments.class.startsAt', { date: formatWarsaw(assignment.startsAt) })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{t('assignments.class.due', { date: formatWarsaw(assignment.dueAt) })}</Text>
        <Text size="sm" c="dimmed">
          {t('assignments.class.items', { count: assignment.itemCount })} ·{' '}
          {t('assignments.class.pupils', { count: assignment.pupilCount })}
        </Text>
        {(assignment.policies.update || assignment.policies.archive) && (
          <Anchor
            component={Link}
            to={`/assignments/${assignment.id}/edit`}
            size="sm"
            w="fit-content"
            aria-label={t('assignments.edit.linkLabel', { title: assignment.title })}
          >
            {t('assignments.edit.link')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
