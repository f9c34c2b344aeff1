import { describe, expect, it } from 'vitest';
import {
  homeworkRequestEvents,
  homeworkRequestStatuses,
  type THomeworkRequestEvent,
  type THomeworkRequestStatus,
} from './homework-request-messages';
import { nextRequestStatus } from './request-status';

type TRow = Record<THomeworkRequestEvent, THomeworkRequestStatus | null>;
const none: TRow = {
  REQUEST_CANCELLED_BY_TEACHER: null,
  OFFER_ACCEPTED: null,
  OFFER_PAID: null,
  SOLUTION_DELIVERED: null,
  SOLUTION_NOT_DELIVERED: null,
  SOLUTION_IN_PROGRESS: null,
  REQUEST_CANCELLED: null,
};

/** Every status × every event, written out: the whole state machine in one table. */
const expected: Record<THomeworkRequestStatus, TRow> = {
  open: {
    REQUEST_CANCELLED_BY_TEACHER: 'open',
    OFFER_ACCEPTED: 'open',
    OFFER_PAID: 'in_progress',
    SOLUTION_DELIVERED: null,
    SOLUTION_NOT_DELIVERED: null,
    SOLUTION_IN_PROGRESS: null,
    REQUEST_CANCELLED: 'closed',
  },
  in_progress: {
    REQUEST_CANCELLED_BY_TEACHER: null,
    OFFER_ACCEPTED: null,
    OFFER_PAID: null,
    SOLUTION_DELIVERED: 'delivered',
    SOLUTION_NOT_DELIVERED: 'undelivered',
    SOLUTION_IN_PROGRESS: 'in_progress',
    REQUEST_CANCELLED: null,
  },
  delivered: none,
  undelivered: none,
  closed: none,
};

describe('nextRequestStatus', () => {
  const pairs = homeworkRequestStatuses.flatMap((status) =>
    homeworkRequestEvents.map((event) => [status, event] as const),
  );
  it('covers every pair', () => expect(pairs).toHaveLength(35));
  it.each(pairs)('%s + %s', (status, event) => {
    expect(nextRequestStatus(status, event)).toBe(expected[status][event]);
  });
});
