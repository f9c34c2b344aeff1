import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReview, TReviewSave, TUserRating } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { profileKeys, profilesApi, setProfileRating } from './profiles-api';
import './profiles.pl';

/**
 * Writing, editing and deleting a review of `teacherId`, with the toasts of docs/product-spec.md section 8
 * ('Zrecenzowano!', 'Zaktualizowano!', 'Usunięto!'). After each the teacher's rating on every cached profile
 * is the one the answer carries, and the review list is read again; the mutation ends once it has been.
 */
export function useReviewMutations(teacherId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const afterChange = async (rating: TUserRating, message: string) => {
    setProfileRating(queryClient, teacherId, rating);
    showToast({ variant: 'success', message });
    await queryClient.invalidateQueries({ queryKey: profileKeys.reviewsOf(teacherId) });
  };
  const create = useMutation({
    mutationFn: (body: TReviewSave) => profilesApi.addReview(teacherId, body),
    onSuccess: (saved) => afterChange(saved.teacherRating, t('profiles.reviews.created')),
  });
  const update = useMutation({
    mutationFn: ({ review, body }: { review: TReview; body: TReviewSave }) => profilesApi.updateReview(review.id, body),
    onSuccess: (saved) => afterChange(saved.teacherRating, t('profiles.reviews.updated')),
  });
  const remove = useMutation({
    mutationFn: (review: TReview) => profilesApi.deleteReview(review.id),
    onSuccess: (deleted) => afterChange(deleted.teacherRating, t('profiles.reviews.deleted')),
  });
  return { create, update, remove };
}
