import { Avatar, type AvatarProps, Indicator } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenceOf } from './useOnlineUsers';
import './presence.pl';

/**
 * An avatar with the status dot (docs/product-spec.md section 4 "Online status"): green while the user is
 * online, red while they are in a meeting, none while offline.
 */
export function OnlineAvatar({
  userId,
  children,
  ...avatar
}: AvatarProps & { userId: string | null | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const status = usePresenceOf(userId);
  return (
    <Indicator
      color={status === 'busy' ? 'red' : 'green'}
      position="bottom-end"
      offset={4}
      size={10}
      withBorder
      processing={false}
      disabled={status === 'offline'}
      aria-label={status === 'offline' ? undefined : t(`presence.${status}`)}
      data-online={status === 'offline' ? 'false' : 'true'}
      data-status={status}
    >
      <Avatar {...avatar}>{children}</Avatar>
    </Indicator>
  );
}
