import type { ZNotificationList } from '@zadania/shared';
import { notificationEndpoints } from '@zadania/shared';
import type { z } from 'zod';
import { callEndpoint } from '../../lib/api/call-endpoint';

export type TNotificationList = z.infer<typeof ZNotificationList>;

/** The signed-in user's notifications (the bell and /notifications). */
export const notificationsApi = {
  list: (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
    callEndpoint(notificationEndpoints.list, { query, signal, errorToast: false }),
  markRead: (id: string) => callEndpoint(notificationEndpoints.markRead, { params: { id } }),
  markAllRead: () => callEndpoint(notificationEndpoints.markAllRead),
};

export const notificationKeys = {
  all: ['notification'] as const,
  list: (query: { page: number; pageSize: number }) => ['notification', 'list', query] as const,
};
