import type { TBookingStatus } from './tutoring-messages';

/**
 * What happens to a booking: the student's payment arrives (PAY), its reservation runs out unpaid (EXPIRE), a
 * side cancels it (CANCEL), the student accepts or declines a time the teacher offered (ACCEPT, DECLINE).
 */
export const bookingEvents = ['PAY', 'EXPIRE', 'CANCEL', 'ACCEPT', 'DECLINE'] as const;
export type TBookingEvent = (typeof bookingEvents)[number];

const transitions: Readonly<Record<TBookingStatus, Partial<Record<TBookingEvent, TBookingStatus>>>> = {
  offered: { ACCEPT: 'reserved', DECLINE: 'cancelled', CANCEL: 'cancelled', EXPIRE: 'cancelled' },
  reserved: { PAY: 'booked', EXPIRE: 'cancelled', CANCEL: 'cancelled' },
  booked: { CANCEL: 'cancelled' },
  cancelled: {},
};

/**
 * The booking state machine (docs/product-spec.md section 3: reserved → booked (paid) → cancelled, or offered
 * when the teacher proposes a time): the status after `event`, or null when the event does not apply.
 */
export function nextBookingStatus(status: TBookingStatus, event: TBookingEvent): TBookingStatus | null {
  return transitions[status][event] ?? null;
}

/** A booking that holds the teacher's time (its lessons block the calendar). */
export const holdsTime = (status: TBookingStatus) => status !== 'cancelled';
