import {
  ActionIcon,
  Badge,
  Button,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconPlus, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChatRoom } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainList } from '../../components/PlainList';
import { pluralize } from '../../i18n/plural';
import { useMe } from '../../lib/session/useMe';
import { OnlineAvatar } from '../presence';
import { ChatRetryAlert } from './ChatRetryAlert';
import { CreateRoomDialog } from './CreateRoomDialog';
import { chatPl } from './chat.pl';
import { chatApi, chatKeys } from './chat-api';
import { flattenRooms, upsertRoom } from './chat-cache';
import { otherMembers, roomTitle } from './chat-names';

const skeletonKeys = ['a', 'b', 'c', 'd', 'e'];

/** The viewer's rooms, 15 a page (docs/product-spec.md section 9), more on demand; chat events refetch them. */
export function useChatRooms() {
  return useInfiniteQuery({
    queryKey: chatKeys.rooms,
    queryFn: ({ pageParam, signal }) => chatApi.rooms(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
  });
}

export function ChatRoomList({
  selectedRoomId,
  onSelect,
}: {
  selectedRoomId: string | null;
  onSelect: (roomId: string) => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const rooms = useChatRooms();
  const [creating, setCreating] = useState(false);
  const list = flattenRooms(rooms.data);

  return (
    <Stack gap="xs" h="100%" component="section" aria-labelledby="chat-rooms-title">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4" id="chat-rooms-title">
          {t('chat.rooms')}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setCreating(true)}>
          {t('chat.createRoom')}
        </Button>
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {rooms.isPending && (
          <Stack gap="xs" aria-hidden data-testid="rooms-skeleton">
            {skeletonKeys.map((key) => (
              <Skeleton key={key} height={52} radius="md" />
            ))}
          </Stack>
        )}
        {rooms.isError && <ChatRetryAlert message={t('chat.roomsError')} onRetry={() => void rooms.refetch()} />}
        {rooms.isSuccess && list.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('chat.noRooms')}
          </Text>
        )}
        <PlainList gap={4} aria-label={t('chat.roomsListLabel')}>
          {list.map((room) => (
            <li key={room.id}>
              <RoomRow
                room={room}
                title={roomTitle(room, me.data?.id)}
                viewerId={me.data?.id}
                selected={room.id === selectedRoomId}
                onSelect={() => onSelect(room.id)}
              />
            </li>
          ))}
        </PlainList>
        {rooms.hasNextPage && (
          <Button
            variant="subtle"
            fullWidth
            mt="xs"
            loading={rooms.isFetchingNextPage}
            onClick={() => void rooms.fetchNextPage()}
          >
            {t('chat.loadMoreRooms')}
          </Button>
        )}
      </ScrollArea>
      <CreateRoomDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(room) => {
          setCreating(false);
          onSelect(room.id);
        }}
      />
    </Stack>
  );
}

function RoomRow({
  room,
  title,
  viewerId,
  selected,
  onSelect,
}: {
  room: TChatRoom;
  title: string;
  viewerId: string | undefined;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => chatApi.toggleFavorite(room.id),
    onSuccess: ({ favorite }) => {
      upsertRoom(queryClient, { ...room, favorite });
      return queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
    },
  });
  const unreadText = room.unreadCount > 0 ? pluralize(room.unreadCount, chatPl.unread) : null;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      data-testid="chat-room"
      data-room-id={room.id}
      bg={selected ? 'var(--mantine-color-default-hover)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <UnstyledButton
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        aria-label={unreadText ? `${title}, ${unreadText}` : title}
        p="xs"
        style={{ flex: 1, minWidth: 0 }}
      >
        <Group gap="sm" wrap="nowrap">
          <OnlineAvatar
            userId={room.kind === 'DIRECT' ? otherMembers(room, viewerId)[0]?.id : null}
            radius="xl"
            size={36}
            color="blue"
            alt=""
          >
            {title.slice(0, 2).toUpperCase()}
          </OnlineAvatar>
          <Text size="sm" fw={room.unreadCount > 0 ? 700 : 500} truncate style={{ flex: 1 }}>
            {title}
          </Text>
          {room.unreadCount > 0 && (
            <Badge color="red" size="sm" circle={room.unreadCount < 10} aria-hidden data-testid="unread-badge">
              {room.unreadCount}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
      <Tooltip label={room.favorite ? t('chat.removeFavorite') : t('chat.addFavorite')}>
        <ActionIcon
          variant="subtle"
          color={room.favorite ? 'yellow' : 'gray'}
          aria-label={`${room.favorite ? t('chat.removeFavorite') : t('chat.addFavorite')}: ${title}`}
          aria-pressed={room.favorite}
          loading={toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          {room.favorite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
