import type { THomeworkStatus, ZHomeworkReview } from '@zadania/shared';
import { homeworkEndpoints } from '@zadania/shared';
import type { z } from 'zod';
import { callEndpoint } from '../../lib/api/call-endpoint';

export type THomeworkReview = z.infer<typeof ZHomeworkReview>;
export type TReviewDecision = THomeworkReview['status'];

/** The moderation workflow (submit, review, publish, visibility); the notifications are in features/notifications. */
export const moderationApi = {
  pendingCount: (signal?: AbortSignal) => callEndpoint(homeworkEndpoints.pendingCount, { signal, errorToast: false }),
  reviews: (homeworkId: string, signal?: AbortSignal) =>
    callEndpoint(homeworkEndpoints.reviews, { params: { id: homeworkId }, signal, errorToast: false }),
  submitForReview: (homeworkId: string) =>
    callEndpoint(homeworkEndpoints.submitForReview, { params: { id: homeworkId } }),
  review: (homeworkId: string, body: { status: TReviewDecision; comment: string }) =>
    callEndpoint(homeworkEndpoints.review, { params: { id: homeworkId }, body }),
  publish: (homeworkId: string) => callEndpoint(homeworkEndpoints.publish, { params: { id: homeworkId } }),
  setStatus: (homeworkId: string, status: THomeworkStatus) =>
    callEndpoint(homeworkEndpoints.setStatus, { params: { id: homeworkId }, body: { status } }),
};

/** Query keys of this feature; task keys start with 'homework' so that invalidating 'homework' refreshes them too. */
export const moderationKeys = {
  pendingCount: ['homework', 'pending-count'] as const,
  reviews: (homeworkId: string) => ['homework', 'reviews', homeworkId] as const,
};
