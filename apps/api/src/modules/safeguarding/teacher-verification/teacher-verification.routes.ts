import { teacherVerificationMessages as m, teacherVerificationEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoutes } from '../../../lib/routes/endpoint-route';
import { adminDoor, errorResponses, teacherDoor } from '../../../lib/routes/route-options';
import { sendServed } from '../../files/file.routes';

const ZBinary = z.string().meta({ format: 'binary' }).describe('The file bytes');
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Teacher verification (issue 72, README.md): the teacher's application under /teacher-verification, ADMIN's queue. */
export const teacherVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.teacherVerification;
  const route = endpointRoutes(app, { tags: ['Safeguarding'], errors: errorResponses(400, 401, 403, 404, 409) });
  const teachers = teacherDoor(m.teachersOnly);

  route.signedIn(
    teacherVerificationEndpoints.apply,
    {
      summary: 'A TEACHER applies for verification (art. 21 declaration, countries, KRK certificate)',
      description: `\`declarationAccepted: true\` accepts the fixed text \`teacherVerificationDeclaration\` (stored with the time and the request's address). \`countries\`: 1..20 ISO 3166-1 alpha-2 codes. \`documentFileId\`: the teacher's own file of kind VERIFICATION_DOCUMENT, else 400 '${m.documentInvalid}'. Another application PENDING: 409 '${m.alreadyPending}'; verified with more than 30 days left: 409 '${m.stillVerified}'. Any other role: 403 '${m.teachersOnly}'.`,
      status: 201,
      door: teachers,
    },
    async ({ viewer, body, ip }) => service.applyForVerification(viewer, body, { ip }),
  );

  route.signedIn(
    teacherVerificationEndpoints.mine,
    {
      summary: "The teacher's verification: until when, the latest application, whether to apply (again)",
      errors: errorResponses(401, 403),
      door: teachers,
    },
    async ({ viewer }) => service.getMyVerification(viewer),
  );

  route.signedIn(
    teacherVerificationEndpoints.queue,
    {
      summary: "ADMIN's queue of applications: PENDING oldest first, then the decided ones",
      errors: errorResponses(401, 403),
      door: adminDoor,
    },
    async () => service.listVerificationQueue(),
  );

  route.signedIn(
    teacherVerificationEndpoints.document,
    {
      summary: "ADMIN reads an application's KRK certificate",
      description: `Streamed by the files module (PDF as an attachment, images inline). Deleted 30 days after the decision: 404 '${m.documentDeleted}'.`,
      errors: errorResponses(401, 403, 404),
      responses: { 200: ZBinary, 206: ZBinary },
      door: adminDoor,
    },
    async ({ viewer, params, headers }, reply) =>
      sendServed(
        reply,
        await service.openVerificationDocument(viewer, params.id, {
          range: single(headers.range),
          ifNoneMatch: single(headers['if-none-match']),
          ifRange: single(headers['if-range']),
        }),
      ),
  );

  route.signedIn(
    teacherVerificationEndpoints.approve,
    {
      summary: 'ADMIN approves an application with the checklist: verified for 2 years',
      description: `The checklist needs "Rejestr Sprawców sprawdzony" with its date (400 '${m.registryRequired}'; a date in the future: 400 '${m.registryDateFuture}') and the KRK (400 '${m.krkRequired}'). Not PENDING: 409 '${m.notPending}'. The teacher is notified (bell and mail) and the decision audited.`,
      door: adminDoor,
    },
    async ({ viewer, params, body }) => service.approveVerification(viewer, params.id, body),
  );

  route.signedIn(
    teacherVerificationEndpoints.refuse,
    {
      summary: 'ADMIN refuses an application with a reason',
      description: `No reason: 400 '${m.reasonRequired}'. Not PENDING: 409 '${m.notPending}'. The teacher is told the reason (bell and mail); audited.`,
      door: adminDoor,
    },
    async ({ viewer, params, body }) => service.refuseVerification(viewer, params.id, body),
  );
};
