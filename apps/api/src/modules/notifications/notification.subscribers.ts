import { defineSubscriber } from '../../lib/events/domain-events';
import type { TChatRepository } from '../chat/chat.repository';
import type { TNumberedDelivery } from '../realtime/numbered-delivery';
import type { createNotificationsRepository } from './notifications.repository';
import { toNotification } from './notifications.service';

/**
 * The notifications other modules' events cause: one per person to tell, never one to the actor. Once
 * stored, each reaches its recipient's open tabs as CreatedNotification, numbered (a retry re-sends the
 * same number, which the client drops).
 */
export function createNotificationSubscribers(
  repository: ReturnType<typeof createNotificationsRepository>,
  numbered: TNumberedDelivery,
  chat: Pick<TChatRepository, 'findRoom' | 'membersOf'>,
) {
  const notifications = {
    async insertForEvent(values: Parameters<typeof repository.insertForEvent>[0]) {
      const row = await repository.insertForEvent(values);
      if (row) await numbered.toUsers(values.eventId, [row.userId], 'CreatedNotification', toNotification(row));
    },
  };
  return [
    defineSubscriber('notifications.homework-reviewed', 'homework.reviewed', async (event) => {
      const { authorId, reviewerId, homeworkId, slug, status, comment } = event.payload;
      if (!authorId || authorId === reviewerId) return;
      await notifications.insertForEvent({
        eventId: event.id,
        userId: authorId,
        type: 'HOMEWORK_REVIEWED',
        payload: { homeworkId, slug, status, comment },
        createdAt: event.createdAt,
      });
    }),
    defineSubscriber('notifications.math-concept-change-reviewed', 'math-concept-change.reviewed', async (event) => {
      const { proposerId, reviewerId, changeId, conceptId, name, status } = event.payload;
      if (!proposerId || proposerId === reviewerId) return;
      await notifications.insertForEvent({
        eventId: event.id,
        userId: proposerId,
        type: 'MATH_CONCEPT_CHANGE_REVIEWED',
        payload: { changeId, conceptId, name, status },
        createdAt: event.createdAt,
      });
    }),
    // A message in a room: each other member's bell says so, once per room until they read it (the room or the
    // notification); the chat's own unread counts and realtime messages carry the rest.
    defineSubscriber('notifications.chat-message', 'chat.message.created', async (event) => {
      const { roomId } = event.payload;
      const [room, members] = await Promise.all([chat.findRoom(roomId), chat.membersOf([roomId])]);
      if (!room) return;
      const author = members.find((member) => member.id === event.actorId);
      const from = author ? `Nowa wiadomość od ${author.displayName}` : 'Nowa wiadomość';
      const text = room.kind === 'GROUP' && room.name ? `${from} w pokoju „${room.name}”.` : `${from}.`;
      for (const member of members) {
        if (member.id === event.actorId) continue;
        const about = { userId: member.id, type: 'CHAT_MESSAGE' as const, roomId, eventId: event.id };
        if (await repository.hasUnreadAboutRoom(about)) continue;
        await notifications.insertForEvent({
          eventId: event.id,
          userId: member.id,
          type: 'CHAT_MESSAGE',
          payload: { text, href: `/chat?chatRoomId=${roomId}`, roomId },
          createdAt: event.createdAt,
        });
      }
    }),
    defineSubscriber('notifications.chat-room-read', 'chat.room.read', async (event) => {
      const { roomId, userId, threadMessageId } = event.payload;
      if (threadMessageId) return;
      await repository.markReadAboutRoom({ userId, type: 'CHAT_MESSAGE', roomId });
    }),
    defineSubscriber('notifications.requested', 'notification.requested', async (event) => {
      const { type, recipientIds, text, href, data } = event.payload;
      for (const userId of new Set(recipientIds)) {
        if (userId === event.actorId) continue;
        await notifications.insertForEvent({
          eventId: event.id,
          userId,
          type,
          payload: { ...data, text, href },
          createdAt: event.createdAt,
        });
      }
    }),
  ];
}
