import fp from 'fastify-plugin';
import { createEventOutbox } from './lib/events/event-outbox';
import { createUnitOfWork } from './lib/uow';
import { createAccountLeavingRepository } from './modules/account-leaving/account-leaving.repository';
import { createAccountLeavingService } from './modules/account-leaving/account-leaving.service';
import { createMockHandInAnnouncer } from './modules/assignments/assignment-mocks';
import { assignmentRemindersJob, createAssignmentsService } from './modules/assignments/assignments.service';
import { createBooksClient } from './modules/books/books.client';
import { createCatalogueFeed } from './modules/catalogue/catalogue-index/catalogue-feed';
import { createCatalogueSnapshotRepository } from './modules/catalogue/catalogue-index/catalogue-snapshot.repository';
import { createCatalogueSnapshotLoader } from './modules/catalogue/catalogue-index/catalogue-snapshot.service';
import { createCatalogueSnapshotKeeper } from './modules/catalogue/catalogue-index/catalogue-snapshot-keeper';
import { createHomeworkListRepository } from './modules/catalogue/homework-list.repository';
import { createHomeworkListService } from './modules/catalogue/homework-list.service';
import { createHomeworkSearchIndex } from './modules/catalogue/homework-search-index';
import { createClassesRepository } from './modules/classes/classes.repository';
import { createClassesService } from './modules/classes/classes.service';
import { createManagedPupil } from './modules/classes/managed-pupils';
import { createManagedPupilsService } from './modules/classes/managed-pupils.service';
import { createClassroomService } from './modules/classroom/classroom.service';
import { createContactsRepository } from './modules/contacts/contacts.repository';
import { createCoursebooksRepository } from './modules/coursebooks/coursebooks.repository';
import { createCoursebooksService } from './modules/coursebooks/coursebooks.service';
import { createCoursebookPageMetaResolver } from './modules/coursebooks/coursebooks-page-meta';
import { createCoursesRepository } from './modules/courses/courses.repository';
import { createCoursePageMetaResolver } from './modules/courses/courses-page-meta';
import { createCurriculumRepository } from './modules/curriculum/curriculum.repository';
import { createCurriculumService } from './modules/curriculum/curriculum.service';
import { createEditorCommentsRepository } from './modules/editor-comments/editor-comments.repository';
import { createEditorCommentsService } from './modules/editor-comments/editor-comments.service';
import { createExamsRepository } from './modules/exams/exams.repository';
import { createExamsService } from './modules/exams/exams.service';
import { createFavoritePdfService } from './modules/favorites/favorite-pdf.service';
import { createFavoritesService } from './modules/favorites/favorites.service';
import { createFileTokenSigner } from './modules/files/file-tokens';
import { createGamesRepository } from './modules/games/games.repository';
import { createGamesService } from './modules/games/games.service';
import { listGenerators } from './modules/generators/generator-catalogue';
import { createGeneratorsRepository } from './modules/generators/generators.repository';
import { createGeneratorsService } from './modules/generators/generators.service';
import { createHelpRequestsService } from './modules/help-requests/help-requests.service';
import { createHomeworkService } from './modules/homework/homework.service';
import { createHomeworkAuthoringService } from './modules/homework/homework-authoring.service';
import { createHomeworkPageMetaResolver } from './modules/homework/homework-page-meta';
import { createHomeworkReviewService } from './modules/homework/homework-review.service';
import { createHomeworkTypeAuthoringRepository } from './modules/homework-types/homework-type-authoring.repository';
import { createHomeworkTypeAuthoringService } from './modules/homework-types/homework-type-authoring.service';
import { createHomeworkTypesRepository } from './modules/homework-types/homework-types.repository';
import { createHomeworkTypesService } from './modules/homework-types/homework-types.service';
import { createJobsService } from './modules/jobs/jobs.service';
import { createAnswerCheckService } from './modules/learning/answer-check/answer-check.service';
import { createDifficultyRepository, shownRating } from './modules/learning/difficulty/difficulty.repository';
import { createLearningService } from './modules/learning/learning.service';
import { createLearningAttemptsRepository } from './modules/learning/learning-attempts.repository';
import { createLearningLevelService } from './modules/learning/level/learning-level.service';
import { createPracticeService } from './modules/learning/practice/practice.service';
import { createStudentModelService } from './modules/learning/student-model/student-model.service';
import { createLtiService } from './modules/lti/lti.service';
import { createLtiKeys } from './modules/lti/lti-keys';
import { createMathConceptAuthoringRepository } from './modules/math-concepts/math-concept-authoring.repository';
import { createMathConceptAuthoringService } from './modules/math-concepts/math-concept-authoring.service';
import { createMathConceptsRepository } from './modules/math-concepts/math-concepts.repository';
import { createMathConceptsService } from './modules/math-concepts/math-concepts.service';
import { createMockExamsService } from './modules/mock-exams/mock-exams.service';
import { createNotesService } from './modules/notes/notes.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { bindConsentLifecycle } from './modules/parents/consent-lifecycle/consent-lifecycle.service';
import { bindParentLetter } from './modules/parents/parent-letter/parent-letter.service';
import { createParentLinksRepository } from './modules/parents/parent-links.repository';
import { createParentsService } from './modules/parents/parents.service';
import { createPurchaseRequestsService } from './modules/parents/purchase-requests/purchase-requests.use-cases';
import { createProfilePageMetaResolver } from './modules/profiles/profile-page-meta';
import { createProfilesService } from './modules/profiles/profiles.service';
import { createReportsService } from './modules/reports/reports.service';
import { bindTeacherVerification } from './modules/safeguarding/teacher-verification/teacher-verification.service';
import { createSupportService } from './modules/support/support.service';
import { createSupportPageMetaResolver } from './modules/support/support-page-meta';
import { createTutoringRepository } from './modules/tutoring/tutoring.repository';
import { createTutoringLessonsRepository } from './modules/tutoring/tutoring-lessons.repository';
import { createTutoringOfferService } from './modules/tutoring/tutoring-offer.service';
import { createTutoringOffersRepository } from './modules/tutoring/tutoring-offers.repository';
import { createUserBlocksService } from './modules/user-blocks/user-blocks.service';
import { buildAccountServices, createSharedRepositories } from './services/accounts';
import { buildCommerceServices, buildPaymentsService } from './services/commerce';
import type { TServiceInputs } from './services/inputs';
import { bindJobs, subscribeToEvents } from './services/jobs';
import { buildMessagingServices } from './services/messaging';
import { buildSalesServices } from './services/sales';

export type { TServiceInputs } from './services/inputs';

/**
 * The composition root: every repository and service of the API, each built once, in dependency order,
 * then the background work bound to them (job handlers and event subscribers). Routes read services from
 * here and construct nothing; services never see the Fastify app. The parts it builds in turn are in
 * `services/`; the order of the calls below is the order of construction.
 */
export function buildServices(inputs: TServiceInputs) {
  const { db, config, jobs } = inputs;
  const uow = createUnitOfWork(db, {
    onEffectError: (error) => inputs.log.error({ err: error }, 'An effect after a commit failed'),
  });
  const outbox = createEventOutbox({ db, jobs, log: inputs.log });
  const base = { inputs, uow, outbox };

  const repositories = createSharedRepositories(db);
  // Deleting a user forgets the ratings they gave to courses, which are built below with what payments sell.
  const { auth, ratings, users, files, accountData } = buildAccountServices(base, repositories, {
    courses: () => sales.courses,
  });
  const homeworkAuthoring = createHomeworkAuthoringService(
    repositories.homeworkAuthoring,
    uow,
    repositories.files,
    (tx, homework) => ratings.forgetHomework(tx, homework),
  );
  const { chatRepository, numbered, contacts, chat, deliveries, realtime } = buildMessagingServices(
    base,
    repositories,
    files,
  );

  const { tokens, subscriptions, pdf, invoices } = buildCommerceServices(base, numbered);
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
  // A minor asks a parent to pay (issue 71 point 4); a parent's granted payment for the child settles the request.
  const purchaseRequests = createPurchaseRequestsService({
    db,
    uow,
    outbox,
    mailer: inputs.mailer,
    commerce: config.commerce,
    publicUrl: config.publicUrl,
    log: inputs.log,
    bookings: { releaseDeclined: (tx, id, actorId) => sales.tutoringBookings.releaseDeclinedBooking(tx, id, actorId) },
  });
  const parentLinks = createParentLinksRepository(db);
  // What sells through payments is built after them: payments read its fulfillers when a purchase needs them.
  const payments = buildPaymentsService(
    base,
    {
      subscriptions,
      tokens,
      invoices,
      family: { isParentOf: parentLinks.isParentOf, onGrantedForChild: purchaseRequests.markPaid },
    },
    {
      tutoring: () => sales.tutoringBookings.fulfiller,
      homeworkRequests: () => sales.homeworkRequests.fulfiller,
      courses: () => sales.courses.fulfiller,
    },
  );
  // The student model (issue 36) learns from every answer: course quizzes and games record there too.
  const studentModel = createStudentModelService({ db, uow });
  const mockExams = createMockExamsService({
    db,
    uow,
    model: studentModel,
    onHandedIn: createMockHandInAnnouncer(outbox),
  });
  // A minor's booking waits for a parent (issue 72): minors as the contact rule counts them, asked by a purchase request.
  const minors = createContactsRepository(db);
  const sales = buildSalesServices(base, {
    tutoringOffers,
    payments,
    chat,
    studentModel,
    family: {
      isMinor: async (userId) => (await minors.minorIds([userId])).has(userId),
      hasParent: async (childId) => (await parentLinks.parentsOf(childId)).length > 0,
      askParents: (child, bookingId) => purchaseRequests.create(child, { bookingId }),
    },
  });
  const { tutoringBookings, tutoringLessons, homeworkRequests, courses } = sales;

  bindJobs(base, {
    auth,
    chat,
    files,
    deliveries,
    realtime,
    subscriptions,
    favoritePdf,
    tutoringBookings,
    tutoringLessons,
    homeworkRequests,
    mockExams,
  });
  const consentLifecycle = bindConsentLifecycle({
    ...base,
    db,
    jobs,
    mailer: inputs.mailer,
    publicUrl: config.publicUrl,
    deleteAccount: users.removeAccount,
  });
  // Teacher verification (issue 72): the applications, the ADMIN's decisions and the hourly sweep.
  const teacherVerification = bindTeacherVerification({
    db,
    uow,
    outbox,
    jobs,
    mailer: inputs.mailer,
    publicUrl: config.publicUrl,
    files,
  });
  const parentLetter = bindParentLetter({
    db,
    uow,
    jobs,
    mailer: inputs.mailer,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
  });
  // Google Classroom writes grades back from the answers' events; it reads scores from the assignments built below.
  const classroom = createClassroomService({
    db,
    config: config.classroom,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    scoreOf: (assignmentId, userId) => assignments.scoreOf(assignmentId, userId),
    log: inputs.log,
  });
  subscribeToEvents(base, { repositories, numbered, chatRepository, files, payments, classroom });

  const learningAttempts = createLearningAttemptsRepository(db);
  const favorites = createFavoritesService({ db, uow });
  const classes = createClassesService({
    db,
    uow,
    limiter: inputs.rateLimiter,
    publicUrl: config.publicUrl,
    limits: config.classes,
  });
  const assignments = createAssignmentsService({
    db,
    uow,
    outbox,
    model: studentModel,
    limiter: inputs.rateLimiter,
  });
  // The parent's place (issue 71) reads the child's work from the modules that own it.
  const parents = createParentsService({
    db,
    uow,
    outbox,
    sources: {
      mastery: (childId) => studentModel.mastery(childId),
      assignmentsOf: (childId) => assignments.listForPupil({ id: childId, role: 'USER' }),
      ownMarksOf: (childId, list) => assignments.ownMarksOf(childId, list),
      premiumOf: async (childId) => {
        const state = await subscriptions.getState({ id: childId, role: 'USER' });
        return { active: state.hasActiveSubscription, endsAt: state.activeUntil };
      },
      tokenBalanceOf: async (childId) => (await tokens.getTokenWallet({ id: childId, role: 'USER' })).balance,
    },
  });
  jobs.register(assignmentRemindersJob, () => assignments.sendReminders(new Date()).then(() => undefined));
  // LTI 1.3 for Moodle (issue 56): launches act on classes and assignments; grades go back from the answers' events.
  const lti = createLtiService({
    db,
    uow,
    keys: createLtiKeys({ db, privateKey: config.lti.privateKey }),
    publicUrl: config.publicUrl,
    jwtSecret: config.jwtSecret,
    limits: config.classes,
    limiter: inputs.rateLimiter,
    assignments,
    startSession: auth.startSession,
    createPupil: createManagedPupil,
    log: inputs.log,
  });
  outbox.subscribe(lti.gradeSubscriber);
  const catalogueSnapshotRepository = createCatalogueSnapshotRepository(db);
  const catalogueFeed = createCatalogueFeed(db);
  const catalogueSnapshots = createCatalogueSnapshotKeeper(
    // PGlite runs one statement at a time in this thread: its snapshot loads in short slices, not one long transaction.
    createCatalogueSnapshotLoader({ db, uow, feed: catalogueFeed, inSlices: inputs.databaseKind === 'pglite' }),
    catalogueFeed,
    inputs.log,
    catalogueSnapshotRepository.findPublicRows,
    catalogueSnapshotRepository.findNamedDictionaries,
  );

  return {
    catalogueFeed,
    catalogueSnapshots,
    auth,
    users,
    accountData,
    consentLifecycle,
    teacherVerification,
    parentLetter,
    accountLeaving: createAccountLeavingService({
      repository: createAccountLeavingRepository(db),
      users: repositories.users,
      accountData,
      classes,
      assignments,
      lti,
      parents,
      limiter: inputs.rateLimiter,
    }),
    ratings,
    files,
    tutoringOffers,
    purchaseRequests,
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
    games: createGamesService({
      uow,
      repository: createGamesRepository(db),
      limiter: inputs.rateLimiter,
      learning: studentModel,
    }),
    learning: createLearningService({
      attempts: learningAttempts,
      model: studentModel,
      teaches: async (teacherId, studentId) => {
        if ((await createTutoringLessonsRepository(db).findPair(studentId, teacherId))?.status === 'ACCEPTED') {
          return { since: null };
        }
        const joinedAt = await createClassesRepository(db).joinedTaughtClassAt(teacherId, studentId);
        return joinedAt ? { since: joinedAt } : null;
      },
    }),
    studentModel,
    learningLevel: createLearningLevelService({ db }),
    practice: createPracticeService({
      db,
      uow,
      model: studentModel,
      limiter: inputs.rateLimiter,
      feed: catalogueFeed,
      markSolved: (viewer, homeworkId) => favorites.addSolved(viewer, homeworkId),
    }),
    answerCheck: createAnswerCheckService({
      homeworks: repositories.homework,
      attempts: learningAttempts,
      model: studentModel,
      limiter: inputs.rateLimiter,
      markSolved: (viewer, homeworkId) => favorites.addSolved(viewer, homeworkId),
    }),
    homework: createHomeworkService(
      repositories.homework,
      files,
      config.commerce.tokenPrices,
      catalogueFeed,
      async (homeworkId) => shownRating(await createDifficultyRepository(db).itemRating(homeworkId)),
      contacts,
    ),
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
    homeworkReview: createHomeworkReviewService(repositories.homeworkAuthoring, homeworkAuthoring, uow, outbox),
    homeworkPageMeta: createHomeworkPageMetaResolver(repositories.homework, config.publicUrl),
    profiles: createProfilesService({
      uow,
      repository: repositories.profiles,
      limiter: inputs.rateLimiter,
      contacts,
      videoEmbedUrlTemplate: config.files.videoEmbedUrlTemplate,
    }),
    profilePageMeta: createProfilePageMetaResolver(repositories.profiles, config.publicUrl),
    homeworkTypes: createHomeworkTypesService(createHomeworkTypesRepository(db)),
    homeworkTypeAuthoring: createHomeworkTypeAuthoringService(createHomeworkTypeAuthoringRepository(db), uow),
    mathConcepts: createMathConceptsService(createMathConceptsRepository(db)),
    mathConceptAuthoring: createMathConceptAuthoringService(createMathConceptAuthoringRepository(db), uow, outbox),
    notifications: createNotificationsService(repositories.notifications),
    mockExams,
    generators: createGeneratorsService(createGeneratorsRepository(db), inputs.rateLimiter),
    exams: createExamsService(createExamsRepository(db), (examId) => mockExams.getExamPaper(examId)),
    curriculum: createCurriculumService({
      repository: createCurriculumRepository(db),
      generatorRequirements: () =>
        listGenerators().map((generator) => generator.requirements.map(({ system, code }) => `${system}:${code}`)),
    }),
    editorComments: createEditorCommentsService(createEditorCommentsRepository(db)),
    books: createBooksClient(config.books),
    jobs: createJobsService(jobs),
    chat,
    realtime,
    tokens,
    subscriptions,
    invoices,
    payments,
    favorites,
    support: createSupportService({ db, uow }),
    supportPageMeta: createSupportPageMetaResolver(createSupportService({ db, uow }), config.publicUrl),
    notes: createNotesService({ db, uow, fileTokens: createFileTokenSigner(config.jwtSecret) }),
    classes,
    managedPupils: createManagedPupilsService({
      db,
      uow,
      outbox,
      limiter: inputs.rateLimiter,
      limits: config.classes,
    }),
    assignments,
    parents,
    // Child protection (issue 72): a child's help request, an ADMIN's block of an adult.
    helpRequests: createHelpRequestsService({ db, uow, outbox, limiter: inputs.rateLimiter }),
    userBlocks: createUserBlocksService({
      db,
      uow,
      outbox,
      cancelBooking: (viewer, bookingId) => tutoringBookings.cancelBooking(viewer, bookingId),
      hideOffer: (tx, teacherId) => createTutoringOffersRepository(tx).hideOffer(teacherId),
      log: inputs.log,
    }),
    lti,
    classroom,
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
