import {
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdmin, type THelpPerson, type THelpRequest, type TUserBlockResult } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/dates';
import { useViewer } from '../../lib/session/useViewer';
import { ForbiddenNotice } from '../moderation';
import { waitingFor } from './help-waiting';
import { safeguardingPl } from './safeguarding.pl';
import { safeguardingApi, safeguardingKeys } from './safeguarding-api';
import '../moderation';

/**
 * /admin/safeguarding: children's help requests for the responsible persons (issue 72). Open ones on top, the
 * longest-waiting first, with how long each has waited; the conversation as it was when sent; take, close, block.
 */
export function AdminSafeguardingPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const queue = useQuery({
    queryKey: safeguardingKeys.queue,
    queryFn: ({ signal }) => safeguardingApi.queue(signal),
    enabled: isAdmin(viewer),
    refetchInterval: 60_000,
  });
  if (ready && !isAdmin(viewer)) return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Title order={1}>{t('safeguarding.admin.title')}</Title>
      <Text>{t('safeguarding.admin.intro')}</Text>
      {queue.isError && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{t('safeguarding.admin.loadError')}</Text>
            <Button size="compact-sm" variant="default" onClick={() => queue.refetch()}>
              {t('safeguarding.admin.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {queue.data && queue.data.results.length === 0 && <Text>{t('safeguarding.admin.empty')}</Text>}
      <Stack
        gap="md"
        component="ol"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('safeguarding.admin.title')}
      >
        {queue.data?.results.map((request) => (
          <li key={request.id}>
            <HelpRequestCard request={request} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

const statusColor = { OPEN: 'red', IN_PROGRESS: 'orange', CLOSED: 'gray' } as const;

function HelpRequestCard({ request }: { request: THelpRequest }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(request.status === 'OPEN');
  const [note, setNote] = useState(request.note ?? '');
  const [blocking, setBlocking] = useState<THelpPerson | null>(null);
  const change = useMutation({
    mutationFn: (status: 'IN_PROGRESS' | 'CLOSED') =>
      safeguardingApi.setStatus(request.id, { status, note: note.trim() || null }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safeguardingKeys.all }),
  });
  const child = request.child;
  const adults = (request.room?.members ?? []).filter(
    (member) => member.id !== child?.id && !member.minor && member.role !== 'ADMIN',
  );
  const titleId = `help-${request.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge color={statusColor[request.status]}>{safeguardingPl.statuses[request.status]}</Badge>
            {request.status !== 'CLOSED' && (
              <Text fw={700} c="red">
                {t('safeguarding.admin.waiting', { time: waitingFor(request.createdAt) })}
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('safeguarding.admin.sentAt', { date: formatDateTime(request.createdAt) })}
          </Text>
        </Group>
        <Title order={2} size="h4" id={titleId}>
          {child
            ? child.age === null
              ? t('safeguarding.admin.childUnknownAge', { name: child.displayName })
              : t('safeguarding.admin.childAge', { name: child.displayName, age: child.age })
            : t('safeguarding.admin.child')}
          {child ? ` (@${child.username})` : ''}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{request.text}</Text>
        {request.withWhom && (
          <Text>
            <b>{t('safeguarding.admin.withWhom')}:</b> {request.withWhom}
          </Text>
        )}
        {request.room && (
          <Text size="sm">
            <b>{t('safeguarding.admin.room')}:</b> {request.room.name ?? ''}{' '}
            {t('safeguarding.admin.roomMembers', {
              names: request.room.members
                .map(
                  (member) =>
                    `${member.displayName}${member.minor ? ` (${t('safeguarding.admin.minor')})` : ''}${member.blocked ? ` — ${t('safeguarding.admin.blocked')}` : ''}`,
                )
                .join(', '),
            })}
          </Text>
        )}
        {request.handledBy && (
          <Text size="sm">{t('safeguarding.admin.handled', { name: request.handledBy.displayName })}</Text>
        )}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setOpened((value) => !value)}
            aria-expanded={opened}
          >
            {opened ? t('safeguarding.admin.hide') : t('safeguarding.admin.open')}
          </Button>
        </Group>
        <Collapse expanded={opened}>
          <Stack gap="sm">
            <Transcript request={request} />
            {request.status !== 'CLOSED' && (
              <>
                <Textarea
                  label={t('safeguarding.admin.note')}
                  value={note}
                  onChange={(event) => setNote(event.currentTarget.value)}
                  rows={2}
                />
                {change.isError && (
                  <Alert color="red" role="alert">
                    {change.error.message}
                  </Alert>
                )}
                <Group gap="xs">
                  {request.status === 'OPEN' && (
                    <Button size="compact-md" onClick={() => change.mutate('IN_PROGRESS')} loading={change.isPending}>
                      {t('safeguarding.admin.take')}
                    </Button>
                  )}
                  <Button
                    size="compact-md"
                    variant="default"
                    onClick={() => change.mutate('CLOSED')}
                    loading={change.isPending}
                  >
                    {t('safeguarding.admin.close')}
                  </Button>
                  {adults
                    .filter((adult) => !adult.blocked)
                    .map((adult) => (
                      <Button key={adult.id} size="compact-md" color="red" onClick={() => setBlocking(adult)}>
                        {t('safeguarding.admin.block', { name: adult.displayName })}
                      </Button>
                    ))}
                </Group>
              </>
            )}
            {request.status === 'CLOSED' && request.note && (
              <Text size="sm">
                <b>{t('safeguarding.admin.note')}:</b> {request.note}
              </Text>
            )}
          </Stack>
        </Collapse>
      </Stack>
      {blocking && <BlockDialog person={blocking} onClose={() => setBlocking(null)} />}
    </Paper>
  );
}

/** The conversation as it was when the child sent the request: read-only, like a chat log. */
function Transcript({ request }: { request: THelpRequest }) {
  const { t } = useTranslation();
  if (!request.room && request.transcript.length === 0) {
    return <Text size="sm">{t('safeguarding.admin.noTranscript')}</Text>;
  }
  return (
    <Stack
      gap={4}
      component="section"
      aria-label={t('safeguarding.admin.transcript', { count: request.transcript.length })}
    >
      <Text fw={600}>{t('safeguarding.admin.transcript', { count: request.transcript.length })}</Text>
      <Stack
        gap={6}
        component="ol"
        m={0}
        p="xs"
        style={{
          listStyle: 'none',
          maxHeight: 400,
          overflowY: 'auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 8,
        }}
        tabIndex={0}
      >
        {request.transcript.map((message) => (
          <li key={message.id}>
            <Text size="sm">
              <b>{message.authorName}</b>{' '}
              <Text span size="xs" c="dimmed">
                {formatDateTime(message.createdAt)}
              </Text>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.message}
            </Text>
            {message.files.length > 0 && (
              <Text size="xs" c="dimmed">
                {t('safeguarding.admin.files', { names: message.files.join(', ') })}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function BlockDialog({ person, onClose }: { person: THelpPerson; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const block = useMutation({
    mutationFn: () => safeguardingApi.block(person.id, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safeguardingKeys.all }),
  });
  const result: TUserBlockResult | undefined = block.data;
  return (
    <Modal opened onClose={onClose} title={`${t('safeguarding.admin.blockTitle')}: ${person.displayName}`}>
      {result ? (
        <Stack gap="md">
          <Alert color="teal" role="status">
            <Text>{result.message}</Text>
            <Text>
              {t('safeguarding.admin.blockDone', {
                rooms: result.roomsClosed,
                cancelled: result.bookingsCancelled,
                refunded: result.bookingsRefunded,
                left: result.bookingsLeft,
              })}
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('safeguarding.help.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            block.mutate();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('safeguarding.admin.blockIntro')}</Text>
            <TextInput
              label={t('safeguarding.admin.reason')}
              withAsterisk
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={1000}
              data-autofocus
            />
            {block.isError && (
              <Alert color="red" role="alert">
                {block.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('safeguarding.help.cancel')}
              </Button>
              <Button type="submit" color="red" loading={block.isPending}>
                {t('safeguarding.admin.blockConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
