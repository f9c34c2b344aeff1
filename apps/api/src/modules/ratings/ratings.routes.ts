import { ratingEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

/** The usual errors and 429: every write is rate-limited. */
const errors = errorResponses(400, 401, 403, 404, 429);

const ratingFormula =
  "ratingsAvg is the mean of the task's stars (whole stars 1–5, two decimals, 0 when unrated; the UI shows it with half stars), ratingsCount their number; both are recomputed from the rating rows in the transaction of the write, with the task's row locked, and so is the author's rating.";
const userRatingFormula =
  "A user's rating: homeworkRating/homeworkCount are the mean and number of every star given to the tasks they authored; courseRating/courseCount ('Kursy') the mean and number of the stars given to their courses (PUT /course/{id}/rating), lectureRating/lectureCount ('Korepetycje') those of their lessons (PUT /tutoring/lessons/{id}/rating); rating/count are the mean and number of every single star behind homework, course and lecture ratings plus the reviews of the user (each review counts once, like one task rating).";

/**
 * Stars on tasks and reviews of teachers (issue 14 point 2). The spec names no paths for these; ours are
 * /api/homework/{id}/rating, /api/user/{id}/rating, /api/user/{id}/reviews and /api/review/{id}.
 */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.ratings;
  const homework = endpointRoutes(app, { tags: ['Homework'], errors });
  const user = endpointRoutes(app, { tags: ['User'], errors });

  homework.publicRoute(
    ratingEndpoints.homeworkRating,
    {
      summary: "A task's average stars and count, with the viewer's own stars (null when none or signed out)",
      description: `${ratingFormula} A task the viewer may not read answers 404. policies.rate tells whether the viewer may give stars.`,
      errors: errorResponses(400, 404),
    },
    async (request) => service.getHomeworkRating(request.viewer, request.params.id),
  );

  homework.signedIn(
    ratingEndpoints.rateHomework,
    {
      summary: "Give or change the viewer's stars for a task (1–5, once per user)",
      description: `Signed in; only a public task, never one's own (403). Answers 'Dodano!' the first time, 'Zaktualizowano!' after, with the task's new ratingsAvg/ratingsCount. ${ratingFormula} Rate-limited ('rating').`,
    },
    async (request) => service.rateHomework(request.viewer, request.params.id, request.body.rating, request),
  );

  homework.signedIn(
    ratingEndpoints.unrateHomework,
    {
      summary: "Remove the viewer's stars from a task",
      description: `Answers 'Usunięto!' and the task's new ratingsAvg/ratingsCount; 404 when the viewer has not rated it. Rate-limited ('rating').`,
    },
    async (request) => service.unrateHomework(request.viewer, request.params.id, request),
  );

  user.publicRoute(
    ratingEndpoints.userRating,
    {
      summary: "A user's rating with its breakdown (tasks, courses, tutoring)",
      description: userRatingFormula,
      errors: errorResponses(400, 404),
    },
    async (request) => service.getUserRating(request.params.id),
  );

  user.publicRoute(
    ratingEndpoints.reviews,
    {
      summary: 'The reviews of a teacher, newest first (public, paged)',
      description:
        "pageSize 1–50 (10 by default). ownReview is the signed-in viewer's review of this user, wherever it is in the list, for the review form. Each review carries policies: update for its author, delete for its author or an ADMIN.",
      errors: errorResponses(400, 404),
    },
    async (request) => service.listReviews(request.viewer, request.params.id, request.query),
  );

  user.signedIn(
    ratingEndpoints.addReview,
    {
      summary: 'Review a teacher: stars and a short rich text',
      description: `Signed in; only a TEACHER can be reviewed (anybody else: 400), never oneself (403). One review per author and teacher: a second one answers 409, change the first with PUT /review/{id}. The text is sanitized rich HTML (the editor's review variant) of 1–256 characters of plain text ('Maksimum 256 znaków'). Answers 'Zrecenzowano!', the review and the teacher's new rating. ${userRatingFormula} Rate-limited ('review').`,
      responses: errorResponses(409),
    },
    async (request) => service.addReview(request.viewer, request.params.id, request.body, request),
  );

  user.signedIn(
    ratingEndpoints.updateReview,
    {
      summary: 'Change a review (its author only)',
      description: `Anybody but the author, an ADMIN too, gets 403. Answers 'Zaktualizowano!', the review and the teacher's new rating. Rate-limited ('review').`,
    },
    async (request) => service.updateReview(request.viewer, request.params.id, request.body, request),
  );

  user.signedIn(
    ratingEndpoints.deleteReview,
    {
      summary: 'Delete a review (its author, or an ADMIN)',
      description: `Answers 'Usunięto!' and the teacher's new rating. Rate-limited ('review').`,
    },
    async (request) => service.deleteReview(request.viewer, request.params.id, request),
  );
};
