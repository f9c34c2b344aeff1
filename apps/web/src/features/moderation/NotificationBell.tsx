import { ActionIcon, Group, Indicator, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationContent } from './NotificationItem';
import { describeNotification } from './notification-text';
import { useLatestNotifications, useMarkNotificationsRead } from './useNotifications';
import './moderation.pl';

/** The header's bell (signed in): the unread count and a dropdown of the latest notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const latest = useLatestNotifications();
  const { markOne, markAll } = useMarkNotificationsRead();
  const unread = latest.data?.unreadCount ?? 0;
  const label = unread > 0 ? t('moderation.notificationsUnread', { count: unread }) : t('moderation.notifications');

  return (
    <Menu position="bottom-end" width={340} withinPortal>
      {/* The menu opens from the button itself; the count beside it is drawn, and the button's name says it. */}
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        disabled={unread === 0}
        offset={4}
        color="red"
        data-testid="notification-count"
      >
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      {/* A menu holds menu items only (WCAG 4.1.2): its heading and notices are plain text, its action an item. */}
      <Menu.Dropdown>
        <Group justify="space-between" px="xs" py={4} gap="xs" wrap="nowrap">
          <Text component="div" size="sm" fw={600}>
            {t('moderation.notifications')}
          </Text>
          <Menu.Item
            w="auto"
            fz="xs"
            c="var(--mantine-color-anchor)"
            closeMenuOnClick={false}
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('moderation.markAllRead')}
          </Menu.Item>
        </Group>
        <Menu.Divider />
        {latest.isError && !latest.data && (
          <Text component="div" size="sm" c="red" px="xs" py="sm">
            {t('moderation.notificationsError')}
          </Text>
        )}
        {latest.data?.results.length === 0 && (
          <Text component="div" size="sm" c="dimmed" px="xs" py="sm">
            {t('moderation.notificationsEmpty')}
          </Text>
        )}
        {latest.data?.results.map((notification) => {
          const { href } = describeNotification(notification, t);
          const onClick = () => {
            if (notification.readAt === null) markOne.mutate(notification.id);
          };
          return href ? (
            <Menu.Item key={notification.id} component={Link} to={href} onClick={onClick}>
              <NotificationContent notification={notification} />
            </Menu.Item>
          ) : (
            <Menu.Item key={notification.id} onClick={onClick}>
              <NotificationContent notification={notification} />
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item component={Link} to="/account/notifications" fz="sm" c="blue">
          {t('moderation.showAll')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
