import './chat-styles';
import { Box, Center, Group, Paper, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useViewer } from '../../lib/session/useViewer';
import { ChatRoomList } from './ChatRoomList';
import { ChatRoomView } from './ChatRoomView';
import './chat.pl';

/** Below this width the list and the room are two screens (a chosen room replaces the list). */
export const PHONE_QUERY = '(max-width: 48em)';

/** The page fills the window below the header (60 px) and the shell's padding. */
const PAGE_HEIGHT = 'calc(100dvh - 60px - 2 * var(--mantine-spacing-md))';

/** /chat?chatRoomId={id} (docs/product-spec.md section 2): the viewer's rooms and the chosen room. */
export function ChatPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roomId = params.get('chatRoomId');
  const { viewer, ready } = useViewer();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;

  const selectRoom = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('chatRoomId', id);
        else next.delete('chatRoomId');
        return next;
      },
      { replace: false },
    );

  const list = <ChatRoomList selectedRoomId={roomId} onSelect={selectRoom} />;
  const room =
    !ready || !viewer ? (
      <Skeleton h="100%" />
    ) : roomId ? (
      <ChatRoomView key={roomId} roomId={roomId} viewer={viewer} onBack={phone ? () => selectRoom(null) : undefined} />
    ) : (
      <Center h="100%">
        <Text c="dimmed">{t('chat.selectRoom')}</Text>
      </Center>
    );

  return (
    <Box h={PAGE_HEIGHT} mih={420} px={{ base: 'xs', sm: 0 }}>
      <VisuallyHidden>
        <Title order={1}>{t('chat.title')}</Title>
      </VisuallyHidden>
      {phone ? (
        <Box h="100%" data-testid={roomId ? 'chat-room-screen' : 'chat-list-screen'}>
          {roomId ? room : list}
        </Box>
      ) : (
        <Group h="100%" gap="md" align="stretch" wrap="nowrap">
          <Paper withBorder radius="md" p="xs" h="100%" w={320} style={{ flexShrink: 0 }}>
            {list}
          </Paper>
          <Box h="100%" style={{ flex: 1, minWidth: 0 }}>
            {room}
          </Box>
        </Group>
      )}
    </Box>
  );
}
