import { z } from 'zod';
import { ZHomeworkRatingPolicies, ZReviewPolicies } from '../policies/policy.schemas';
import { ZAvatar } from '../users/user.schemas';
import { validationMessages as m } from '../validation/messages';
import { pagingQuery } from '../validation/paging';

/** The limits of ratings and reviews (docs/product-spec.md section 9: review limit 256). */
export const ratingLimits = {
  minStars: 1,
  maxStars: 5,
  /** Characters of plain text, as the editor's review variant counts them. */
  reviewMaxLength: 256,
  /** The stored HTML around those characters (marks, paragraphs, math) may be longer, within reason. */
  reviewMaxHtmlLength: 8000,
  reviewsPageSize: 10,
  reviewsMaxPageSize: 50,
} as const;

export const ratingMessages = {
  stars: `Wybierz ocenę od ${ratingLimits.minStars} do ${ratingLimits.maxStars} gwiazdek`,
  reviewEmpty: m.required,
  reviewTooLong: m.longTextMax,
  reviewId: 'Niepoprawny identyfikator opinii',
  homeworkId: 'Niepoprawny identyfikator zadania',
  ownHomework: 'Nie możesz oceniać własnego zadania.',
  notPublic: 'Można oceniać tylko opublikowane zadania.',
  notRated: 'To zadanie nie ma jeszcze Twojej oceny.',
  ownReview: 'Nie możesz wystawić opinii samemu sobie.',
  notTeacher: 'Opinie można wystawiać tylko nauczycielom.',
  reviewDuplicate: 'Ta osoba ma już Twoją opinię. Możesz ją edytować.',
  reviewNotFound: 'Nie znaleziono opinii.',
} as const;

/** Whole stars: half stars are only shown, for averages. */
export const ZStars = z
  .number({ error: ratingMessages.stars })
  .int(ratingMessages.stars)
  .min(ratingLimits.minStars, ratingMessages.stars)
  .max(ratingLimits.maxStars, ratingMessages.stars);

/** An average of stars, 0 when nothing is rated; two decimals. */
const ZAverage = z.number().min(0).max(ratingLimits.maxStars);

export const ZHomeworkIdParams = z.object({ id: z.uuid({ error: ratingMessages.homeworkId }) });
export const ZReviewIdParams = z.object({ id: z.uuid({ error: ratingMessages.reviewId }) });

/** PUT /homework/{id}/rating. */
export const ZHomeworkRatingSave = z.object({ rating: ZStars }, { error: ratingMessages.stars });
export type THomeworkRatingSave = z.infer<typeof ZHomeworkRatingSave>;

/** A task's stars as its page shows them, with the viewer's own (null when none or signed out). */
export const ZHomeworkRatingState = z.object({
  ratingsAvg: ZAverage,
  ratingsCount: z.number().int(),
  rating: ZStars.nullable().describe("The viewer's own stars for this task"),
  policies: ZHomeworkRatingPolicies,
});
export type THomeworkRatingState = z.infer<typeof ZHomeworkRatingState>;

export const ZHomeworkRatingSaved = ZHomeworkRatingState.extend({ message: z.string() });
export type THomeworkRatingSaved = z.infer<typeof ZHomeworkRatingSaved>;

/**
 * A user's rating (docs/product-spec.md section 3): the overall mean of every star they received (their tasks'
 * ratings, courses, lectures and reviews of them) and each kind's own mean and count.
 */
export const ZUserRating = z.object({
  rating: ZAverage,
  count: z.number().int(),
  homeworkRating: ZAverage,
  homeworkCount: z.number().int(),
  courseRating: ZAverage,
  courseCount: z.number().int(),
  lectureRating: ZAverage,
  lectureCount: z.number().int(),
});
export type TUserRating = z.infer<typeof ZUserRating>;

export const ZUserRatingResponse = z.object({ rating: ZUserRating });

/** POST /user/{id}/reviews and PUT /review/{id}: stars and rich text (the editor's review variant). */
export const ZReviewSave = z.object(
  {
    rating: ZStars,
    review: z
      .string({ error: ratingMessages.reviewEmpty })
      .min(1, ratingMessages.reviewEmpty)
      .max(ratingLimits.reviewMaxHtmlLength, ratingMessages.reviewTooLong)
      .describe(`Rich HTML; at most ${ratingLimits.reviewMaxLength} characters of plain text`),
  },
  { error: m.required },
);
export type TReviewSave = z.infer<typeof ZReviewSave>;

export const ZReviewAuthor = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  avatar: ZAvatar,
});

export const ZReview = z.object({
  id: z.uuid(),
  teacherId: z.uuid(),
  author: ZReviewAuthor,
  rating: ZStars,
  review: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  policies: ZReviewPolicies,
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewListQuery = z.object(
  pagingQuery({ max: ratingLimits.reviewsMaxPageSize, fallback: ratingLimits.reviewsPageSize }),
);
export type TReviewListQuery = z.output<typeof ZReviewListQuery>;

/** GET /user/{id}/reviews: newest first, with the viewer's own review of this user, if any, for the form. */
export const ZReviewPage = z.object({
  results: z.array(ZReview),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  ownReview: ZReview.nullable(),
});
export type TReviewPage = z.infer<typeof ZReviewPage>;

export const ZReviewSaved = z.object({ message: z.string(), review: ZReview, teacherRating: ZUserRating });
export type TReviewSaved = z.infer<typeof ZReviewSaved>;

export const ZReviewDeleted = z.object({ message: z.string(), teacherRating: ZUserRating });
export type TReviewDeleted = z.infer<typeof ZReviewDeleted>;
