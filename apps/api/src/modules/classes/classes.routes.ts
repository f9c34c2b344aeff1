import {
  classEndpoints,
  classMasteryEndpoints,
  classMasteryWeeks,
  classMessages as m,
  ZClassSummary,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes, type TSignedInDoc } from '../../lib/routes/endpoint-route';
import { authorDoor, errorResponses, type TRoleDoor } from '../../lib/routes/route-options';

const teachers = authorDoor(m.teachersOnly);
const pupils: TRoleDoor = { roles: ['USER'], refusal: m.pupilsOnly };
const privacy = `Only the class's teachers and ADMIN (and, to read it, its pupils) know it exists: anyone else gets 404 '${m.notFound}'.`;
const readOnly = `An archived class is read-only: 409 '${m.archived}'.`;

/** A route's doc under a rule: the rule heads its description, or is all of it when the route adds nothing. */
const under = (rule: string, { description, ...doc }: TSignedInDoc): TSignedInDoc => ({
  ...doc,
  description: description ? `${rule} ${description}` : rule,
});

/** A route run by the class's teachers (or ADMIN): USER accounts get 403 at the door, other teachers 404. */
const taught = (doc: TSignedInDoc): TSignedInDoc => ({ ...under(`${privacy} ${readOnly}`, doc), door: teachers });

/** School classes and their membership (issue 56, first slice). */
export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  const classes = app.services.classes;
  const route = endpointRoutes(app, { tags: ['Classes'], errors: errorResponses(400, 401, 403, 404, 409) });

  route.signedIn(
    classEndpoints.classes,
    {
      summary: 'The viewer’s classes: those they teach and those they are a pupil of (pending too)',
      description:
        'Live classes first, then archived ones (marked with `archivedAt`); the newest school year first, by name. A pupil sees no code and no pending count.',
      errors: errorResponses(401),
    },
    async (request) => classes.listClasses(request.viewer),
  );

  route.signedIn(
    classEndpoints.createClass,
    {
      summary: 'Create a class (TEACHER or ADMIN), who becomes its owner',
      description: `Name 1–40 characters ('${m.nameTooLong}'), school year '2026/2027' ('${m.schoolYearInvalid}'), subject, level SP4–SP8 or LO1–LO5, autoAdmit (default false). An 8-character join code is drawn from an alphabet without look-alikes. Past the owner's live (not archived) classes limit (TEACHER_MAX_CLASSES, 60): 409.`,
      status: 201,
      errors: errorResponses(400, 401, 403, 409),
      door: teachers,
    },
    async (request) => classes.createClass(request.viewer, request.body),
  );

  route.signedIn(
    classEndpoints.joinClass,
    {
      summary: 'Join a class with its code (a pupil, USER)',
      description: `The code in any case, spaces and dashes ignored. Unknown or archived: 404 '${m.codeNotFound}'. The class admits at once (autoAdmit) or the membership waits for a teacher's approval (PENDING). Already in the class (or waiting): 200 with the same membership; new: 201. A full class (CLASS_MAX_PUPILS active pupils, 40): 409. TEACHER and ADMIN: 403 '${m.pupilsOnly}'. Limited to 20 attempts an hour per account.`,
      responses: { 201: ZClassSummary },
      errors: errorResponses(400, 401, 403, 404, 409, 429),
      door: pupils,
    },
    async (request, reply) => {
      const joined = await classes.joinClass(request.viewer, request.body.code, request);
      return reply.code(joined.created ? 201 : 200).send(joined.class);
    },
  );

  route.signedIn(
    classEndpoints.class,
    {
      summary: 'One class: with its roster (pupils and pending requests) for its teachers and ADMIN',
      description: `A pupil member gets the class, its teachers and their own membership; \`pupils\` and \`pending\` are null. ${privacy}`,
      errors: errorResponses(400, 401, 404),
    },
    async (request) => classes.getClass(request.viewer, request.params.id),
  );

  route.signedIn(
    classMasteryEndpoints.classMastery,
    {
      summary: "Per requirement, how many of the class's pupils have mastered it, now and week by week",
      description: `The class's teachers and ADMIN (a pupil of the class: 403 '${m.teachersOnly}'). For each curriculum requirement carried by a concept some active pupil has met: \`met\` (pupils who met it), \`mastered\` (those for whom every concept of it they met is mastered) and \`history\` (mastered at the end of each of \`weeks\`, up to ${classMasteryWeeks}, never before the class was created; a pupil counts from joining). Replays each pupil's attempt log through the student model. The smallest share mastered first. ${privacy}`,
      errors: errorResponses(400, 401, 403, 404),
    },
    async (request) => classes.getClassMastery(request.viewer, request.params.id),
  );

  route.signedIn(
    classEndpoints.updateClass,
    {
      ...under(privacy, {
        summary: 'Change a class’s settings, archive or restore it (its teachers)',
        description: `Any of name, schoolYear, subject, level, autoAdmit; \`archived: true\` archives (read-only, no joins, results kept), \`archived: false\` restores, within the owner's limit of live classes (409). An archived class accepts nothing but \`archived: false\`: 409 '${m.archived}'. Turning autoAdmit on leaves pending requests pending.`,
      }),
      door: teachers,
    },
    async (request) => classes.updateClass(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    classEndpoints.newClassCode,
    taught({
      summary: 'Draw a new join code for a class (its teachers); the old one stops working',
    }),
    async (request) => classes.newClassCode(request.viewer, request.params.id),
  );

  route.signedIn(
    classEndpoints.leaveClass,
    {
      summary: 'Leave a class (its pupil), or withdraw a pending request',
      description: `The membership ends (kept with the time it ended). Allowed in an archived class too. Not a member: 404 '${m.notFound}'.`,
      errors: errorResponses(400, 401, 404),
    },
    async (request) => classes.leaveClass(request.viewer, request.params.id),
  );

  route.signedIn(
    classEndpoints.approveClassPupil,
    taught({
      summary: 'Admit a pupil waiting to join (the class’s teachers)',
      description: `Already admitted: nothing changes. Not waiting nor in the class: 404 '${m.pupilNotFound}'. A full class: 409.`,
    }),
    async (request) => classes.approvePupil(request.viewer, request.params.id, request.params.userId),
  );

  route.signedIn(
    classEndpoints.removeClassPupil,
    taught({
      summary: 'Remove a pupil from a class, or reject one waiting (the class’s teachers)',
      description: `The membership ends and is kept with the time it ended (what the teacher may see of the pupil is bounded by it). Not in the class: 404 '${m.pupilNotFound}'.`,
    }),
    async (request) => classes.removePupil(request.viewer, request.params.id, request.params.userId),
  );

  route.signedIn(
    classEndpoints.updateClassPupil,
    taught({
      summary: 'Correct how the class lists a pupil and set their register number (the class’s teachers)',
      description: `\`rosterName\` (1–60 characters, '${m.rosterName}') is shown to the class's teachers instead of the account's name, which stays as it is; \`registerNumber\` 1–99 ('${m.registerNumber}'); null clears either, absent leaves it. Not an active pupil of the class: 404 '${m.pupilNotFound}'. A number another pupil of the class has: 409 '${m.registerNumberTaken}'.`,
    }),
    async (request) => classes.updatePupil(request.viewer, request.params.id, request.params.userId, request.body),
  );

  route.signedIn(
    classEndpoints.moveClassPupil,
    taught({
      summary: 'Move a pupil to another class the viewer teaches (the class’s teachers)',
      description: `The pupil leaves this class and is admitted to the other, within its limit (409 when full). The other class must be live and taught by the viewer: 404 '${m.moveTargetNotFound}'. Already there: 409 '${m.moveSameClass}'. Answers this class.`,
    }),
    async (request) =>
      classes.movePupil(request.viewer, request.params.id, request.params.userId, request.body.toClassId),
  );

  route.signedIn(
    classEndpoints.addClassTeacher,
    taught({
      summary: 'Add a co-teacher by login (the class’s owner or ADMIN)',
      description: `A TEACHER account only: 400 '${m.coTeacherNotTeacher}'; unknown login: 404 '${m.teacherNotFound}'; at most 10 teachers: 409. A co-teacher asking: 403 '${m.ownerOnly}'. Already a teacher: nothing changes.`,
    }),
    async (request) => classes.addTeacher(request.viewer, request.params.id, request.body.username),
  );

  route.signedIn(
    classEndpoints.removeClassTeacher,
    taught({
      summary: 'Remove a co-teacher (the class’s owner or ADMIN), or step down as one',
      description: `The owner stays: 409 '${m.ownerStays}'. Not a teacher of the class: 404 '${m.teacherNotInClass}'.`,
    }),
    async (request) => classes.removeTeacher(request.viewer, request.params.id, request.params.userId),
  );
};
