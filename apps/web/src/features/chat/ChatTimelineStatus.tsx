import { Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatRetryAlert } from './ChatRetryAlert';
import type { useChatMessages } from './useChatMessages';
import './chat.pl';

const skeletonKeys = ['a', 'b', 'c', 'd'];

/** A timeline's state above its messages: loading, the error with a retry, empty, or the older messages' loader. */
export function ChatTimelineStatus({
  query,
  isThread,
  onLoadOlder,
}: {
  query: ReturnType<typeof useChatMessages>;
  isThread: boolean;
  onLoadOlder: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending && (
        <Stack gap="sm" aria-hidden data-testid="messages-skeleton">
          {skeletonKeys.map((key, index) => (
            <Skeleton key={key} height={56} radius="md" width={index % 2 ? '70%' : '85%'} ml={index % 2 ? 'auto' : 0} />
          ))}
        </Stack>
      )}
      {query.isError && <ChatRetryAlert message={t('chat.messagesError')} onRetry={() => void query.refetch()} />}
      {query.isSuccess && query.messages.length === 0 && (
        <Center h="100%">
          <Text c="dimmed" size="sm">
            {isThread ? t('chat.threadEmpty') : t('chat.noMessages')}
          </Text>
        </Center>
      )}
      {query.isSuccess && query.messages.length > 0 && (
        <Center py={4}>
          {query.isFetchingNextPage ? (
            <Loader size="xs" role="status" aria-label={t('chat.loadingOlder')} />
          ) : query.hasNextPage ? (
            <Button variant="subtle" size="compact-xs" onClick={onLoadOlder}>
              {t('chat.loadOlder')}
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              {t('chat.beginning')}
            </Text>
          )}
        </Center>
      )}
    </>
  );
}
