import { lessonEndpoints, tutoringMessages, ZCalendarIcs } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, errorResponses, teacherDoor, usualErrors } from '../../lib/routes/route-options';

const tags = ['Tutoring'];

const confirmation =
  "After the lesson's end: the teacher confirms first (TEACHER_CONFIRMED), then the student (BOTH_CONFIRMED), which releases the lesson's share of the booking's payment to the teacher (an append-only earnings row, once per lesson). The student first: 400 'Najpierw zajęcia potwierdza nauczyciel.'; before the end: 400 'Zajęcia można potwierdzić dopiero po ich zakończeniu.'.";

/** Lessons after booking, disputes, the calendar with its iCalendar feed, and student–teacher links (issue 19). */
export const tutoringLessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lessons = app.services.tutoringLessons;
  const route = endpointRoutes(app, { tags, errors: usualErrors });

  route.signedIn(
    lessonEndpoints.lesson,
    {
      summary: 'One lesson (its student, its teacher, ADMIN)',
      description:
        'With its confirmation, rating, latest dispute, files and policies (confirm, dispute, rate, join, attach).',
    },
    async (request) => lessons.getLesson(request.viewer, request.params.id),
  );

  route.signedIn(
    lessonEndpoints.confirmLesson,
    {
      summary: 'Confirm the lesson took place',
      description: confirmation,
    },
    async (request) => lessons.confirmLesson(request.viewer, request.params.id),
  );

  route.signedIn(
    lessonEndpoints.disputeLesson,
    {
      summary: 'Open a dispute about the lesson (DISPUTE) for an ADMIN to decide',
      description:
        "Either side, after the lesson and before both confirmed; one open dispute per lesson. reason: 10–1000 characters ('Opisz problem (od 10 do 1000 znaków).'). The other side and the ADMINs are notified.",
    },
    async (request) => lessons.disputeLesson(request.viewer, request.params.id, request.body.reason),
  );

  route.signedIn(
    lessonEndpoints.rateLesson,
    {
      summary: "The student's stars for the lesson",
      description:
        "1–5, after the lesson; may be changed. The teacher's 'Korepetycje' rating (lectureRating, lectureCount) is the mean of their lessons' stars, and the overall rating follows.",
    },
    async (request) => lessons.rateLesson(request.viewer, request.params.id, request.body.rating),
  );

  route.signedIn(
    lessonEndpoints.lessonMeeting,
    {
      summary: 'Start the lesson’s meeting in the chat room of the two',
      description:
        'Posts a meeting message (its join link from MEETING_URL_TEMPLATE, or null) in the direct room of the student and the teacher, created on first use. Until the lesson ends.',
    },
    async (request) => lessons.startLessonMeeting(request.viewer, request.params.id),
  );

  route.signedIn(
    lessonEndpoints.attachLessonFile,
    {
      summary: 'Share a file in the lesson',
      description:
        "A file the viewer uploaded (POST /file) as TUTORING_ATTACHMENT, or TUTORING_RECORDING (the teacher's only). Files of a lesson are read by its owner and the lesson's two people only.",
    },
    async (request) => lessons.attachLessonFile(request.viewer, request.params.id, request.body.fileId),
  );

  route.signedIn(
    lessonEndpoints.disputes,
    {
      summary: 'Disputes about lessons (ADMIN)',
      door: adminDoor,
    },
    async (request) => lessons.listDisputes(request.viewer, request.query),
  );

  route.signedIn(
    lessonEndpoints.resolveDispute,
    {
      summary: 'Decide a dispute (ADMIN)',
      description:
        "RELEASED pays the lesson's share to the teacher; REFUNDED refunds the booking's whole payment to the student (its lessons are cancelled). Both sides are notified.",
      door: adminDoor,
    },
    async (request) => lessons.resolveDispute(request.viewer, request.params.id, request.body.outcome),
  );

  route.signedIn(
    lessonEndpoints.calendar,
    {
      summary: "The viewer's lessons between two Warsaw dates",
      description:
        'from inclusive, to exclusive, at most 62 days; as student and as teacher; cancelled bookings left out.',
    },
    async (request) => lessons.getCalendar(request.viewer, request.query),
  );

  route.signedIn(
    lessonEndpoints.calendarFeed,
    {
      summary: 'The private iCalendar feed address, or null',
    },
    async (request) => lessons.getCalendarFeed(request.viewer),
  );

  route.signedIn(
    lessonEndpoints.createCalendarFeed,
    {
      summary: 'Turn on (or renew) the private iCalendar feed',
      description:
        'A new secret address (RFC 5545, subscribe to it in Google Calendar or Outlook); the previous address stops working.',
    },
    async (request) => lessons.createCalendarFeed(request.viewer),
  );

  route.signedIn(
    lessonEndpoints.revokeCalendarFeed,
    {
      summary: 'Turn the iCalendar feed off',
    },
    async (request) => lessons.revokeCalendarFeed(request.viewer),
  );

  route.publicRoute(
    lessonEndpoints.calendarIcs,
    {
      summary: 'A private iCalendar feed (text/calendar)',
      description:
        "By its secret address ({token}.ics): the owner's lessons from 30 days back to 180 days ahead, times in UTC with the Europe/Warsaw zone. 404 when unknown or revoked.",
      errors: errorResponses(400, 404),
      responses: { 200: ZCalendarIcs },
    },
    async (request, reply) => {
      const body = await lessons.renderIcsFeed(request.params.file.slice(0, -'.ics'.length));
      if (body === null)
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Nie znaleziono kalendarza.' });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );

  route.signedIn(
    lessonEndpoints.links,
    {
      summary: "The viewer's student–teacher links",
      description: 'PENDING (a teacher’s invitation), ACCEPTED (also made by a first paid booking), REJECTED, ENDED.',
    },
    async (request) => lessons.listLinks(request.viewer, request.query),
  );

  route.signedIn(
    lessonEndpoints.inviteStudent,
    {
      summary: 'Invite a student (TEACHER)',
      description:
        "PENDING until the student accepts or rejects. A live link of the pair: 400 'Ten uczeń jest już powiązany z Tobą.'.",
      status: 201,
      door: teacherDoor(tutoringMessages.teachersOnly),
    },
    async (request) => lessons.inviteStudent(request.viewer, request.body.studentId),
  );

  route.signedIn(lessonEndpoints.acceptLink, { summary: 'Accept an invitation (the student)' }, async (request) =>
    lessons.acceptLink(request.viewer, request.params.id),
  );

  route.signedIn(lessonEndpoints.rejectLink, { summary: 'Reject an invitation (the student)' }, async (request) =>
    lessons.rejectLink(request.viewer, request.params.id),
  );

  route.signedIn(lessonEndpoints.endLink, { summary: 'End a link (either side)' }, async (request) =>
    lessons.endLink(request.viewer, request.params.id),
  );
};
