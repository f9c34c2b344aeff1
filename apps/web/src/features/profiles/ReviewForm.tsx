import { Button, Group, Input, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { ratingLimits, ratingMessages, type TReview } from '@zadania/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { formatCount } from '../../components/number-format';
import { homeworkRatingPl } from '../homework';
import { DeleteReviewButton } from './DeleteReviewButton';
import { useReviewMutations } from './useReviewMutations';
import './profiles.pl';

/** Text of the review as the editor counts it: no tags, entities decoded. */
const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';

type TErrors = { rating?: string; review?: string };

/**
 * Stars (1–5) and text in the editor's review variant (256 characters, with its counter). Without an own
 * review it writes one (POST /user/{id}/reviews); with one it edits it (PUT /review/{id}) and offers to delete
 * it. The parent keys it by the own review, so it starts afresh after a create or a delete.
 */
export function ReviewForm({ teacherId, ownReview }: { teacherId: string; ownReview: TReview | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [rating, setRating] = useState(ownReview?.rating ?? 0);
  const [review, setReview] = useState(ownReview?.review ?? '');
  // The editor reports its text when it loses focus, which a click on 'Wystaw opinię' causes: the submit in
  // that same click must read that text, before React has rendered it into `review`.
  const latestReview = useRef(review);
  const [errors, setErrors] = useState<TErrors>({});
  const { create, update } = useReviewMutations(teacherId);
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const current = latestReview.current;
    const text = plainText(current);
    const next: TErrors = {};
    if (rating < ratingLimits.minStars || rating > ratingLimits.maxStars) next.rating = ratingMessages.stars;
    if (!text) next.review = ratingMessages.reviewEmpty;
    else if (text.length > ratingLimits.reviewMaxLength) next.review = ratingMessages.reviewTooLong;
    setErrors(next);
    if (next.rating || next.review) return;
    const body = { rating, review: current };
    if (ownReview) update.mutate({ review: ownReview, body });
    else create.mutate(body);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={`${id}-title`}>
            {ownReview ? t('profiles.reviews.yourReview') : t('profiles.reviews.writeReview')}
          </Title>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${id}-stars`}>
              {t('profiles.reviews.stars')}
            </Text>
            <Rating
              value={rating}
              onChange={(value) => {
                setRating(value);
                setErrors((current) => ({ ...current, rating: undefined }));
              }}
              readOnly={pending}
              size="lg"
              getSymbolLabel={(stars) => formatCount(stars, homeworkRatingPl.stars)}
              aria-labelledby={`${id}-stars`}
              aria-describedby={errors.rating ? `${id}-stars-error` : undefined}
            />
            {errors.rating && <Input.Error id={`${id}-stars-error`}>{errors.rating}</Input.Error>}
          </Stack>
          <Stack gap={4}>
            <RichTextEditor
              variant="review"
              value={review}
              onChange={(html) => {
                latestReview.current = html;
                setReview(html);
                setErrors((current) => ({ ...current, review: undefined }));
              }}
              height={140}
              placeholder={t('profiles.reviews.placeholder')}
              aria-label={t('profiles.reviews.text')}
              disabled={pending}
            />
            {errors.review && <Input.Error>{errors.review}</Input.Error>}
          </Stack>
          <Group justify="flex-end" gap="sm">
            {ownReview?.policies.delete && <DeleteReviewButton review={ownReview} teacherId={teacherId} labelled />}
            <Button type="submit" loading={pending}>
              {ownReview ? t('profiles.reviews.save') : t('profiles.reviews.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
