import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TClass, TClassPendingPupil, TClassPupil } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainList } from '../../components/PlainList';
import { TitledSection } from '../../components/TitledSection';
import { formatDate } from '../../i18n/dates';
import { ConfirmedButton } from './ConfirmedButton';
import { classesApi } from './classes-api';
import { EditPupilButton } from './EditPupilButton';
import { MovePupilButton } from './MovePupilButton';
import { ResetPupilPasswordButton } from './ResetPupilPasswordButton';
import { useClassChange } from './useClassPage';
import './classes.pl';

type TPerson = Pick<TClassPupil, 'id' | 'name' | 'username'>;
const nameOf = (pupil: TPerson) => (pupil.name && pupil.name !== pupil.username ? pupil.name : pupil.username);

/** Pupils waiting for the teacher: each admitted ('Przyjmij') or refused ('Odrzuć'). */
export function PendingPupils({ schoolClass }: { schoolClass: TClass }) {
  const { t } = useTranslation();
  const pending = schoolClass.pending ?? [];
  return (
    <TitledSection id="class-pending" title={`${t('classes.pending.title')} (${pending.length})`} titleSize="h3">
      {pending.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('classes.pending.empty')}
        </Text>
      ) : (
        <PlainList gap="xs">
          {pending.map((pupil) => (
            <PendingRow key={pupil.id} schoolClass={schoolClass} pupil={pupil} />
          ))}
        </PlainList>
      )}
    </TitledSection>
  );
}

function PendingRow({ schoolClass, pupil }: { schoolClass: TClass; pupil: TClassPendingPupil }) {
  const { t } = useTranslation();
  const name = nameOf(pupil);
  const nameId = `pending-${pupil.id}`;
  const approve = useClassChange(
    schoolClass.id,
    () => classesApi.approve(schoolClass.id, pupil.id),
    () => t('classes.pending.approved', { name }),
  );
  const reject = useClassChange(
    schoolClass.id,
    () => classesApi.removePupil(schoolClass.id, pupil.id),
    () => t('classes.pending.rejected', { name }),
  );
  const busy = approve.isPending || reject.isPending;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-labelledby={nameId}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {pupil.username} · {t('classes.pending.requested', { date: formatDate(pupil.requestedAt) })}
          </Text>
        </Stack>
        {schoolClass.policies.manageRoster && (
          <Group gap="xs">
            <Button
              size="sm"
              onClick={() => approve.mutate(undefined)}
              loading={approve.isPending}
              disabled={busy}
              aria-describedby={nameId}
            >
              {t('classes.pending.approve')}
            </Button>
            <Button
              size="sm"
              variant="default"
              onClick={() => reject.mutate(undefined)}
              loading={reject.isPending}
              disabled={busy}
              aria-describedby={nameId}
            >
              {t('classes.pending.reject')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** The class's pupils: name, login, since when, and 'Usuń z klasy' after a question. */
export function ClassPupils({ schoolClass }: { schoolClass: TClass }) {
  const { t } = useTranslation();
  const pupils = schoolClass.pupils ?? [];
  const manage = schoolClass.policies.manageRoster;
  return (
    <TitledSection id="class-pupils" title={`${t('classes.roster.title')} (${pupils.length})`} titleSize="h3">
      {pupils.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('classes.roster.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped highlightOnHover aria-labelledby="class-pupils">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('classes.roster.number')}</Table.Th>
                <Table.Th scope="col">{t('classes.roster.name')}</Table.Th>
                <Table.Th scope="col">{t('classes.roster.username')}</Table.Th>
                <Table.Th scope="col">{t('classes.roster.joined')}</Table.Th>
                {manage && <Table.Th scope="col">{t('classes.roster.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pupils.map((pupil) => (
                <PupilRow key={pupil.id} schoolClass={schoolClass} pupil={pupil} manage={manage} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TitledSection>
  );
}

function PupilRow({ schoolClass, pupil, manage }: { schoolClass: TClass; pupil: TClassPupil; manage: boolean }) {
  const { t } = useTranslation();
  const name = nameOf(pupil);
  const remove = useClassChange(
    schoolClass.id,
    () => classesApi.removePupil(schoolClass.id, pupil.id),
    () => t('classes.roster.removed', { name }),
  );
  return (
    <Table.Tr>
      <Table.Td>{pupil.registerNumber ?? ''}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Anchor component={Link} to={`/classes/${schoolClass.id}/pupils/${pupil.id}`} size="sm">
          {pupil.name}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {pupil.username}{' '}
        {pupil.loginCardUnused && (
          <Badge color="gray" variant="light" tt="none" title={t('classes.roster.loginCardUnusedTitle')}>
            {t('classes.roster.loginCardUnused')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{formatDate(pupil.joinedAt)}</Table.Td>
      {manage && (
        <Table.Td>
          <EditPupilButton schoolClass={schoolClass} pupil={pupil} />{' '}
          {pupil.withoutEmail && <ResetPupilPasswordButton schoolClass={schoolClass} pupil={pupil} />}{' '}
          <MovePupilButton schoolClass={schoolClass} pupil={pupil} name={name} />{' '}
          <ConfirmedButton
            size="xs"
            variant="light"
            color="red"
            label={t('classes.roster.remove')}
            ariaLabel={t('classes.roster.removeLabel', { name })}
            title={t('classes.roster.removeTitle', { name })}
            message={t('classes.roster.removeText')}
            confirmLabel={t('classes.roster.removeConfirm')}
            pending={remove.isPending}
            onConfirm={(close) => remove.mutate(undefined, { onSuccess: close })}
          />
        </Table.Td>
      )}
    </Table.Tr>
  );
}
