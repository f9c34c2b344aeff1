import { notificationMessages, type TNotification, type TViewerIn, type ZNotificationListQuery } from '@zadania/shared';
import type { z } from 'zod';
import type { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOf, paging } from '../../lib/paging';
import type { createNotificationsRepository } from './notifications.repository';

/** A stored notification as the API and the CreatedNotification event send it. */
export const toNotification = (row: typeof notifications.$inferSelect): TNotification => ({
  id: row.id,
  type: row.type,
  payload: row.payload,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export function createNotificationsService(repository: ReturnType<typeof createNotificationsRepository>) {
  return {
    /** One's own notifications, newest first, with the count of unread ones. */
    async list(viewer: TViewerIn, query: z.output<typeof ZNotificationListQuery>) {
      const { rows, total, unreadCount } = await repository.listOwn(viewer.id, paging(query));
      return { ...pageOf(rows.map(toNotification), total, query), unreadCount };
    },

    /** Someone else's notification does not exist for the viewer (404, not 403). */
    async markRead(viewer: TViewerIn, id: string) {
      const row = await repository.find(id);
      if (!row || row.userId !== viewer.id) throw AppError.notFound(notificationMessages.notFound);
      await repository.markRead(id);
      return { message: notificationMessages.read };
    },

    async markAllRead(viewer: TViewerIn) {
      await repository.markAllRead(viewer.id);
      return { message: notificationMessages.read };
    },
  };
}
