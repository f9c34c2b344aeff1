import { tutoringEndpoints, tutoringLimits, tutoringMessages } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes, type TSignedInDoc } from '../../lib/routes/endpoint-route';
import { errorResponses, type TRoleDoor, teacherDoor, usualErrors } from '../../lib/routes/route-options';

const timeRule =
  'Times are UTC ISO strings; the calendar is Europe/Warsaw: slots are set as a Warsaw date with start and end minutes of the day (multiples of 5), so a weekly 17:00 stays 17:00 Warsaw time across DST.';
const cancellationRule = `Cancellation: the student, the teacher or an ADMIN, until the first lesson begins. A reservation costs nothing. A paid booking is refunded in full when the teacher or an ADMIN cancels it, or when the student does at least ${tutoringLimits.freeCancellationHours} hours before the first lesson; later the student's cancellation refunds nothing. A package is cancelled as a whole.`;

/**
 * Paid tutoring (issue 19): a teacher's offer and availability, the teacher search and free times, and
 * bookings that are reserved, paid, released when unpaid, and cancelled. The spec names no paths; these are ours.
 */
export const tutoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const offers = app.services.tutoringOffers;
  const bookings = app.services.tutoringBookings;
  const route = endpointRoutes(app, { tags: ['Tutoring'], errors: usualErrors });
  const teachers = teacherDoor(tutoringMessages.teachersOnly);

  route.signedIn(
    tutoringEndpoints.offer,
    {
      summary: "The TEACHER's own tutoring offer",
      description:
        "Also when disabled or never saved (then empty). 403 'Tylko nauczyciel może prowadzić korepetycje.' for other roles.",
      door: teachers,
    },
    async (request) => offers.getOwnOffer(request.viewer),
  );

  route.signedIn(
    tutoringEndpoints.saveOffer,
    {
      summary: 'Save the whole tutoring offer (TEACHER)',
      description:
        "Subjects and levels taught; lesson options (30–180 min, price in grosze ≥ 200: 'Cena nie może być niższa niż 2 PLN.'; when enabled at least one: 'Musisz dodać przynajmniej jeden wariant.'); packages of 2–10 lessons ('Liczba zajęć musi zawierać się między 2 a 10') at 1–70 % off; group lessons for 2–99 participants, each paying 25–99 % of the price; a break after each lesson (multiple of 5, at most 30 min). Options and packages sent with their id are updated, new ones added, missing ones archived (existing bookings keep them).",
      door: teachers,
    },
    async (request) => offers.saveOffer(request.viewer, request.body),
  );

  route.publicRoute(
    tutoringEndpoints.searchTeachers,
    {
      summary: 'Find a teacher: by subject, level, price, rating and free time',
      description:
        "Public. Teachers with an enabled offer. maxPrice: the cheapest lesson costs at most this (grosze); minRating: the 'Korepetycje' rating; freeFrom (a Warsaw date) with freeDays: at least one free time for the teacher's shortest lesson on those days. Sorted by rating (default) or price.",
      errors: errorResponses(400),
    },
    async (request) => offers.searchTeachers(request.viewer, request.query),
  );

  route.publicRoute(
    tutoringEndpoints.teacherOffer,
    {
      summary: "A tutoring teacher's offer",
      description: "Public. 404 'Ten nauczyciel nie prowadzi teraz korepetycji.' when the offer is disabled.",
      errors: errorResponses(400, 404),
    },
    async (request) => offers.getTeacherOffer(request.params.id),
  );

  route.publicRoute(
    tutoringEndpoints.freeTimes,
    {
      summary: 'When a lesson of an option can start',
      description: `Public. On the teacher's availability, on a 15-minute grid from each slot's start, the whole lesson inside the slot, and the lesson plus the teacher's break clear of every live lesson (and its break). ${timeRule}`,
      errors: errorResponses(400, 404),
    },
    async (request) => offers.getFreeTimes(request.params.id, request.query),
  );

  route.signedIn(
    tutoringEndpoints.availability,
    {
      summary: "The TEACHER's availability slots",
      description: timeRule,
      door: teachers,
    },
    async (request) => offers.listAvailability(request.viewer),
  );

  route.signedIn(
    tutoringEndpoints.createSlot,
    {
      summary: 'Add an availability slot (TEACHER)',
      description: `repeat NO_REPEAT, DAY or WEEK, until a last day (inclusive) or null. An end not after the start: 'Data końcowa nie może być przed datą początkową'. ${timeRule}`,
      status: 201,
      door: teachers,
    },
    async (request) => offers.createSlot(request.viewer, request.body),
  );

  route.signedIn(
    tutoringEndpoints.updateSlot,
    {
      summary: 'Change an availability slot (TEACHER, own)',
      description: `Booked lessons stay where they are. ${timeRule}`,
      door: teachers,
    },
    async (request) => offers.updateSlot(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    tutoringEndpoints.deleteSlot,
    {
      summary: 'Remove an availability slot (TEACHER, own)',
      description: 'Booked lessons stay; only new bookings stop.',
      door: teachers,
    },
    async (request) => offers.deleteSlot(request.viewer, request.params.id),
  );

  /** A new booking, answered 201; a time taken meanwhile answers 409 and booking is rate-limited (429). */
  const newBooking = (summary: string, description: string, door?: TRoleDoor): TSignedInDoc => ({
    summary,
    description,
    status: 201,
    responses: errorResponses(409, 429),
    door,
  });

  route.signedIn(
    tutoringEndpoints.createBooking,
    newBooking(
      'Reserve a lesson, a package of lessons, or a seat in a group lesson',
      `One start for a lesson, as many as the package has lessons for a package (one booking, one payment; price = lessons × price less the discount, rounded to the grosz). Each lesson must lie inside the teacher's availability. The reservation holds the times for ${tutoringLimits.reservationMinutes} minutes; unpaid, a background job releases it. A time taken meanwhile (the lesson or its break overlapping another live lesson of the teacher, refused by the database's exclusion constraint): 409 'Ten termin jest już zajęty. Wybierz inny.'. With \`kind: "group"\` (one start, no package) it takes a seat in the teacher's group lesson at that time, opening it at a free time when there is none (seat price = price × the group fee): 400 '${tutoringMessages.groupDisabled}' when the teacher gives none, 409 '${tutoringMessages.groupFull}' when it is full, 409 '${tutoringMessages.groupOtherOption}' for another duration, 400 '${tutoringMessages.groupSeatTaken}' for a second seat. Rate-limited ('booking').`,
    ),
    async (request) => bookings.createBooking(request.viewer, request.body, { ip: request.ip }),
  );

  route.signedIn(
    tutoringEndpoints.offerBooking,
    newBooking(
      'Propose a time to a student (TEACHER)',
      "A booking in status offered: the time is held (the same exclusion constraint) until the student accepts it (POST …/accept, then 15 minutes to pay), declines it (POST …/cancel) or it lapses an hour before the lesson. Any future time of the teacher's own option (at least an hour ahead), not only inside the availability slots. The student is notified.",
      teachers,
    ),
    async (request) => bookings.offerBooking(request.viewer, request.body, { ip: request.ip }),
  );

  route.signedIn(
    tutoringEndpoints.acceptBooking,
    {
      summary: 'Accept an offered time (its student)',
      description:
        "It becomes a reservation to pay within 15 minutes. No longer offered: 400 'Tej propozycji nie można już przyjąć.'.",
    },
    async (request) => bookings.acceptBooking(request.viewer, request.params.id),
  );

  route.signedIn(
    tutoringEndpoints.bookings,
    {
      summary: "The viewer's bookings, as the student or as the teacher",
      description:
        'Newest first; each with its lessons, status (reserved, booked, cancelled, offered) and policies (pay, cancel).',
      errors: errorResponses(400, 401),
    },
    async (request) => bookings.listBookings(request.viewer, request.query),
  );

  route.signedIn(
    tutoringEndpoints.booking,
    {
      summary: 'One booking (its student, its teacher, ADMIN)',
      description: 'refundOnCancel tells whether cancelling now gives the money back to the viewer.',
    },
    async (request) => bookings.getBooking(request.viewer, request.params.id),
  );

  route.signedIn(
    tutoringEndpoints.checkoutBooking,
    {
      summary: 'Pay a reservation (its student)',
      description:
        "Like POST /payment/checkout, for this booking (kind TUTORING or TUTORING_PACKAGE). A payment started before and still open is cancelled first. After the reservation ran out: 400 'Rezerwacja wygasła. Zarezerwuj termin ponownie.'. The confirmed payment books it.",
      responses: errorResponses(429, 503),
    },
    async (request) => bookings.checkoutBooking(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );

  route.signedIn(
    tutoringEndpoints.cancelBooking,
    {
      summary: 'Cancel a booking',
      description: `${cancellationRule} After the first lesson began, or when already cancelled: 400 'Tej rezerwacji nie można już anulować.'.`,
    },
    async (request) => bookings.cancelBooking(request.viewer, request.params.id),
  );
};
