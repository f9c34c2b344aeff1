import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRealtimeClient } from '../../lib/realtime/RealtimeProvider';
import { openMeetingWindow } from '../presence';
import './chat.pl';

/** A meeting posted in the chat: its name and the link that opens it in its own window. */
export function ChatMeetingCard({
  messageId,
  name,
  joinUrl,
}: {
  messageId: string;
  name: string;
  joinUrl: string | null;
}) {
  const { t } = useTranslation();
  const realtime = useRealtimeClient();
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group gap="xs" wrap="nowrap">
        <IconVideo size={18} aria-hidden />
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('chat.meeting')}: {name}
          </Text>
          {joinUrl ? (
            <Anchor
              href={joinUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              onClick={(event) => {
                // In the meeting while its window is open: the others see this person busy (red).
                if (openMeetingWindow(messageId, joinUrl, () => realtime?.socket)) event.preventDefault();
              }}
            >
              {t('chat.joinMeeting')}
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              {t('chat.meetingNotConfigured')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
