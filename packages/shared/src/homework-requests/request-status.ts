import type { THomeworkRequestEvent, THomeworkRequestStatus } from './homework-request-messages';

const transitions: Readonly<
  Record<THomeworkRequestStatus, Partial<Record<THomeworkRequestEvent, THomeworkRequestStatus>>>
> = {
  open: {
    // The owner accepts an offer, or its teacher withdraws it before it is paid: the request stays open.
    OFFER_ACCEPTED: 'open',
    REQUEST_CANCELLED_BY_TEACHER: 'open',
    OFFER_PAID: 'in_progress',
    REQUEST_CANCELLED: 'closed',
  },
  in_progress: {
    SOLUTION_IN_PROGRESS: 'in_progress',
    SOLUTION_DELIVERED: 'delivered',
    SOLUTION_NOT_DELIVERED: 'undelivered',
  },
  delivered: {},
  undelivered: {},
  closed: {},
};

/**
 * The request state machine (docs/product-spec.md section 3: open → in progress (paid) → delivered or
 * undelivered; open → closed when its owner cancels it): the status after `event`, or null when the event
 * does not apply to `status`.
 */
export function nextRequestStatus(
  status: THomeworkRequestStatus,
  event: THomeworkRequestEvent,
): THomeworkRequestStatus | null {
  return transitions[status][event] ?? null;
}
