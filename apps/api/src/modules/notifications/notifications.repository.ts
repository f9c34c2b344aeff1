import type { TNotificationType } from '@zadania/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { notifications } from '../../db/schema';

export function createNotificationsRepository(db: TDb) {
  return {
    /** Called by other modules inside their transaction, so a notification exists only if the change committed. */
    async insert(values: { userId: string; type: TNotificationType; payload: Record<string, unknown> }) {
      const [row] = await db.insert(notifications).values(values).returning();
      return row!;
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

    async markAllRead(userId: string) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}
