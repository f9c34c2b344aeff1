import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getToken } from '../../lib/api/token-storage';
import { useMe } from '../../lib/session/useMe';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { showToast } from '../../lib/toasts';
import './chat.pl';

// The chat's calls and cache load with the first click: a page shows the button on every author's name.
const loadChat = () => Promise.all([import('./chat-api'), import('./chat-cache')]);

/**
 * The chat button on a user's name or card (docs/product-spec.md section 6): opens the direct room
 * (GET /chat/user/{id}) and goes to /chat?chatRoomId=...; logged out it says so (section 8); hidden on
 * one's own name.
 */
export function ChatButton({
  userId,
  userName,
  compact = false,
}: {
  userId: string;
  userName: string;
  /** An icon button (next to a name) instead of a labelled one (on a card). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const isAuthenticated = useIsAuthenticated();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: async () => {
      const [{ chatApi }, { upsertRoom }] = await loadChat();
      const room = await chatApi.directRoom(userId);
      upsertRoom(queryClient, room);
      return room;
    },
    onSuccess: (room) => {
      void navigate(`/chat?chatRoomId=${encodeURIComponent(room.id)}`);
    },
  });

  // Kept in place while the viewer's account loads: a page rendered on the server shows it to everybody, and a click
  // made before that (held until hydration) must still find it.
  if (isAuthenticated && me.data?.id === userId) return null;

  const onClick = () => {
    // The session as stored now: a click replayed during hydration renders with the signed-out snapshot.
    if (getToken() === null) {
      showToast({ variant: 'warning', title: t('chat.notLoggedInTitle'), message: t('chat.notLoggedInText') });
      return;
    }
    open.mutate();
  };
  const label = t('chat.chatButtonTo', { name: userName });

  if (compact) {
    return (
      <Tooltip label={label}>
        <ActionIcon variant="subtle" size="sm" aria-label={label} loading={open.isPending} onClick={onClick}>
          <IconMessageCircle size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="light"
      leftSection={<IconMessageCircle size={16} />}
      loading={open.isPending}
      onClick={onClick}
      aria-label={label}
    >
      {t('chat.chatButton')}
    </Button>
  );
}
