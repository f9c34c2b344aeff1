import type {
  THomeworkStateResponse,
  THomeworkStatus,
  ZHomeworkReview,
  ZHomeworkReviewList,
  ZNotificationList,
  ZPendingCount,
} from '@zadania/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api/client';

export type THomeworkReview = z.infer<typeof ZHomeworkReview>;
export type TNotificationList = z.infer<typeof ZNotificationList>;
export type TReviewDecision = THomeworkReview['status'];

const homeworkPath = (id: string, action: string) => `/homework/${encodeURIComponent(id)}/${action}`;

/** The moderation workflow (submit, review, publish, visibility) and the notifications. */
export const moderationApi = {
  pendingCount: (signal?: AbortSignal) =>
    apiRequest<z.infer<typeof ZPendingCount>>('/homework/pending/count', { signal, errorToast: false }),
  reviews: (homeworkId: string, signal?: AbortSignal) =>
    apiRequest<z.infer<typeof ZHomeworkReviewList>>(homeworkPath(homeworkId, 'reviews'), {
      signal,
      errorToast: false,
    }),
  submitForReview: (homeworkId: string) =>
    apiRequest<THomeworkStateResponse>(homeworkPath(homeworkId, 'submit-for-review'), { method: 'PUT' }),
  review: (homeworkId: string, body: { status: TReviewDecision; comment: string }) =>
    apiRequest<THomeworkStateResponse>(homeworkPath(homeworkId, 'review'), { method: 'PUT', body }),
  publish: (homeworkId: string) =>
    apiRequest<THomeworkStateResponse>(homeworkPath(homeworkId, 'publish'), { method: 'PUT' }),
  setStatus: (homeworkId: string, status: THomeworkStatus) =>
    apiRequest<THomeworkStateResponse>(homeworkPath(homeworkId, 'status'), { method: 'PUT', body: { status } }),
  notifications: (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
    apiRequest<TNotificationList>('/notification', { query, signal, errorToast: false }),
  markRead: (id: string) =>
    apiRequest<{ message: string }>(`/notification/${encodeURIComponent(id)}/read`, { method: 'PUT' }),
  markAllRead: () => apiRequest<{ message: string }>('/notification/read-all', { method: 'PUT' }),
};

/** Query keys of this feature; task keys start with 'homework' so that invalidating 'homework' refreshes them too. */
export const moderationKeys = {
  pendingCount: ['homework', 'pending-count'] as const,
  reviews: (homeworkId: string) => ['homework', 'reviews', homeworkId] as const,
  notifications: ['notification'] as const,
  notificationList: (query: { page: number; pageSize: number }) => ['notification', 'list', query] as const,
};
