import { Box, Group, Stack, Text } from '@mantine/core';
import type { TNotification } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatRelative } from '../../i18n/dates';
import { describeNotification } from './notification-text';
import './moderation.pl';

/** One notification: its text, the review comment, when it came; unread ones are marked with a dot. */
export function NotificationContent({ notification }: { notification: TNotification }) {
  const { t } = useTranslation();
  const view = describeNotification(notification, t);
  const unread = notification.readAt === null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box
        w={8}
        h={8}
        mt={6}
        style={{
          borderRadius: '50%',
          flex: 'none',
          background: unread ? 'var(--mantine-color-blue-6)' : 'transparent',
        }}
        aria-label={unread ? t('moderation.unread') : undefined}
        role={unread ? 'img' : undefined}
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
          {view.text}
        </Text>
        {view.comment && (
          <Text size="xs" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {t('moderation.commentQuote', { comment: view.comment })}
          </Text>
        )}
        <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt}>
          {formatRelative(notification.createdAt)}
        </Text>
      </Stack>
    </Group>
  );
}
