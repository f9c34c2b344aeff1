import type { TNotificationType } from '@zadania/shared';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { notifications } from '../../db/schema';

/** The person's unread notifications of this type about this chat room. */
const unreadAboutRoom = (values: { userId: string; type: TNotificationType; roomId: string }) =>
  and(
    eq(notifications.userId, values.userId),
    eq(notifications.type, values.type),
    isNull(notifications.readAt),
    sql`${notifications.payload}->>'roomId' = ${values.roomId}`,
  );

export function createNotificationsRepository(db: TDb) {
  return {
    /**
     * Writes the notification of one domain event for one person, once: a subscriber run again for the same
     * event (a retry) changes nothing. Answers the stored row (gone only if deleted meanwhile).
     */
    async insertForEvent(values: {
      eventId: string;
      userId: string;
      type: TNotificationType;
      payload: Record<string, unknown>;
      createdAt: Date;
    }) {
      await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({ target: [notifications.eventId, notifications.userId] });
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.eventId, values.eventId), eq(notifications.userId, values.userId)));
      return row;
    },

    async listOwn(userId: string, options: { limit: number; offset: number }) {
      const own = eq(notifications.userId, userId);
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(own)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ value: count() }).from(notifications).where(own),
        db
          .select({ value: count() })
          .from(notifications)
          .where(and(own, isNull(notifications.readAt))),
      ]);
      return { rows, total: total?.value ?? 0, unreadCount: unread?.value ?? 0 };
    },

    async find(id: string) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row;
    },

    async markRead(id: string) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
    },

    /**
     * Whether the person still has an unread notification of this type about this chat room from another event:
     * the bell shows one per room until it is read, however many messages follow.
     */
    async hasUnreadAboutRoom(values: { userId: string; type: TNotificationType; roomId: string; eventId: string }) {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(unreadAboutRoom(values), ne(notifications.eventId, values.eventId)))
        .limit(1);
      return !!row;
    },

    /** Marks read the person's notifications of this type about this chat room (the room was read). */
    async markReadAboutRoom(values: { userId: string; type: TNotificationType; roomId: string }) {
      await db.update(notifications).set({ readAt: new Date() }).where(unreadAboutRoom(values));
    },

    async markAllRead(userId: string) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}
