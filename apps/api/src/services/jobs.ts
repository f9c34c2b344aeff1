import { deliverEventJob } from '../lib/events/event-outbox';
import type { TAuthService } from '../modules/auth/auth.service';
import {
  confirmationMailJob,
  parentalConsentMailJob,
  passwordResetMailJob,
  registrationAttemptMailJob,
} from '../modules/auth/auth-mail.jobs';
import {
  createPruneCatalogueChangesHandler,
  pruneCatalogueChangesJob,
} from '../modules/catalogue/catalogue-index/prune-catalogue-changes.job';
import type { TChatRepository } from '../modules/chat/chat.repository';
import type { TChatService } from '../modules/chat/chat.service';
import { createDeliverNightMessagesHandler, deliverNightMessagesJob } from '../modules/chat/safe-messages.jobs';
import type { TClassroomService } from '../modules/classroom/classroom.service';
import { favoritePdfJob } from '../modules/favorites/favorite-pdf.job';
import type { TFavoritePdfService } from '../modules/favorites/favorite-pdf.service';
import type { TFileService } from '../modules/files/file.service';
import {
  createDeletedOwnerFilesSubscriber,
  createSweepFilesHandler,
  sweepFilesJob,
} from '../modules/files/sweep-files.job';
import {
  createSweepHomeworkRequestsHandler,
  sweepHomeworkRequestsJob,
} from '../modules/homework-requests/homework-requests.jobs';
import type { THomeworkRequestsService } from '../modules/homework-requests/homework-requests.service';
import type { TMockExamsService } from '../modules/mock-exams/mock-exams.service';
import {
  createSubmitExpiredMockAttemptsHandler,
  submitExpiredMockAttemptsJob,
} from '../modules/mock-exams/submit-expired-attempts.job';
import { createNotificationSubscribers } from '../modules/notifications/notification.subscribers';
import { createNotificationMailSubscriber } from '../modules/notifications/notification-mail.subscriber';
import type { TPaymentsService } from '../modules/payments/payments.service';
import { checkPresenceJob } from '../modules/realtime/check-presence.job';
import type { TNumberedDelivery } from '../modules/realtime/numbered-delivery';
import { createPruneDeliveriesHandler, pruneDeliveriesJob } from '../modules/realtime/prune-deliveries.job';
import type { TRealtimeService } from '../modules/realtime/realtime.service';
import { createRealtimeSubscribers } from '../modules/realtime/realtime.subscribers';
import type { TRealtimeDeliveriesRepository } from '../modules/realtime/realtime-deliveries.repository';
import {
  createSweepSubscriptionsHandler,
  renewalReminderMailJob,
  sweepSubscriptionsJob,
} from '../modules/subscriptions/subscriptions.jobs';
import type { TSubscriptionsService } from '../modules/subscriptions/subscriptions.service';
import { createSweepReservationsHandler, sweepReservationsJob } from '../modules/tutoring/tutoring.jobs';
import type { TTutoringBookingsService } from '../modules/tutoring/tutoring-bookings.service';
import type { TTutoringLessonsService } from '../modules/tutoring/tutoring-lessons.service';
import { lessonReminderMailJob, lessonRemindersJob } from '../modules/tutoring/tutoring-lessons.service';
import type { TSharedRepositories } from './accounts';
import type { TServiceBase } from './inputs';

/**
 * Binds every job definition to its handler, in this order (the queue creates its queues and starts its
 * workers in the order of binding). Every node binds every definition, so any node can queue any job.
 */
export function bindJobs(
  { inputs, outbox }: TServiceBase,
  services: {
    auth: TAuthService;
    chat: TChatService;
    files: TFileService;
    deliveries: TRealtimeDeliveriesRepository;
    realtime: TRealtimeService;
    subscriptions: TSubscriptionsService;
    favoritePdf: TFavoritePdfService;
    tutoringBookings: TTutoringBookingsService;
    tutoringLessons: TTutoringLessonsService;
    homeworkRequests: THomeworkRequestsService;
    mockExams: TMockExamsService;
  },
) {
  const { db, jobs } = inputs;
  const { auth, files, deliveries, realtime, subscriptions, favoritePdf, tutoringLessons } = services;
  jobs.register(deliverEventJob, (job) => outbox.deliver(job));
  jobs.register(sweepReservationsJob, createSweepReservationsHandler(services.tutoringBookings));
  jobs.register(sweepHomeworkRequestsJob, createSweepHomeworkRequestsHandler(services.homeworkRequests));
  jobs.register(lessonRemindersJob, async () => {
    const at = new Date();
    await tutoringLessons.sendLessonReminders(at);
    await tutoringLessons.confirmLapsedLessons(at);
  });
  jobs.register(lessonReminderMailJob, tutoringLessons.mailHandlers.lessonReminder);
  jobs.register(confirmationMailJob, auth.mailHandlers.confirmation);
  jobs.register(passwordResetMailJob, auth.mailHandlers.passwordReset);
  jobs.register(registrationAttemptMailJob, auth.mailHandlers.registrationAttempt);
  jobs.register(parentalConsentMailJob, auth.mailHandlers.parentalConsent);
  jobs.register(sweepFilesJob, createSweepFilesHandler(files, inputs.log));
  jobs.register(pruneDeliveriesJob, createPruneDeliveriesHandler(deliveries));
  jobs.register(pruneCatalogueChangesJob, createPruneCatalogueChangesHandler(db));
  jobs.register(sweepSubscriptionsJob, createSweepSubscriptionsHandler(subscriptions));
  jobs.register(renewalReminderMailJob, subscriptions.mailHandlers.renewalReminder);
  jobs.register(favoritePdfJob, (job) => favoritePdf.handle(job));
  jobs.register(submitExpiredMockAttemptsJob, createSubmitExpiredMockAttemptsHandler(services.mockExams));
  jobs.register(deliverNightMessagesJob, createDeliverNightMessagesHandler(services.chat));
  jobs.register(checkPresenceJob, async () => {
    await realtime.checkPresence();
  });
}

/** Subscribes every event subscriber to the outbox, in this order. */
export function subscribeToEvents(
  { inputs, outbox }: TServiceBase,
  deps: {
    repositories: TSharedRepositories;
    numbered: TNumberedDelivery;
    chatRepository: TChatRepository;
    files: TFileService;
    payments: TPaymentsService;
    classroom: TClassroomService;
  },
) {
  const { config } = inputs;
  for (const subscriber of [
    ...createNotificationSubscribers(deps.repositories.notifications, deps.numbered, deps.chatRepository),
    createNotificationMailSubscriber({
      users: deps.repositories.users,
      mailer: inputs.mailer,
      publicUrl: config.publicUrl,
    }),
    createDeletedOwnerFilesSubscriber(deps.files),
    ...deps.payments.subscribers,
    ...deps.classroom.subscribers,
    ...createRealtimeSubscribers({ realtime: inputs.realtime }),
  ]) {
    outbox.subscribe(subscriber);
  }
}
