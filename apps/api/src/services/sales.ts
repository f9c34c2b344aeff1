import type { TChatService } from '../modules/chat/chat.service';
import { createCoursesService } from '../modules/courses/courses.service';
import { createFileTokenSigner } from '../modules/files/file-tokens';
import { createHomeworkRequestsService } from '../modules/homework-requests/homework-requests.service';
import type { TStudentModelService } from '../modules/learning/student-model/student-model.service';
import type { TPaymentsService } from '../modules/payments/payments.service';
import type { TBookingFamily } from '../modules/tutoring/bookings/tutoring-bookings.context';
import { createTutoringBookingsService } from '../modules/tutoring/tutoring-bookings.service';
import { createTutoringLessonsService } from '../modules/tutoring/tutoring-lessons.service';
import type { TTutoringOfferService } from '../modules/tutoring/tutoring-offer.service';
import type { TServiceBase } from './inputs';

/**
 * What is sold through payments and fulfils its purchases for them (bound late in payments): tutoring bookings
 * and lessons, homework requests, courses.
 */
export function buildSalesServices(
  { inputs, uow, outbox }: TServiceBase,
  deps: {
    tutoringOffers: TTutoringOfferService;
    payments: TPaymentsService;
    chat: TChatService;
    family: TBookingFamily;
    studentModel: TStudentModelService;
  },
) {
  const { db, config, jobs } = inputs;
  const { payments } = deps;
  const tutoringBookings = createTutoringBookingsService({
    db,
    uow,
    outbox,
    offers: deps.tutoringOffers,
    payments: payments.purchases,
    limiter: inputs.rateLimiter,
    family: deps.family,
  });
  const tutoringLessons = createTutoringLessonsService({
    db,
    uow,
    outbox,
    jobs,
    mailer: inputs.mailer,
    publicUrl: config.publicUrl,
    chat: deps.chat,
    payments: payments.purchases,
  });
  const homeworkRequests = createHomeworkRequestsService({
    db,
    uow,
    outbox,
    payments: payments.purchases,
    fileTokens: createFileTokenSigner(config.jwtSecret),
    limiter: inputs.rateLimiter,
    log: inputs.log,
  });
  const courses = createCoursesService({ db, uow, payments: payments.purchases, learning: deps.studentModel });
  return { tutoringBookings, tutoringLessons, homeworkRequests, courses };
}
