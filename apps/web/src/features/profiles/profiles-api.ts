import type { QueryClient } from '@tanstack/react-query';
import { ratingEndpoints, type TReviewSave, type TUserProfile, type TUserRating, userEndpoints } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/**
 * Query keys of profiles and reviews. Profiles carry the viewer's policies, so their keys hold whether the
 * viewer is signed in (as the task rating does); `profileKeys.all` covers every profile however it was read.
 */
export const profileKeys = {
  all: ['profile'] as const,
  byUsername: (username: string, signedIn: boolean) => ['profile', 'username', username, signedIn] as const,
  reviewsOf: (userId: string) => ['review', 'list', userId] as const,
  reviews: (userId: string, page: number, signedIn: boolean) => ['review', 'list', userId, page, signedIn] as const,
};

/** Reviews are listed newest first, ten a page (packages/shared ratingLimits). */
export const reviewsPageSize = 10;

export const profilesApi = {
  /** The page shows its own 404 view, so no toast here. */
  byUsername: (username: string, signal?: AbortSignal) =>
    callEndpoint(userEndpoints.profileByUsername, { params: { username }, signal, errorToast: false }),
  reviews: (userId: string, page: number, signal?: AbortSignal) =>
    callEndpoint(ratingEndpoints.reviews, {
      params: { id: userId },
      query: { page, pageSize: reviewsPageSize },
      signal,
      errorToast: false,
    }),
  addReview: (userId: string, body: TReviewSave) =>
    callEndpoint(ratingEndpoints.addReview, { params: { id: userId }, body }),
  updateReview: (reviewId: string, body: TReviewSave) =>
    callEndpoint(ratingEndpoints.updateReview, { params: { id: reviewId }, body }),
  deleteReview: (reviewId: string) => callEndpoint(ratingEndpoints.deleteReview, { params: { id: reviewId } }),
};

/** After a review changed: every cached copy of the teacher's profile shows the new rating. */
export function setProfileRating(queryClient: QueryClient, userId: string, rating: TUserRating) {
  queryClient.setQueriesData<TUserProfile>({ queryKey: profileKeys.all }, (profile) =>
    profile && profile.id === userId ? { ...profile, rating } : profile,
  );
}
