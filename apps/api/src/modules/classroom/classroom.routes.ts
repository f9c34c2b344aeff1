import { classroomEndpoints, classroomMessages as cm } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { authorDoor, errorResponses, teacherDoor } from '../../lib/routes/route-options';

const teachers = teacherDoor(cm.teachersOnly);
const unconfigured = `Without a Google OAuth client (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET): 404 '${cm.notConfigured}'.`;
const connection = `Not connected: 409 '${cm.notConnected}'; Google refused the stored authorisation: 409 '${cm.reconnect}' (kept for the teacher to see); Google failing: 502.`;

/** Google Classroom for a teacher's assignments (issue 56, part 5). */
export const classroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.classroom;
  const route = endpointRoutes(app, {
    tags: ['Google Classroom'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });

  route.signedIn(
    classroomEndpoints.classroomStatus,
    {
      summary: 'Whether Google Classroom is configured here and the viewer has connected it',
      description:
        'Without configuration `{configured: false, connected: false}`: the web shows no Classroom controls.',
      errors: errorResponses(401),
    },
    async (request) => service.status(request.viewer),
  );

  route.signedIn(
    classroomEndpoints.connectClassroom,
    {
      summary: "Start connecting the teacher's Google Classroom (TEACHER)",
      description: `${unconfigured} Answers Google's consent address (offline access; courses and rosters read only with e-mails, coursework for students) with a one-time state bound to the teacher, valid 10 minutes. \`returnTo\`: the path of this site to come back to.`,
      door: teachers,
    },
    async (request) => service.connect(request.viewer, request.body.returnTo),
  );

  route.publicRoute(
    classroomEndpoints.classroomCallback,
    {
      summary: "Google's redirect after the teacher's consent",
      description: `${unconfigured} The state is taken once: missing, forged, expired or replayed answers 400 '${cm.stateInvalid}'. Otherwise a redirect (302) to the page the teacher came from with \`classroom=connected\`, \`denied\` or \`failed\`.`,
      errors: errorResponses(400, 404),
    },
    async (request, reply) => reply.redirect(await service.callback(request.query), 302),
  );

  route.signedIn(
    classroomEndpoints.disconnectClassroom,
    {
      summary: "Disconnect the teacher's Google Classroom (TEACHER)",
      description: `${unconfigured} Published assignments stay linked; their grades wait until the teacher connects again.`,
      door: teachers,
    },
    async (request) => service.disconnect(request.viewer),
  );

  route.signedIn(
    classroomEndpoints.classroomCourses,
    {
      summary: "The teacher's active Google Classroom courses (TEACHER)",
      description: `${unconfigured} ${connection}`,
      errors: errorResponses(401, 403, 404, 409, 502),
      door: teachers,
    },
    async (request) => service.courses(request.viewer),
  );

  route.signedIn(
    classroomEndpoints.publishToClassroom,
    {
      summary: 'Publish an assignment to a Google Classroom course (TEACHER, its class)',
      description: `${unconfigured} Only the class's teachers: another teacher gets 404. CourseWork with a link to the assignment, maxPoints its points and its due date in UTC; grades written back as DRAFT (draftGrade) or ASSIGNED (assignedGrade and draftGrade). A course not among the teacher's active ones: 404 '${cm.courseNotFound}'; the same course again: 409 '${cm.alreadyPublished}'. ${connection}`,
      status: 201,
      errors: errorResponses(400, 401, 403, 404, 409, 502),
      door: teachers,
    },
    async (request) => service.publish(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    classroomEndpoints.assignmentClassroom,
    {
      summary: "An assignment's Google Classroom links and each pupil's grade status (TEACHER or ADMIN)",
      description: `${unconfigured} The class's teachers and ADMIN (another teacher: 404). Per pupil: SENT, PENDING, NO_MATCH (no roster student with the pupil's confirmed e-mail) or ERROR (with the message to reconnect).`,
      errors: errorResponses(400, 401, 403, 404),
      door: authorDoor(cm.teachersOnly),
    },
    async (request) => service.links(request.viewer, request.params.id),
  );
};
