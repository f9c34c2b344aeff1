import { assignmentMessages as am, assignmentEndpoints, classMessages, ZErrorResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { authorDoor, errorResponses, type TRoleDoor } from '../../lib/routes/route-options';
import { buildContentDisposition } from '../files/file-serving';

const teachers = authorDoor(am.teachersOnly);
const pupils: TRoleDoor = { roles: ['USER'], refusal: am.pupilsOnly };
const classPrivacy = `Only the class's teachers and ADMIN: another teacher gets 404 '${classMessages.notFound}'.`;
const privacy = `Only the class's teachers and ADMIN, and the pupils it is set for (active members of the class): anyone else gets 404 '${am.notFound}'.`;
const ZCsv = z.string().meta({ format: 'binary' }).describe('text/csv; charset=utf-8 (with a BOM)');

/** Assignments of a class, their answers and results (issue 56, second slice). */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.assignments;
  const route = endpointRoutes(app, {
    tags: ['Assignments'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });

  route.signedIn(
    assignmentEndpoints.classAssignments,
    {
      summary: "A class's assignments, for its teachers (the latest due date first)",
      description: classPrivacy,
      errors: errorResponses(400, 401, 403, 404),
      door: teachers,
    },
    async (request) => service.listForClass(request.viewer, request.params.id),
  );

  route.signedIn(
    assignmentEndpoints.createAssignment,
    {
      summary: 'Set an assignment for a class or chosen pupils (its teachers)',
      description: `${classPrivacy} 1–30 items: a public task with a machine-checkable answer (HOMEWORK; '${am.homeworkNotCheckable}'), a task generator (GENERATOR: each pupil gets their own variant) or an exam's mock paper (MOCK: solved against the clock at /api/exam/{examId}/mock; its best attempt since the start counts, within the attempts allowed; answering it here: 409 '${am.mockAnswered}'; an exam without a paper: 400 '${am.mockPaperNotFound}'). or a practice goal (GOAL: \`conceptIds\` and/or requirement keys \`requirements\`, whose concepts are added, up to 20 concepts ('${am.goalTooBig}'), each to reach \`level\` review or mastered (default) in the pupil's student model; a point per concept at the level, read from the model when asked; practised with POST /api/learn/session {conceptIds}; answering it here: 409 '${am.goalAnswered}'; unknown concepts or none found: 400 '${am.goalConceptsNotFound}'). \`pupilIds\` default to every active pupil of the class now (none: 409 '${am.noPupils}'); \`startsAt\` to now; \`attempts\` (1–10 per item, null: no limit) to 3; \`late\` to ACCEPT. Dates ISO with an offset; dueAt after startsAt ('${am.dueBeforeStart}'). An archived class: 409. Each pupil gets a notification.`,
      status: 201,
      door: teachers,
    },
    async (request) => service.createAssignment(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    assignmentEndpoints.assignments,
    {
      summary: "The viewer's assignments as a pupil: started, in their classes, the nearest due date first",
      description:
        'With the progress of each (items answered, answered right, late, status TODO / DONE / LATE). A teacher has none.',
      errors: errorResponses(401),
    },
    async (request) => service.listForPupil(request.viewer),
  );

  route.signedIn(
    assignmentEndpoints.assignment,
    {
      summary: "One assignment: its definition for the class's teachers, the pupil's own items for a pupil",
      description: `${privacy} A pupil gets each item's statement (a generator item: their own variant, the same every time), never the answer; after the due date, when the teacher chose so, the right answer and the solution. Before the start: 409 '${am.notStarted}'.`,
      errors: errorResponses(400, 401, 404, 409),
    },
    async (request) => service.getAssignment(request.viewer, request.params.id),
  );

  route.signedIn(
    assignmentEndpoints.updateAssignment,
    {
      summary: 'Change an assignment (its class’s teachers)',
      description: `${privacy} Title, dates, attempts, late, solutionsAfterDue, \`weight\` (1–5, '${am.weight}'), \`category\`, and \`items\` as the whole new list: every position a pupil has answered (an answer, or a counted mock paper attempt) keeps its item (409 '${am.answeredItemsStay}'), so new items go at the end; an item kept at its position takes the weight sent now (0–30 or null, '${am.itemWeight}'). \`archived\` true archives it, false restores it (its class's teachers and ADMIN); an archived assignment refuses every other change (409 '${am.assignmentArchived}') unless restored in the same request, leaves the pupils' list and refuses answers, but its pupils still open it to read. An archived class: 409.`,
      door: teachers,
    },
    async (request) => service.updateAssignment(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    assignmentEndpoints.deleteAssignment,
    {
      summary: 'Delete an assignment nobody has answered (its class’s teachers)',
      description: `${privacy} Only while nobody has answered it (no answer, no counted mock paper attempt): otherwise 409 '${am.answeredCannotDelete}' (archive it with PUT {archived: true}). An archived assignment: 409 '${am.assignmentArchived}'. An archived class: 409.`,
      door: teachers,
    },
    async (request) => service.deleteAssignment(request.viewer, request.params.id),
  );

  route.signedIn(
    assignmentEndpoints.answerAssignment,
    {
      summary: "A pupil's answer to one item of an assignment set for them",
      description: `${privacy} Checked as everywhere (an open task's key, a closed task's choice id, a generator item against the pupil's own variant) and recorded in the pupil's attempt log and student model (kind ASSIGNMENT). Before the start: 409 '${am.notStarted}'; after the due date: 409 '${am.lateRefused}' or accepted and marked late, as the teacher chose; past the attempts: 409 '${am.noAttemptsLeft}'; an item already right: 409 '${am.alreadyCorrect}'. Rate-limited ('assignmentAnswer').`,
      responses: { 429: ZErrorResponse },
      door: pupils,
    },
    async (request) => service.answerAssignment(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );

  route.signedIn(
    assignmentEndpoints.assignmentResults,
    {
      summary: 'The results of an assignment (its class’s teachers and ADMIN)',
      description: `${privacy} Pupils × items (1 point for an item answered right at some attempt, attempts, late, time), the class's result per requirement and per concept (weakest first) and a proposed mark 1–6 per pupil from the class's bands. Only answers given while the pupil was in the class count.`,
      errors: errorResponses(400, 401, 403, 404),
      door: teachers,
    },
    async (request) => service.getResults(request.viewer, request.params.id),
  );

  route.signedIn(
    assignmentEndpoints.assignmentResultsCsv,
    {
      summary: 'The results as a CSV for a Polish spreadsheet (its class’s teachers and ADMIN)',
      description: `${privacy} UTF-8 with a BOM, ';' between fields, CRLF, a decimal comma; header Nr;Uczeń;Login;1. <title>;…;Punkty;Procent;Ocena;Po terminie (the mark empty before the due date, 'nb' for no work; the numbers of the items answered late). A field a spreadsheet would run as a formula (= + - @ first) starts with an apostrophe. Sent as an attachment.`,
      responses: { 200: ZCsv },
      errors: errorResponses(400, 401, 403, 404),
      door: teachers,
    },
    async (request, reply) => {
      const { body, fileName } = await service.getResultsCsv(request.viewer, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', buildContentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  route.signedIn(
    assignmentEndpoints.classMarkBands,
    {
      summary: "A class's mark bands (its teachers)",
      description: `${classPrivacy} The lowest percentage of the marks 2–6 and whether marks carry + and -; without a setting the default 30, 50, 70, 85, 98 without signs.`,
      errors: errorResponses(400, 401, 403, 404),
      door: teachers,
    },
    async (request) => service.getMarkBands(request.viewer, request.params.id),
  );

  route.signedIn(
    assignmentEndpoints.updateClassMarkBands,
    {
      summary: "Change a class's mark bands (its teachers)",
      description: `${classPrivacy} Five strictly increasing whole percentages 1–100 ('${am.markBands}'). An archived class: 409.`,
      door: teachers,
    },
    async (request) => service.updateMarkBands(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    assignmentEndpoints.classGradebook,
    {
      summary: "A class's gradebook: pupils × assignments with marks and weighted averages (its teachers)",
      description: `${classPrivacy} Every assignment of the class, the oldest due date first, with its weight (1–5) and category; each pupil's result as on the assignment's results page (no mark before the due date, 'nb' for no work after it); the class's active pupils by register number, then name, with the weighted average of their marks ('4+' counts 4.5, '4-' 3.75; 'nb', pending marks and archived assignments count nothing).`,
      errors: errorResponses(400, 401, 403, 404),
      door: teachers,
    },
    async (request) => service.getGradebook(request.viewer, request.params.id),
  );

  route.signedIn(
    assignmentEndpoints.classGradebookCsv,
    {
      summary: "A class's gradebook as a CSV in a register's layout (its teachers)",
      description: `${classPrivacy} UTF-8 with a BOM, ';' between fields, CRLF, a decimal comma; header Nr;Uczeń;<title (DD.MM.YYYY, category, waga N)>;…;Średnia ważona; each cell the mark's label, 'nb', or empty. Formula-like fields start with an apostrophe. Sent as an attachment.`,
      responses: { 200: ZCsv },
      errors: errorResponses(400, 401, 403, 404),
      door: teachers,
    },
    async (request, reply) => {
      const { body, fileName } = await service.getGradebookCsv(request.viewer, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', buildContentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
