import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from './config';
import type { TDatabase, TDb } from './db/client';
import { createEventOutbox, deliverEventJob } from './lib/events/event-outbox';
import type { TJobQueue } from './lib/jobs/job-queue';
import { createPdfRenderer } from './lib/pdf/pdf-renderer';
import { createSmsSender } from './lib/sms/sms-sender';
import { createUnitOfWork } from './lib/uow';
import { createAccountDataRepository } from './modules/account-data/account-data.repository';
import { createAccountDataService } from './modules/account-data/account-data.service';
import { createAccountLeavingRepository } from './modules/account-leaving/account-leaving.repository';
import {
  createAccountLeavingService,
  pruneAccountForDeletion,
} from './modules/account-leaving/account-leaving.service';
import { createAnswerAttemptsRepository } from './modules/answer-checking/answer-attempts.repository';
import { createAnswerCheckService } from './modules/answer-checking/answer-check.service';
import type { TTokenSigner } from './modules/auth/access-token';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { confirmationMailJob, passwordResetMailJob, registrationAttemptMailJob } from './modules/auth/auth-mail.jobs';
import { createBooksClient } from './modules/books/books.client';
import { createChatRepository } from './modules/chat/chat.repository';
import { createChatService } from './modules/chat/chat.service';
import { createCoursebooksRepository } from './modules/coursebooks/coursebooks.repository';
import { createCoursebooksService } from './modules/coursebooks/coursebooks.service';
import { createCoursebookPageMetaResolver } from './modules/coursebooks/coursebooks-page-meta';
import { createCoursesRepository } from './modules/courses/courses.repository';
import { createCoursesService } from './modules/courses/courses.service';
import { createCoursePageMetaResolver } from './modules/courses/courses-page-meta';
import { createEditorCommentsRepository } from './modules/editor-comments/editor-comments.repository';
import { createEditorCommentsService } from './modules/editor-comments/editor-comments.service';
import { createExamsRepository } from './modules/exams/exams.repository';
import { createExamsService } from './modules/exams/exams.service';
import { favoritePdfJob } from './modules/favorites/favorite-pdf.job';
import { createFavoritePdfService } from './modules/favorites/favorite-pdf.service';
import { createFavoritesService } from './modules/favorites/favorites.service';
import { createFileRepository } from './modules/files/file.repository';
import { createFileService } from './modules/files/file.service';
import { createFileTokenSigner } from './modules/files/file-tokens';
import type { TFileStorage } from './modules/files/storage/file-storage';
import {
  createDeletedOwnerFilesSubscriber,
  createSweepFilesHandler,
  sweepFilesJob,
} from './modules/files/sweep-files.job';
import type { TUploadSlots } from './modules/files/upload-slots';
import { createGamesRepository } from './modules/games/games.repository';
import { createGamesService } from './modules/games/games.service';
import { createCatalogueFeed } from './modules/homework/catalogue-index/catalogue-feed';
import { createCatalogueSnapshotRepository } from './modules/homework/catalogue-index/catalogue-snapshot.repository';
import { createCatalogueSnapshotLoader } from './modules/homework/catalogue-index/catalogue-snapshot.service';
import { createCatalogueSnapshotKeeper } from './modules/homework/catalogue-index/catalogue-snapshot-keeper';
import {
  createPruneCatalogueChangesHandler,
  pruneCatalogueChangesJob,
} from './modules/homework/catalogue-index/prune-catalogue-changes.job';
import { createHomeworkRepository } from './modules/homework/homework.repository';
import { createHomeworkService } from './modules/homework/homework.service';
import { createHomeworkAuthoringRepository } from './modules/homework/homework-authoring.repository';
import { createHomeworkAuthoringService } from './modules/homework/homework-authoring.service';
import { createHomeworkListRepository } from './modules/homework/homework-list.repository';
import { createHomeworkListService } from './modules/homework/homework-list.service';
import { createHomeworkPageMetaResolver } from './modules/homework/homework-page-meta';
import { createHomeworkReviewService } from './modules/homework/homework-review.service';
import { createHomeworkSearchIndex } from './modules/homework/homework-search-index';
import {
  createSweepHomeworkRequestsHandler,
  sweepHomeworkRequestsJob,
} from './modules/homework-requests/homework-requests.jobs';
import { createHomeworkRequestsService } from './modules/homework-requests/homework-requests.service';
import { createHomeworkTypeAuthoringRepository } from './modules/homework-types/homework-type-authoring.repository';
import { createHomeworkTypeAuthoringService } from './modules/homework-types/homework-type-authoring.service';
import { createHomeworkTypesRepository } from './modules/homework-types/homework-types.repository';
import { createHomeworkTypesService } from './modules/homework-types/homework-types.service';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { createJobsService } from './modules/jobs/jobs.service';
import type { TMailer } from './modules/mail/mail.service';
import { createMathConceptAuthoringRepository } from './modules/math-concepts/math-concept-authoring.repository';
import { createMathConceptAuthoringService } from './modules/math-concepts/math-concept-authoring.service';
import { createMathConceptsRepository } from './modules/math-concepts/math-concepts.repository';
import { createMathConceptsService } from './modules/math-concepts/math-concepts.service';
import { createNotesService } from './modules/notes/notes.service';
import { createNotificationSubscribers } from './modules/notifications/notification.subscribers';
import { createNotificationMailSubscriber } from './modules/notifications/notification-mail.subscriber';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createPaymentsService } from './modules/payments/payments.service';
import type { TPurchaseFulfiller } from './modules/payments/purchase-fulfilment';
import { createRatingsRepository } from './modules/ratings/ratings.repository';
import { createRatingsService } from './modules/ratings/ratings.service';
import { checkPresenceJob } from './modules/realtime/check-presence.job';
import { createNumberedDelivery } from './modules/realtime/numbered-delivery';
import type { TPresenceStore } from './modules/realtime/presence-store';
import { createPruneDeliveriesHandler, pruneDeliveriesJob } from './modules/realtime/prune-deliveries.job';
import type { TRealtime } from './modules/realtime/realtime';
import { createRealtimeService } from './modules/realtime/realtime.service';
import { createRealtimeSubscribers } from './modules/realtime/realtime.subscribers';
import { createRealtimeDeliveriesRepository } from './modules/realtime/realtime-deliveries.repository';
import { createReportsService } from './modules/reports/reports.service';
import {
  createSweepSubscriptionsHandler,
  renewalReminderMailJob,
  sweepSubscriptionsJob,
} from './modules/subscriptions/subscriptions.jobs';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { createSupportService } from './modules/support/support.service';
import { createSupportPageMetaResolver } from './modules/support/support-page-meta';
import { createTokensService } from './modules/tokens/tokens.service';
import { createSweepReservationsHandler, sweepReservationsJob } from './modules/tutoring/tutoring.jobs';
import { createTutoringRepository } from './modules/tutoring/tutoring.repository';
import { createTutoringBookingsService } from './modules/tutoring/tutoring-bookings.service';
import {
  createTutoringLessonsService,
  lessonReminderMailJob,
  lessonRemindersJob,
} from './modules/tutoring/tutoring-lessons.service';
import { createTutoringOfferService } from './modules/tutoring/tutoring-offer.service';
import { createProfilePageMetaResolver } from './modules/users/profile-page-meta';
import { createProfilesRepository } from './modules/users/profiles.repository';
import { createProfilesService } from './modules/users/profiles.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import type { TRateLimiter } from './plugins/rate-limit';

/** What the services are built from: the database and the infrastructure the plugins provide. */
export type TServiceInputs = {
  db: TDb;
  databaseKind: TDatabase['kind'];
  config: TConfig;
  mailer: TMailer;
  tokens: TTokenSigner;
  rateLimiter: TRateLimiter;
  jobs: TJobQueue;
  realtime: TRealtime;
  presence: TPresenceStore;
  fileStorage: TFileStorage;
  uploadSlots: TUploadSlots;
  log: FastifyBaseLogger;
};

/**
 * The composition root: every repository and service of the API, each built once, in dependency order,
 * then the background work bound to them (job handlers and event subscribers). Routes read services from
 * here and construct nothing; services never see the Fastify app.
 */
export function buildServices(inputs: TServiceInputs) {
  const { db, config, jobs } = inputs;
  const uow = createUnitOfWork(db, {
    onEffectError: (error) => inputs.log.error({ err: error }, 'An effect after a commit failed'),
  });
  const outbox = createEventOutbox({ db, jobs, log: inputs.log });

  const usersRepository = createUsersRepository(db);
  const authRepository = createAuthRepository(db);
  const fileRepository = createFileRepository(db);
  const homeworkRepository = createHomeworkRepository(db);
  const homeworkAuthoringRepository = createHomeworkAuthoringRepository(db);
  const notificationsRepository = createNotificationsRepository(db);
  const profilesRepository = createProfilesRepository(db);

  const auth = createAuthService({
    uow,
    users: usersRepository,
    auth: authRepository,
    tokens: inputs.tokens,
    mailer: inputs.mailer,
    limiter: inputs.rateLimiter,
    jobs,
    outbox,
    publicUrl: config.publicUrl,
    tokenSecret: config.jwtSecret,
  });
  const ratings = createRatingsService({ uow, repository: createRatingsRepository(db), limiter: inputs.rateLimiter });
  const users = createUsersService({
    uow,
    outbox,
    users: usersRepository,
    auth: authRepository,
    reauthenticate: auth.reauthenticate,
    beforeDelete: async (tx, userId) => {
      await ratings.forgetGivenBy(tx, userId);
      await courses.forgetRatingsGivenBy(tx, userId);
      await pruneAccountForDeletion(tx, userId);
    },
  });
  const files = createFileService({
    repository: fileRepository,
    storage: inputs.fileStorage,
    uploadSlots: inputs.uploadSlots,
    config: config.files,
    jwtSecret: config.jwtSecret,
    log: inputs.log,
  });
  const accountData = createAccountDataService({
    uow,
    repository: createAccountDataRepository(db),
    sms: createSmsSender({ dataDir: config.dataDir, log: inputs.log }),
    limiter: inputs.rateLimiter,
    codeSecret: config.jwtSecret,
  });
  const homeworkAuthoring = createHomeworkAuthoringService(
    homeworkAuthoringRepository,
    uow,
    fileRepository,
    (tx, homework) => ratings.forgetHomework(tx, homework),
  );
  const chatRepository = createChatRepository(db);
  const numbered = createNumberedDelivery({ uow, realtime: inputs.realtime });
  const chat = createChatService({
    repository: chatRepository,
    uow,
    outbox,
    numbered,
    files,
    meetingUrlTemplate: config.meetingUrlTemplate,
    videoEmbedUrlTemplate: config.files.videoEmbedUrlTemplate,
  });
  const deliveries = createRealtimeDeliveriesRepository(db);
  const realtime = createRealtimeService({
    realtime: inputs.realtime,
    presence: inputs.presence,
    uow,
    deliveries,
    tokens: inputs.tokens,
    auth: authRepository,
    users: usersRepository,
    chat: chatRepository,
    log: inputs.log,
  });

  const commerce = config.commerce;
  const tokens = createTokensService({
    db,
    uow,
    commerce,
    outbox,
    numbered,
    videoEmbedUrlTemplate: config.files.videoEmbedUrlTemplate,
  });
  const subscriptions = createSubscriptionsService({
    db,
    uow,
    numbered,
    commerce,
    jobs,
    mailer: inputs.mailer,
    publicUrl: config.publicUrl,
  });
  // One browser prints every PDF of this node (invoices and list PDFs).
  const pdf = createPdfRenderer({ executablePath: config.pdf.chromiumPath });
  const invoices = createInvoicesService({ db, uow, commerce, publicUrl: config.publicUrl, pdf });
  const favoritePdf = createFavoritePdfService({
    db,
    jobs,
    limiter: inputs.rateLimiter,
    numbered,
    files,
    tokens: inputs.tokens,
    pdf,
    renderUrl: config.pdf.renderUrl,
    log: inputs.log,
  });
  const tutoringOffers = createTutoringOfferService({ repository: createTutoringRepository(db), uow });
  // The bookings sell through payments, and payments fulfil bookings: the fulfiller is bound once both exist.
  const tutoringFulfiller: TPurchaseFulfiller = {
    grant: (tx, payment) => tutoringBookings.fulfiller.grant(tx, payment),
    revoke: (tx, payment) => tutoringBookings.fulfiller.revoke(tx, payment),
    restore: (tx, payment) => tutoringBookings.fulfiller.restore(tx, payment),
  };
  // Requests sell through payments too: the same late binding.
  const homeworkRequestFulfiller: TPurchaseFulfiller = {
    grant: (tx, payment) => homeworkRequests.fulfiller.grant(tx, payment),
    revoke: (tx, payment) => homeworkRequests.fulfiller.revoke(tx, payment),
    restore: (tx, payment) => homeworkRequests.fulfiller.restore(tx, payment),
  };
  // Courses sell through payments too: the same late binding.
  const courseFulfiller: TPurchaseFulfiller = {
    grant: (tx, payment) => courses.fulfiller.grant(tx, payment),
    revoke: (tx, payment) => courses.fulfiller.revoke(tx, payment),
    restore: (tx, payment) => courses.fulfiller.restore(tx, payment),
  };
  const payments = createPaymentsService({
    db,
    uow,
    config,
    fulfillers: {
      SUBSCRIPTION: subscriptions.fulfiller,
      TOKENS: tokens.fulfiller,
      TUTORING: tutoringFulfiller,
      TUTORING_PACKAGE: tutoringFulfiller,
      HOMEWORK_REQUEST: homeworkRequestFulfiller,
      COURSE: courseFulfiller,
    },
    invoicing: invoices.invoicing,
    outbox,
    mailer: inputs.mailer,
    limiter: inputs.rateLimiter,
    log: inputs.log,
  });

  const tutoringBookings = createTutoringBookingsService({
    db,
    uow,
    outbox,
    offers: tutoringOffers,
    payments: payments.purchases,
    limiter: inputs.rateLimiter,
  });

  jobs.register(deliverEventJob, (job) => outbox.deliver(job));
  const tutoringLessons = createTutoringLessonsService({
    db,
    uow,
    outbox,
    jobs,
    mailer: inputs.mailer,
    publicUrl: config.publicUrl,
    chat,
    payments: payments.purchases,
  });
  jobs.register(sweepReservationsJob, createSweepReservationsHandler(tutoringBookings));
  const homeworkRequests = createHomeworkRequestsService({
    db,
    uow,
    outbox,
    payments: payments.purchases,
    fileTokens: createFileTokenSigner(config.jwtSecret),
    limiter: inputs.rateLimiter,
    log: inputs.log,
  });
  const courses = createCoursesService({ db, uow, payments: payments.purchases });
  jobs.register(sweepHomeworkRequestsJob, createSweepHomeworkRequestsHandler(homeworkRequests));
  jobs.register(lessonRemindersJob, async () => {
    const at = new Date();
    await tutoringLessons.sendReminders(at);
    await tutoringLessons.confirmLapsed(at);
  });
  jobs.register(lessonReminderMailJob, tutoringLessons.mailHandlers.lessonReminder);
  jobs.register(confirmationMailJob, auth.mailHandlers.confirmation);
  jobs.register(passwordResetMailJob, auth.mailHandlers.passwordReset);
  jobs.register(registrationAttemptMailJob, auth.mailHandlers.registrationAttempt);
  jobs.register(sweepFilesJob, createSweepFilesHandler(files, inputs.log));
  jobs.register(pruneDeliveriesJob, createPruneDeliveriesHandler(deliveries));
  jobs.register(pruneCatalogueChangesJob, createPruneCatalogueChangesHandler(db));
  jobs.register(sweepSubscriptionsJob, createSweepSubscriptionsHandler(subscriptions));
  jobs.register(renewalReminderMailJob, subscriptions.mailHandlers.renewalReminder);
  jobs.register(favoritePdfJob, (job) => favoritePdf.handle(job));
  jobs.register(checkPresenceJob, async () => {
    await realtime.checkPresence();
  });
  for (const subscriber of [
    ...createNotificationSubscribers(notificationsRepository, numbered, chatRepository),
    createNotificationMailSubscriber({ users: usersRepository, mailer: inputs.mailer, publicUrl: config.publicUrl }),
    createDeletedOwnerFilesSubscriber(files),
    ...payments.subscribers,
    ...createRealtimeSubscribers({ realtime: inputs.realtime }),
  ]) {
    outbox.subscribe(subscriber);
  }

  const catalogueSnapshotRepository = createCatalogueSnapshotRepository(db);
  const catalogueFeed = createCatalogueFeed(db);
  const catalogueSnapshots = createCatalogueSnapshotKeeper(
    // PGlite runs one statement at a time in this thread: its snapshot loads in short slices, not one long transaction.
    createCatalogueSnapshotLoader({ db, uow, feed: catalogueFeed, inSlices: inputs.databaseKind === 'pglite' }),
    catalogueFeed,
    inputs.log,
  );

  return {
    catalogueFeed,
    catalogueSnapshots,
    auth,
    users,
    accountData,
    accountLeaving: createAccountLeavingService({
      repository: createAccountLeavingRepository(db),
      users: usersRepository,
      accountData,
      limiter: inputs.rateLimiter,
    }),
    ratings,
    files,
    tutoringOffers,
    tutoringBookings,
    tutoringLessons,
    homeworkRequests,
    coursebooks: createCoursebooksService({ repository: createCoursebooksRepository(db), uow }),
    coursePageMeta: createCoursePageMetaResolver(
      (slug) => createCoursesRepository(db).findCourseBySlugOrId(slug),
      config.publicUrl,
    ),
    coursebookPageMeta: createCoursebookPageMetaResolver(createCoursebooksRepository(db), config.publicUrl),
    courses,
    reports: createReportsService({ db, uow, outbox, limiter: inputs.rateLimiter }),
    games: createGamesService({ uow, repository: createGamesRepository(db), limiter: inputs.rateLimiter }),
    answerCheck: createAnswerCheckService({
      homeworks: homeworkRepository,
      attempts: createAnswerAttemptsRepository(db),
      limiter: inputs.rateLimiter,
    }),
    homework: createHomeworkService(homeworkRepository, files, config.commerce.tokenPrices, catalogueFeed),
    homeworkList: createHomeworkListService(createHomeworkListRepository(db), {
      feed: catalogueFeed,
      searchIndex: createHomeworkSearchIndex(db, catalogueFeed, {
        // PGlite answers one statement at a time in this thread: a search there never falls back to a LIKE scan.
        waitForLoad: inputs.databaseKind === 'pglite',
        onLoadError: (error) => inputs.log.error({ err: error }, 'Building the search index failed'),
      }),
      catalogue: { snapshots: catalogueSnapshots, repository: catalogueSnapshotRepository },
    }),
    homeworkAuthoring,
    homeworkReview: createHomeworkReviewService(homeworkAuthoringRepository, homeworkAuthoring, uow, outbox),
    homeworkPageMeta: createHomeworkPageMetaResolver(homeworkRepository, config.publicUrl),
    profiles: createProfilesService({
      uow,
      repository: profilesRepository,
      limiter: inputs.rateLimiter,
      videoEmbedUrlTemplate: config.files.videoEmbedUrlTemplate,
    }),
    profilePageMeta: createProfilePageMetaResolver(profilesRepository, config.publicUrl),
    homeworkTypes: createHomeworkTypesService(createHomeworkTypesRepository(db)),
    homeworkTypeAuthoring: createHomeworkTypeAuthoringService(createHomeworkTypeAuthoringRepository(db), uow),
    mathConcepts: createMathConceptsService(createMathConceptsRepository(db)),
    mathConceptAuthoring: createMathConceptAuthoringService(createMathConceptAuthoringRepository(db), uow, outbox),
    notifications: createNotificationsService(notificationsRepository),
    exams: createExamsService(createExamsRepository(db)),
    editorComments: createEditorCommentsService(createEditorCommentsRepository(db)),
    books: createBooksClient(config.books),
    jobs: createJobsService(jobs),
    chat,
    realtime,
    tokens,
    subscriptions,
    invoices,
    payments,
    favorites: createFavoritesService({ db, uow }),
    support: createSupportService({ db, uow }),
    supportPageMeta: createSupportPageMetaResolver(createSupportService({ db, uow }), config.publicUrl),
    notes: createNotesService({ db, uow, fileTokens: createFileTokenSigner(config.jwtSecret) }),
    favoritePdf,
    pdf,
  };
}

export type TServices = ReturnType<typeof buildServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service of the API (the composition root); routes only read it. */
    services: TServices;
  }
}

/** Decorates the app with its services; registered after the plugins that provide their inputs. */
export const servicesPlugin = fp(async (app) => {
  app.decorate(
    'services',
    buildServices({
      db: app.db,
      databaseKind: app.database.kind,
      config: app.config,
      mailer: app.mailer,
      tokens: app.tokens,
      rateLimiter: app.rateLimiter,
      jobs: app.jobs,
      realtime: app.realtime,
      presence: app.presence,
      fileStorage: app.fileStorage,
      uploadSlots: app.uploadSlots,
      log: app.log,
    }),
  );
  // The catalogue's first snapshot is built once the app is ready, without holding up its start.
  app.addHook('onReady', async () => {
    void app.services.catalogueSnapshots.warmUp();
  });
  app.addHook('onClose', async () => app.services.catalogueSnapshots.settle());
});
