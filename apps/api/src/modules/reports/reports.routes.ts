import { reportMessages as m, reportEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, errorResponses } from '../../lib/routes/route-options';

const tags = ['Support'];

/**
 * Reports (REPORT) and feedback (FEEDBACK) of the support area (issue 20). The spec names no paths; these are
 * ours. The ADMINs' queue is /admin/support.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.services.reports;
  const route = endpointRoutes(app, { tags, errors: errorResponses(400, 401, 403) });

  route.signedIn(
    reportEndpoints.createReport,
    {
      summary: 'Report a task, a review, a chat message or a user',
      description: `targetType HOMEWORK (a published task), REVIEW (a teacher review), CHAT_MESSAGE (of a room the reporter is in) or USER; a reason; details (10–1000 characters) required for OTHER ('${m.detailsRequired}'). A target the reporter cannot see: 404 '${m.targetNotFound}'. Own content: 400 '${m.ownContent}'. A second open report of the same target by the same person: 400 '${m.duplicate}'. What the target says is kept with the report for the queue. Optional fileIds (at most 3, '${m.filesTooMany}'): the reporter's own uploads of the kind SUPPORT_ATTACHMENT, else 400 '${m.filesInvalid}'; the reporter and ADMIN read them. Rate-limited ('report').`,
      status: 201,
      errors: errorResponses(400, 401, 404, 429),
    },
    async (request) => reports.create(request.viewer, request.body, { ip: request.ip }),
  );

  route.signedIn(
    reportEndpoints.myReports,
    {
      summary: "The viewer's reports with their decisions, newest first",
      errors: errorResponses(400, 401),
    },
    async (request) => reports.mine(request.viewer, request.query),
  );

  route.signedIn(
    reportEndpoints.reportQueue,
    {
      summary: 'The reports queue (ADMIN)',
      description:
        'status=OPEN (default): reports waiting for a decision, oldest first; status=DECIDED: RESOLVED and DISMISSED ones, newest decision first. Optional targetType. 403 for anyone but ADMIN.',
      door: adminDoor,
    },
    async (request) => reports.queue(request.viewer, request.query),
  );

  route.signedIn(
    reportEndpoints.report,
    {
      summary: 'One report (its reporter and ADMIN)',
      errors: errorResponses(401, 403, 404),
    },
    async (request) => reports.get(request.viewer, request.params.id),
  );

  route.signedIn(
    reportEndpoints.decideReport,
    {
      summary: 'Decide a report (ADMIN): RESOLVED or DISMISSED, with a note for the reporter',
      description: `Once: a decided report answers 400 '${m.alreadyDecided}'. The reporter gets a notification (SUPPORT_EVENT) after commit. The content itself is handled with its own tools (hiding a task, deleting a review or message).`,
      responses: errorResponses(404),
      door: adminDoor,
    },
    async (request) => reports.decide(request.viewer, request.params.id, request.body),
  );

  route.publicRoute(
    reportEndpoints.createFeedback,
    {
      summary: 'Send feedback from any page (signed in or not)',
      description: `A message (5–2000 characters, '${m.feedbackRequired}'), the page's path, an optional rating 1–5. Optional fileIds (at most 3): the signed-in author's own uploads of the kind SUPPORT_ATTACHMENT, read by ADMIN; signed out none, else 400 '${m.filesInvalid}'. Rate-limited ('feedback'; signed out, per address).`,
      status: 201,
      errors: errorResponses(400, 429),
    },
    async (request) => reports.sendFeedback(request.viewer, request.body, { ip: request.ip }),
  );

  route.signedIn(
    reportEndpoints.feedback,
    {
      summary: 'Feedback received (ADMIN), newest first',
      door: adminDoor,
    },
    async (request) => reports.feedback(request.viewer, request.query),
  );

  route.signedIn(
    reportEndpoints.readFeedback,
    {
      summary: 'Mark feedback as read (ADMIN)',
      errors: errorResponses(401, 403, 404),
      door: adminDoor,
    },
    async (request) => reports.readFeedback(request.viewer, request.params.id),
  );
};
