import { Badge, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconEdit, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THomeworkType, TMathConcept } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlainList } from '../../components/PlainList';
import { TitledSection } from '../../components/TitledSection';
import { formatDateTime } from '../../i18n/dates';
import { queryKeys } from '../../lib/api/query-keys';
import { showToast } from '../../lib/toasts';
import { HomeworkTypeFormDialog } from './HomeworkTypeFormDialog';
import { homeworkTypeAdminApi, homeworkTypeAdminKeys, type THomeworkTypeHistoryEntry } from './homework-type-admin-api';
import { formValuesOf } from './homework-type-form';
import { homeworkTypeAdminPl } from './homework-types.pl';
import { useTypeConcepts } from './useTypeConcepts';

/** ADMIN: 'Edytuj' (the form with the type's concepts resolved), 'Usuń' with confirmation, the done toggle. */
export function HomeworkTypeAdminBar({ type }: { type: THomeworkType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { loaded, anyPending: conceptsPending } = useTypeConcepts(type);

  const toggle = useMutation({
    mutationFn: () => homeworkTypeAdminApi.toggleDone(type.id),
    onSuccess: (updated) => {
      showToast({ variant: 'success', message: t('homeworkTypeAdmin.updated') });
      queryClient.setQueryData(queryKeys.homeworkType(type.slug), updated);
      void queryClient.invalidateQueries({ queryKey: ['homework-type'] });
    },
  });
  const remove = useMutation({
    mutationFn: () => homeworkTypeAdminApi.remove(type.id),
    onSuccess: () => {
      setDeleting(false);
      showToast({ variant: 'success', message: t('homeworkTypeAdmin.deleted') });
      queryClient.removeQueries({ queryKey: queryKeys.homeworkType(type.slug) });
      void queryClient.invalidateQueries({ queryKey: ['homework-type', 'list'] });
      navigate('/resources/homework-types');
    },
  });

  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconEdit size={16} aria-hidden />}
        onClick={() => setEditing(true)}
        disabled={conceptsPending}
      >
        {t('homeworkTypeAdmin.edit')}
      </Button>
      <Button
        variant={type.done ? 'default' : 'light'}
        color="teal"
        leftSection={<IconCircleCheck size={16} aria-hidden />}
        onClick={() => toggle.mutate()}
        loading={toggle.isPending}
      >
        {type.done ? t('homeworkTypeAdmin.markNotDone') : t('homeworkTypeAdmin.markDone')}
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setDeleting(true)}
      >
        {t('homeworkTypeAdmin.delete')}
      </Button>
      {editing && (
        <HomeworkTypeFormDialog
          opened={editing}
          onClose={() => setEditing(false)}
          type={type}
          initialValues={formValuesOf(
            type,
            loaded.map((concept: TMathConcept) => ({ id: concept.id, name: concept.name, type: concept.type })),
          )}
        />
      )}
      <Modal
        opened={deleting}
        onClose={() => !remove.isPending && setDeleting(false)}
        title={t('homeworkTypeAdmin.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="lg">
          <Text>{t('homeworkTypeAdmin.deleteConfirm', { name: type.name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(false)} disabled={remove.isPending} data-autofocus>
              {t('homeworkTypeAdmin.cancel')}
            </Button>
            <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
              {t('homeworkTypeAdmin.deleteYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

const maxValueLength = 160;

/** A history value as text: HTML without tags, booleans in Polish, types and concepts by name. */
function useFormatValue(names: Record<string, string>) {
  const { t } = useTranslation();
  const nameOf = (id: string) => names[id] ?? t('homeworkTypeAdmin.deletedItem');
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('homeworkTypeAdmin.empty');
    if (typeof value === 'boolean') return value ? 'tak' : 'nie';
    if (field === 'parentId' && typeof value === 'string') return nameOf(value);
    if (Array.isArray(value)) {
      if (value.length === 0) return t('homeworkTypeAdmin.empty');
      return value.map((item) => (field.endsWith('Ids') ? nameOf(String(item)) : String(item))).join(', ');
    }
    if (typeof value === 'string') {
      const text = value.includes('<')
        ? (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '')
        : value;
      return text.length > maxValueLength ? `${text.slice(0, maxValueLength)}…` : text;
    }
    return JSON.stringify(value);
  };
}

function fieldLabel(field: string) {
  const fields = homeworkTypeAdminPl.fields as Record<string, string>;
  return fields[field] ?? field;
}

function HistoryEntry({ entry, names }: { entry: THomeworkTypeHistoryEntry; names: Record<string, string> }) {
  const { t } = useTranslation();
  const format = useFormatValue(names);
  const changes = Object.entries(entry.changes);
  return (
    <Stack gap={4} component="li">
      <Text size="sm">
        <Text span fw={600}>
          {t(`homeworkTypeAdmin.actions.${entry.action}`)}
        </Text>{' '}
        · {entry.actor?.displayName ?? t('homeworkTypeAdmin.unknownActor')} · {formatDateTime(entry.createdAt)}
      </Text>
      {changes.length > 0 && (
        <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={4}>
          <Table.Tbody>
            {changes.map(([field, change]) => (
              <Table.Tr key={field}>
                <Table.Th w={160}>{fieldLabel(field)}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {format(field, change.from)} → {format(field, change.to)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** ADMIN: 'Historia zmian' of a task type, newest first. */
export function HomeworkTypeHistory({ type }: { type: THomeworkType }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: homeworkTypeAdminKeys.history(type.id),
    queryFn: ({ signal }) => homeworkTypeAdminApi.history(type.id, signal),
  });
  return (
    <TitledSection id="type-history" title={t('homeworkTypeAdmin.history')} titleSize="h4" gap="xs">
      {history.isPending && <Skeleton height={60} aria-hidden />}
      {history.isError && <Text c="red">{t('homeworkTypeAdmin.historyError')}</Text>}
      {history.data && history.data.results.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('homeworkTypeAdmin.historyEmpty')}
        </Text>
      )}
      {history.data && history.data.results.length > 0 && (
        <PlainList gap="md">
          {history.data.results.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} names={history.data.names} />
          ))}
        </PlainList>
      )}
    </TitledSection>
  );
}

/** The done badge, shown to admins next to the title. */
export function DoneBadge({ done }: { done: boolean }) {
  const { t } = useTranslation();
  if (!done) return null;
  return (
    <Badge color="teal" variant="light" radius="sm" leftSection={<IconCircleCheck size={12} aria-hidden />}>
      {t('homeworkTypeAdmin.done')}
    </Badge>
  );
}
