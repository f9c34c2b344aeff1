import {
  tutoringMessages,
  validationMessages,
  ZCalendar,
  ZCalendarFeed,
  ZCalendarQuery,
  ZDisputeList,
  ZDisputeListQuery,
  ZDisputeOpen,
  ZDisputeResolve,
  ZDisputeResolved,
  ZEmptyBody,
  ZErrorResponse,
  ZLesson,
  ZLessonChanged,
  ZLessonFileAttach,
  ZLessonMeeting,
  ZLessonRatingSave,
  ZMessageResponse,
  ZStudentTeacherInvite,
  ZStudentTeacherLinkChanged,
  ZStudentTeacherLinkList,
  ZStudentTeacherLinkQuery,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDoor, routeOptions, teacherDoor, usualErrors, ZUuidParams } from '../../lib/routes/route-options';

const tags = ['Tutoring'];

const confirmation =
  "After the lesson's end: the teacher confirms first (TEACHER_CONFIRMED), then the student (BOTH_CONFIRMED), which releases the lesson's share of the booking's payment to the teacher (an append-only earnings row, once per lesson). The student first: 400 'Najpierw zajęcia potwierdza nauczyciel.'; before the end: 400 'Zajęcia można potwierdzić dopiero po ich zakończeniu.'.";

/** Lessons after booking, disputes, the calendar with its iCalendar feed, and student–teacher links (issue 19). */
export const tutoringLessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lessons = app.services.tutoringLessons;
  const { signedIn } = routeOptions(app, { tags, errors: usualErrors });

  app.get(
    '/tutoring/lessons/:id',
    signedIn({
      summary: 'One lesson (its student, its teacher, ADMIN)',
      description:
        'With its confirmation, rating, latest dispute, files and policies (confirm, dispute, rate, join, attach).',
      params: ZUuidParams,
      response: { 200: ZLesson },
    }),
    async (request) => lessons.get(request.viewer!, request.params.id),
  );

  app.post(
    '/tutoring/lessons/:id/confirm',
    signedIn({
      summary: 'Confirm the lesson took place',
      description: confirmation,
      params: ZUuidParams,
      body: ZEmptyBody,
      response: { 200: ZLessonChanged },
    }),
    async (request) => lessons.confirm(request.viewer!, request.params.id),
  );

  app.post(
    '/tutoring/lessons/:id/dispute',
    signedIn({
      summary: 'Open a dispute about the lesson (DISPUTE) for an ADMIN to decide',
      description:
        "Either side, after the lesson and before both confirmed; one open dispute per lesson. reason: 10–1000 characters ('Opisz problem (od 10 do 1000 znaków).'). The other side and the ADMINs are notified.",
      params: ZUuidParams,
      body: ZDisputeOpen,
      response: { 200: ZLessonChanged },
    }),
    async (request) => lessons.dispute(request.viewer!, request.params.id, request.body.reason),
  );

  app.put(
    '/tutoring/lessons/:id/rating',
    signedIn({
      summary: "The student's stars for the lesson",
      description:
        "1–5, after the lesson; may be changed. The teacher's 'Korepetycje' rating (lectureRating, lectureCount) is the mean of their lessons' stars, and the overall rating follows.",
      params: ZUuidParams,
      body: ZLessonRatingSave,
      response: { 200: ZLessonChanged },
    }),
    async (request) => lessons.rate(request.viewer!, request.params.id, request.body.rating),
  );

  app.post(
    '/tutoring/lessons/:id/meeting',
    signedIn({
      summary: 'Start the lesson’s meeting in the chat room of the two',
      description:
        'Posts a meeting message (its join link from MEETING_URL_TEMPLATE, or null) in the direct room of the student and the teacher, created on first use. Until the lesson ends.',
      params: ZUuidParams,
      body: ZEmptyBody,
      response: { 200: ZLessonMeeting },
    }),
    async (request) => lessons.meeting(request.viewer!, request.params.id),
  );

  app.post(
    '/tutoring/lessons/:id/files',
    signedIn({
      summary: 'Share a file in the lesson',
      description:
        "A file the viewer uploaded (POST /file) as TUTORING_ATTACHMENT, or TUTORING_RECORDING (the teacher's only). Files of a lesson are read by its owner and the lesson's two people only.",
      params: ZUuidParams,
      body: ZLessonFileAttach,
      response: { 200: ZLessonChanged },
    }),
    async (request) => lessons.attachFile(request.viewer!, request.params.id, request.body.fileId),
  );

  app.get(
    '/tutoring/disputes',
    signedIn(
      {
        summary: 'Disputes about lessons (ADMIN)',
        querystring: ZDisputeListQuery,
        response: { 200: ZDisputeList },
      },
      { door: adminDoor },
    ),
    async (request) => lessons.disputes(request.viewer!, request.query),
  );

  app.post(
    '/tutoring/disputes/:id/resolve',
    signedIn(
      {
        summary: 'Decide a dispute (ADMIN)',
        description:
          "RELEASED pays the lesson's share to the teacher; REFUNDED refunds the booking's whole payment to the student (its lessons are cancelled). Both sides are notified.",
        params: ZUuidParams,
        body: ZDisputeResolve,
        response: { 200: ZDisputeResolved },
      },
      { door: adminDoor },
    ),
    async (request) => lessons.resolveDispute(request.viewer!, request.params.id, request.body.outcome),
  );

  app.get(
    '/tutoring/calendar',
    signedIn({
      summary: "The viewer's lessons between two Warsaw dates",
      description:
        'from inclusive, to exclusive, at most 62 days; as student and as teacher; cancelled bookings left out.',
      querystring: ZCalendarQuery,
      response: { 200: ZCalendar },
    }),
    async (request) => lessons.calendar(request.viewer!, request.query),
  );

  app.get(
    '/tutoring/calendar/feed',
    signedIn({
      summary: 'The private iCalendar feed address, or null',
      response: { 200: ZCalendarFeed },
    }),
    async (request) => lessons.feed(request.viewer!),
  );

  app.post(
    '/tutoring/calendar/feed',
    signedIn({
      summary: 'Turn on (or renew) the private iCalendar feed',
      description:
        'A new secret address (RFC 5545, subscribe to it in Google Calendar or Outlook); the previous address stops working.',
      body: ZEmptyBody,
      response: { 200: ZCalendarFeed },
    }),
    async (request) => lessons.createFeed(request.viewer!),
  );

  app.delete(
    '/tutoring/calendar/feed',
    signedIn({
      summary: 'Turn the iCalendar feed off',
      response: { 200: ZMessageResponse },
    }),
    async (request) => lessons.revokeFeed(request.viewer!),
  );

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary: 'A private iCalendar feed (text/calendar)',
        description:
          "By its secret address ({token}.ics): the owner's lessons from 30 days back to 180 days ahead, times in UTC with the Europe/Warsaw zone. 404 when unknown or revoked.",
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/, validationMessages.invalidFormat) }),
        response: { 200: z.string().describe('text/calendar (RFC 5545)'), 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const body = await lessons.icsFeed(request.params.file.slice(0, -'.ics'.length));
      if (body === null)
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Nie znaleziono kalendarza.' });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );

  app.get(
    '/tutoring/links',
    signedIn({
      summary: "The viewer's student–teacher links",
      description: 'PENDING (a teacher’s invitation), ACCEPTED (also made by a first paid booking), REJECTED, ENDED.',
      querystring: ZStudentTeacherLinkQuery,
      response: { 200: ZStudentTeacherLinkList },
    }),
    async (request) => lessons.links(request.viewer!, request.query),
  );

  app.post(
    '/tutoring/links',
    signedIn(
      {
        summary: 'Invite a student (TEACHER)',
        description:
          "PENDING until the student accepts or rejects. A live link of the pair: 400 'Ten uczeń jest już powiązany z Tobą.'.",
        body: ZStudentTeacherInvite,
        response: { 201: ZStudentTeacherLinkChanged },
      },
      { door: teacherDoor(tutoringMessages.teachersOnly) },
    ),
    async (request, reply) => reply.code(201).send(await lessons.invite(request.viewer!, request.body.studentId)),
  );

  for (const action of ['accept', 'reject', 'end'] as const) {
    app.post(
      `/tutoring/links/:id/${action}`,
      signedIn({
        summary: {
          accept: 'Accept an invitation (the student)',
          reject: 'Reject an invitation (the student)',
          end: 'End a link (either side)',
        }[action],
        params: ZUuidParams,
        body: ZEmptyBody,
        response: { 200: ZStudentTeacherLinkChanged },
      }),
      async (request) =>
        action === 'accept'
          ? lessons.acceptLink(request.viewer!, request.params.id)
          : action === 'reject'
            ? lessons.rejectLink(request.viewer!, request.params.id)
            : lessons.endLink(request.viewer!, request.params.id),
    );
  }
};
