import type { TDb } from '../../db/client';
import { createTutoringAvailabilityRepository } from './tutoring-availability.repository';
import { createTutoringBookingLessonsRepository } from './tutoring-booking-lessons.repository';
import { createTutoringBookingsRepository } from './tutoring-bookings.repository';
import { createTutoringOffersRepository } from './tutoring-offers.repository';

export type { TPersonRow } from '../../lib/sql-people';
export type { TSlotRow, TSlotValues } from './tutoring-availability.repository';
export {
  GroupFullError,
  isTimeGone,
  noOverlapConstraint,
  type TGroupSessionRow,
  type TLessonRow,
} from './tutoring-booking-lessons.repository';
export type { TBookingRow } from './tutoring-bookings.repository';
export type { TLessonOptionRow, TOfferRow, TOfferValues, TPackageRow } from './tutoring-offers.repository';

/** All SQL of paid tutoring: offers, lesson options and packages, availability, bookings and their lessons. */
export function createTutoringRepository(db: TDb) {
  return {
    ...createTutoringOffersRepository(db),
    ...createTutoringAvailabilityRepository(db),
    ...createTutoringBookingsRepository(db),
    ...createTutoringBookingLessonsRepository(db),
  };
}
export type TTutoringRepository = ReturnType<typeof createTutoringRepository>;
