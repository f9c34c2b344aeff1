import { Alert, Button, Group, List, Modal, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TChildConversation, TConversationMessage } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/dates';
import { retryUnlessRefused } from '../../lib/api/api-error';
import { parentsApi, parentsKeys } from './parents-api';
import { QueryState } from './QueryState';
import './parents.pl';

const adultNames = (conversation: TChildConversation) =>
  conversation.adults.map((adult) => adult.displayName).join(', ');

/**
 * "Rozmowy z dorosłymi" on a child's page (issue 72): the child's rooms with adults. A child under 16: each opens
 * read-only; 16 or more: with whom and when only, and why.
 */
export function ChildConversations({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TChildConversation | null>(null);
  const list = useQuery({
    queryKey: parentsKeys.conversations(childId),
    queryFn: ({ signal }) => parentsApi.childConversations(childId, signal),
    retry: retryUnlessRefused,
  });
  return (
    <QueryState query={list} errorFallback={t('parents.conversations.loadError')}>
      {(data) => (
        <Stack gap="sm">
          <Text size="sm">
            {data.canReadText ? t('parents.conversations.intro') : t('parents.conversations.olderIntro')}
          </Text>
          {data.results.length === 0 ? (
            <Text c="dimmed">{t('parents.conversations.empty')}</Text>
          ) : (
            <List listStyleType="none" spacing="sm">
              {data.results.map((conversation) => (
                <List.Item key={conversation.roomId}>
                  <ConversationLine
                    conversation={conversation}
                    onRead={data.canReadText ? () => setOpen(conversation) : undefined}
                  />
                </List.Item>
              ))}
            </List>
          )}
          {open && <Transcript childId={childId} conversation={open} onClose={() => setOpen(null)} />}
        </Stack>
      )}
    </QueryState>
  );
}

function ConversationLine({ conversation, onRead }: { conversation: TChildConversation; onRead?: () => void }) {
  const { t } = useTranslation();
  const names = adultNames(conversation);
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('parents.conversations.with', { names })}
          </Text>
          {conversation.kind === 'GROUP' && conversation.name && (
            <Text size="sm">{t('parents.conversations.group', { name: conversation.name })}</Text>
          )}
          <Text size="sm" c="dimmed">
            {t('parents.conversations.count', { count: conversation.messageCount })}
            {' · '}
            {conversation.firstMessageAt && conversation.lastMessageAt
              ? t('parents.conversations.between', {
                  first: formatDateTime(conversation.firstMessageAt),
                  last: formatDateTime(conversation.lastMessageAt),
                })
              : t('parents.conversations.noMessages')}
          </Text>
        </Stack>
        {onRead && (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={onRead}
            aria-label={t('parents.conversations.readLabel', { names })}
          >
            {t('parents.conversations.read')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The room read-only, the oldest message first, 50 a page; full screen on a phone. */
function Transcript({
  childId,
  conversation,
  onClose,
}: {
  childId: string;
  conversation: TChildConversation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [page, setPage] = useState(1);
  const transcript = useQuery({
    queryKey: parentsKeys.conversation(childId, conversation.roomId, page),
    queryFn: ({ signal }) => parentsApi.childConversation(childId, conversation.roomId, page, signal),
    retry: retryUnlessRefused,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={!!phone}
      size="lg"
      title={t('parents.conversations.transcriptTitle', { names: adultNames(conversation) })}
      closeButtonProps={{ 'aria-label': t('parents.conversations.close') }}
    >
      <Stack gap="sm">
        <Alert color="blue" variant="light" p="xs">
          {t('parents.conversations.readOnly')}
        </Alert>
        <QueryState query={transcript} errorFallback={t('parents.conversations.loadError')}>
          {(data) => (
            <Stack gap="sm">
              {data.results.length === 0 ? (
                <Text c="dimmed">{t('parents.conversations.transcriptEmpty')}</Text>
              ) : (
                <List
                  listStyleType="none"
                  spacing="sm"
                  aria-label={t('parents.conversations.transcriptTitle', { names: adultNames(conversation) })}
                >
                  {data.results.map((message) => (
                    <List.Item key={message.id}>
                      <TranscriptMessage message={message} />
                    </List.Item>
                  ))}
                </List>
              )}
              {data.pageCount > 1 && (
                <nav aria-label={t('parents.conversations.pages')}>
                  <Pagination total={data.pageCount} value={page} onChange={setPage} size="sm" />
                </nav>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Modal>
  );
}

function TranscriptMessage({ message }: { message: TConversationMessage }) {
  const { t } = useTranslation();
  const author = message.author
    ? `${message.author.displayName} (${t(`parents.conversations.role.${message.author.role}`)})`
    : t('parents.conversations.deletedAuthor');
  const body =
    message.kind === 'MEETING'
      ? t('parents.conversations.meeting', { name: message.text })
      : message.kind === 'AUDIO' && !message.text
        ? t('parents.conversations.audio')
        : message.text;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {author}
        <Text span size="xs" c="dimmed" fw={400}>
          {' · '}
          {formatDateTime(message.createdAt)}
          {message.inThread && ` · ${t('parents.conversations.inThread')}`}
          {message.editedAt && ` · ${t('parents.conversations.edited', { date: formatDateTime(message.editedAt) })}`}
        </Text>
      </Text>
      {body && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {body}
        </Text>
      )}
      {message.files.length > 0 && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('parents.conversations.files', { names: message.files.join(', ') })}
        </Text>
      )}
      {message.edits.map((edit, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the edits of one message never reorder
        <Text key={index} size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('parents.conversations.before', { date: formatDateTime(edit.editedAt), text: edit.previousText })}
        </Text>
      ))}
    </Stack>
  );
}
