import path from 'node:path';
// zod's own messages in Polish for every schema the API validates with (the web app loads them with its forms).
import '@zadania/shared/zod-locale';
import { errorMessages, type TEndpoint, type TRole } from '@zadania/shared';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import { statusName } from './lib/app-error';
import { enterRequest, requestIdFrom } from './lib/request-context';
import { accountDataRoutes } from './modules/account-data/account-data.routes';
import { accountLeavingRoutes } from './modules/account-leaving/account-leaving.routes';
import { assignmentsRoutes } from './modules/assignments/assignments.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { booksRoutes } from './modules/books/books.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { safeMessagesRoutes } from './modules/chat/safe-messages.routes';
import { classesRoutes } from './modules/classes/classes.routes';
import { managedPupilsRoutes } from './modules/classes/managed-pupils.routes';
import { classroomRoutes } from './modules/classroom/classroom.routes';
import { coursebooksRoutes } from './modules/coursebooks/coursebooks.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { curriculumRoutes } from './modules/curriculum/curriculum.routes';
import { editorCommentsRoutes } from './modules/editor-comments/editor-comments.routes';
import { examsRoutes } from './modules/exams/exams.routes';
import { favoritePdfRoutes } from './modules/favorites/favorite-pdf.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { fileRoutes } from './modules/files/file.routes';
import { gamesRoutes } from './modules/games/games.routes';
import { generatorsRoutes } from './modules/generators/generators.routes';
import { healthRoutes } from './modules/health/health.routes';
import { helpRequestsRoutes } from './modules/help-requests/help-requests.routes';
import { homeworkRoutes } from './modules/homework/homework.routes';
import { homeworkRequestsRoutes } from './modules/homework-requests/homework-requests.routes';
import { homeworkTypesRoutes } from './modules/homework-types/homework-types.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { answerCheckRoutes } from './modules/learning/answer-check/answer-check.routes';
import { learningRoutes } from './modules/learning/learning.routes';
import { ltiRoutes } from './modules/lti/lti.routes';
import { createMailer, type TMailer } from './modules/mail/mail.service';
import { mathConceptChangesRoutes } from './modules/math-concepts/math-concept-changes.routes';
import { mathConceptsRoutes } from './modules/math-concepts/math-concepts.routes';
import { mockExamsRoutes } from './modules/mock-exams/mock-exams.routes';
import { notesRoutes } from './modules/notes/notes.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { parentLetterRoutes } from './modules/parents/parent-letter/parent-letter.routes';
import { parentsRoutes } from './modules/parents/parents.routes';
import { purchaseRequestsRoutes } from './modules/parents/purchase-requests/purchase-requests.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { ratingsRoutes } from './modules/ratings/ratings.routes';
import { realtimeGateway } from './modules/realtime/realtime.gateway';
import { reportsRoutes } from './modules/reports/reports.routes';
import { teacherVerificationRoutes } from './modules/safeguarding/teacher-verification/teacher-verification.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { supportRoutes } from './modules/support/support.routes';
import { tokensRoutes } from './modules/tokens/tokens.routes';
import { tutoringRoutes } from './modules/tutoring/tutoring.routes';
import { tutoringLessonsRoutes } from './modules/tutoring/tutoring-lessons.routes';
import { userBlocksRoutes } from './modules/user-blocks/user-blocks.routes';
import { usersRoutes } from './modules/users/users.routes';
import { authPlugin } from './plugins/auth';
import { bodyTimeoutPlugin } from './plugins/body-timeout';
import { compressionPlugin } from './plugins/compression';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { filesPlugin } from './plugins/files';
import { jobsPlugin } from './plugins/jobs';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin, type TWait } from './plugins/rate-limit';
import { readinessPlugin } from './plugins/readiness';
import { realtimePlugin } from './plugins/realtime';
import { securityHeadersPlugin } from './plugins/security-headers';
import { composePageMetaResolvers, spaPlugin } from './plugins/spa';
import { storableTextPlugin } from './plugins/storable-text';
import { unreadBodyPlugin } from './plugins/unread-body';
import { servicesPlugin } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    mailer: TMailer;
    /** Every route the app serves (method and URL pattern), for the tests that walk them all. */
    routeTable: readonly TRouteRow[];
  }
}

/** One route the app serves: its method, URL pattern, the roles at its door and the endpoint it was built from. */
export type TRouteRow = {
  method: string;
  url: string;
  roles?: readonly TRole[];
  endpoint?: TEndpoint;
  schema?: FastifySchema;
};

export type TBuildAppOptions = {
  config: TConfig;
  database: TDatabase;
  /** Close the database when the app closes (the process entry owns it; tests may share one). */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  rateLimitPrefix?: string;
  /** How the rate limiter waits before a guess on an account under attack (tests record instead). */
  rateLimitWait?: TWait;
};

/** The whole API as one Fastify instance: external plugins, then app plugins, then routes. */
export async function buildApp(options: TBuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Each request's id (the load balancer's X-Request-Id when it sends one) is on its log lines and on the jobs
    // it queues (lib/request-context.ts).
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    // Slow headers (slowloris) get 408 from Node; request bodies have their own idle timeout
    // (bodyTimeoutPlugin). No total request timeout: a large upload may rightly take hours.
    http: { headersTimeout: 30_000 },
    requestTimeout: 0,
    // Shutting down, a request on a kept-alive connection is still served (with Connection: close), never 503:
    // a load balancer does not retry a POST it got 503 for (graceful-shutdown.ts).
    return503OnClosing: false,
    // Long path parameters reach the zod schemas, which answer with a Polish 400.
    routerOptions: { maxParamLength: 1000 },
    // Malformed URLs and headers fail before routing; they still answer in the one error shape.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const message = error.code === 'FST_ERR_BAD_URL' ? errorMessages.badUrl : errorMessages.badRequest;
      reply.status(statusCode).send({ statusCode, error: statusName(statusCode), message });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.addHook('onRequest', async (request, reply) => {
    enterRequest(request.id);
    reply.header('x-request-id', request.id);
  });
  const routeTable: TRouteRow[] = [];
  app.addHook('onRoute', (route) => {
    const { config: routeConfig, schema } = route;
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, roles: routeConfig?.roles, endpoint: routeConfig?.endpoint, schema });
  });
  app.decorate('routeTable', routeTable);
  const mailer = createMailer({
    mailUrl: config.mailUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  await app.register(securityHeadersPlugin, {
    videoEmbedUrlTemplate: config.files.videoEmbedUrlTemplate,
    hsts: config.env === 'production',
  });
  await app.register(lifecyclePlugin);
  await app.register(compressionPlugin);
  await app.register(openapiPlugin);

  await app.register(errorsPlugin);
  await app.register(storableTextPlugin);
  await app.register(bodyTimeoutPlugin, { idleMs: config.bodyIdleTimeoutMs });
  await app.register(unreadBodyPlugin, { idleMs: config.bodyIdleTimeoutMs });
  await app.register(dbPlugin, { database: options.database, closeOnShutdown: options.ownsDatabase ?? false });
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    prefix: options.rateLimitPrefix,
    wait: options.rateLimitWait,
  });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(filesPlugin);
  // After the database and files: its onClose (waiting for running jobs) comes before theirs.
  await app.register(jobsPlugin);
  await app.register(realtimePlugin);
  await app.register(servicesPlugin);
  await app.register(realtimeGateway);
  await app.register(readinessPlugin);
  await app.register(metricsPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(usersRoutes, { prefix: '/api/user' });
  await app.register(accountDataRoutes, { prefix: '/api/user' });
  await app.register(accountLeavingRoutes, { prefix: '/api/user' });
  await app.register(mathConceptsRoutes, { prefix: '/api/math-concept' });
  await app.register(mathConceptChangesRoutes, { prefix: '/api/math-concept-change' });
  await app.register(notificationsRoutes, { prefix: '/api/notification' });
  await app.register(catalogueRoutes, { prefix: '/api/homework' });
  await app.register(homeworkRoutes, { prefix: '/api/homework' });
  await app.register(homeworkTypesRoutes, { prefix: '/api/homework-type' });
  await app.register(examsRoutes, { prefix: '/api/exam' });
  await app.register(curriculumRoutes, { prefix: '/api' });
  await app.register(mockExamsRoutes, { prefix: '/api' });
  await app.register(fileRoutes, { prefix: '/api/file' });
  await app.register(booksRoutes, { prefix: '/api/books' });
  await app.register(editorCommentsRoutes, { prefix: '/api/editor-comment' });
  await app.register(jobsRoutes, { prefix: '/api/job' });
  await app.register(chatRoutes, { prefix: '/api/chat' });
  await app.register(safeMessagesRoutes, { prefix: '/api' });
  await app.register(ratingsRoutes, { prefix: '/api' });
  await app.register(tokensRoutes, { prefix: '/api' });
  await app.register(subscriptionsRoutes, { prefix: '/api' });
  await app.register(paymentsRoutes, { prefix: '/api' });
  await app.register(purchaseRequestsRoutes, { prefix: '/api' });
  await app.register(invoicesRoutes, { prefix: '/api' });
  await app.register(favoritesRoutes, { prefix: '/api' });
  await app.register(favoritePdfRoutes, { prefix: '/api' });
  await app.register(gamesRoutes, { prefix: '/api' });
  await app.register(tutoringRoutes, { prefix: '/api' });
  await app.register(tutoringLessonsRoutes, { prefix: '/api' });
  await app.register(homeworkRequestsRoutes, { prefix: '/api' });
  await app.register(coursebooksRoutes, { prefix: '/api' });
  await app.register(reportsRoutes, { prefix: '/api' });
  await app.register(coursesRoutes, { prefix: '/api' });
  await app.register(answerCheckRoutes, { prefix: '/api' });
  await app.register(supportRoutes, { prefix: '/api' });
  await app.register(notesRoutes, { prefix: '/api' });
  await app.register(parentLetterRoutes, { prefix: '/api' });
  await app.register(classesRoutes, { prefix: '/api' });
  await app.register(managedPupilsRoutes, { prefix: '/api' });
  await app.register(assignmentsRoutes, { prefix: '/api' });
  await app.register(parentsRoutes, { prefix: '/api' });
  await app.register(helpRequestsRoutes, { prefix: '/api' });
  await app.register(userBlocksRoutes, { prefix: '/api' });
  await app.register(teacherVerificationRoutes, { prefix: '/api' });
  await app.register(classroomRoutes, { prefix: '/api' });
  await app.register(learningRoutes, { prefix: '/api' });
  await app.register(ltiRoutes, { prefix: '/api' });
  await app.register(generatorsRoutes, { prefix: '/api/generator' });

  await app.register(spaPlugin, {
    webDist: config.webDist,
    // A worker node runs jobs: it never renders pages on the server (what a load balancer sends it is served
    // as the page shell, rendered in the browser).
    serverRendering: config.role !== 'worker',
    resolvePageMeta: composePageMetaResolvers(
      app.services.homeworkPageMeta,
      app.services.profilePageMeta,
      app.services.supportPageMeta,
      app.services.coursebookPageMeta,
      app.services.coursePageMeta,
    ),
  });
  return app;
}
