import { describe, expect, it } from 'vitest';
import { bookingEvents, nextBookingStatus, type TBookingEvent } from './booking-status';
import { bookingStatuses, type TBookingStatus } from './tutoring-messages';

/** Every status × every event, written out: the whole state machine in one table. */
const expected: Record<TBookingStatus, Record<TBookingEvent, TBookingStatus | null>> = {
  offered: { PAY: null, EXPIRE: 'cancelled', CANCEL: 'cancelled', ACCEPT: 'reserved', DECLINE: 'cancelled' },
  reserved: { PAY: 'booked', EXPIRE: 'cancelled', CANCEL: 'cancelled', ACCEPT: null, DECLINE: null },
  booked: { PAY: null, EXPIRE: null, CANCEL: 'cancelled', ACCEPT: null, DECLINE: null },
  cancelled: { PAY: null, EXPIRE: null, CANCEL: null, ACCEPT: null, DECLINE: null },
};

describe('nextBookingStatus', () => {
  const pairs = bookingStatuses.flatMap((status) => bookingEvents.map((event) => [status, event] as const));
  it('covers every pair', () => expect(pairs).toHaveLength(20));
  it.each(pairs)('%s + %s', (status, event) => {
    expect(nextBookingStatus(status, event)).toBe(expected[status][event]);
  });
});
