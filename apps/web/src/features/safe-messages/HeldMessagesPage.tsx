import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THeldMessage } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RowsSkeleton } from '../../components/PageSkeleton';
import { formatDateTime } from '../../i18n/dates';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { showToast } from '../../lib/toasts';
import { ForbiddenNotice } from '../moderation';
import { safeMessageKeys, safeMessagesApi } from './safe-messages-api';
import './safe-messages.pl';
import '../moderation';

function HeldMessageCard({ held }: { held: THeldMessage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sender = held.sender?.displayName ?? t('safeMessages.deletedUser');
  const decide = useMutation({
    mutationFn: (decision: 'release' | 'reject') =>
      decision === 'release' ? safeMessagesApi.release(held.id) : safeMessagesApi.reject(held.id),
    onSuccess: ({ message }) => showToast({ variant: 'success', message }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: safeMessageKeys.held }),
  });
  const headingId = `held-${held.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h5" id={headingId}>
          {t('safeMessages.sender')}: {sender}
        </Title>
        <Text size="sm" c="dimmed">
          {t('safeMessages.heldAt')}: {formatDateTime(held.heldAt)} · {t('safeMessages.room')}:{' '}
          {held.roomName ?? t('safeMessages.directRoom')}
        </Text>
        <Text size="sm">
          {t('safeMessages.minors')}: {held.minors.map((minor) => minor.displayName).join(', ') || '—'}
        </Text>
        <Text size="sm" c="red">
          {t('safeMessages.reason')}: {held.reason}
        </Text>
        <Text
          size="sm"
          p="xs"
          bg="var(--mantine-color-default-hover)"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 4 }}
        >
          {held.text}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            loading={decide.isPending && decide.variables === 'release'}
            disabled={decide.isPending}
            onClick={() => decide.mutate('release')}
            aria-label={t('safeMessages.releaseLabel', { name: sender })}
          >
            {t('safeMessages.release')}
          </Button>
          <Button
            color="red"
            variant="light"
            loading={decide.isPending && decide.variables === 'reject'}
            disabled={decide.isPending}
            onClick={() => decide.mutate('reject')}
            aria-label={t('safeMessages.rejectLabel', { name: sender })}
          >
            {t('safeMessages.reject')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /admin/safeguarding/held-messages (ADMIN): adults' messages to minors held for review, oldest first. */
export function HeldMessagesPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const allowed = viewer?.role === 'ADMIN';
  const list = useQuery({
    queryKey: safeMessageKeys.held,
    queryFn: ({ signal }) => safeMessagesApi.held(signal),
    enabled: ready && allowed,
  });
  useDocumentTitle(t('safeMessages.title'));

  if (ready && !allowed) return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;
  const data = list.data;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Title order={1}>{t('safeMessages.title')}</Title>
      <Text c="dimmed">{t('safeMessages.intro')}</Text>
      {!data && (list.isPending || !ready) && <RowsSkeleton count={2} height={160} />}
      {list.isError && !data && <Text c="red">{t('safeMessages.loadError')}</Text>}
      {data && data.results.length === 0 && <Text>{t('safeMessages.empty')}</Text>}
      {data && data.results.length > 0 && (
        <Stack gap="md">
          {data.results.map((held) => (
            <HeldMessageCard key={held.id} held={held} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
