import { approvalDecisions, notificationTypes } from '@zadania/shared';
import { z } from 'zod';

/**
 * Everything the API announces after a commit, by name, with the shape of its payload. A service records
 * one inside its transaction (`outbox.record(tx, ...)`); subscribers (notifications now; sockets, mail,
 * PDFs and payments next) receive it after the commit, on whichever node takes the delivery job.
 */
export const domainEventPayloads = {
  /** An ADMIN approved or rejected a task under review. */
  'homework.reviewed': z.object({
    homeworkId: z.uuid(),
    slug: z.string(),
    authorId: z.uuid().nullable(),
    reviewerId: z.uuid(),
    status: z.enum(approvalDecisions),
    comment: z.string(),
  }),
  /** A task became public. */
  'homework.published': z.object({ homeworkId: z.uuid(), slug: z.string(), authorId: z.uuid().nullable() }),
  /** An ADMIN accepted or rejected a proposed change of a concept. */
  'math-concept-change.reviewed': z.object({
    changeId: z.uuid(),
    conceptId: z.uuid().nullable(),
    name: z.string(),
    proposerId: z.uuid().nullable(),
    reviewerId: z.uuid(),
    status: z.enum(approvalDecisions),
  }),
  /**
   * Something for people to be told in their notifications (a lesson booked or confirmed, an offer on a request):
   * the module that caused it composes the Polish text and the link; each recipient but the actor gets one.
   */
  'notification.requested': z.object({
    type: z.enum(notificationTypes),
    recipientIds: z.array(z.uuid()),
    text: z.string(),
    href: z.string().nullable(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  }),
  /**
   * Money arrived for something its buyer could not be given (already owned, a time taken meanwhile): the
   * payment completed with nothing granted, and its money is to go back (`payments.undelivered`).
   */
  'payment.undelivered': z.object({ paymentId: z.uuid(), userId: z.uuid().nullable() }),
  /** A payment's money arrived and what it bought was granted (or it was undelivered): its receipt goes out. */
  'payment.completed': z.object({ paymentId: z.uuid(), userId: z.uuid().nullable() }),
  /** A payment's money went back to its buyer (a refund, a lost dispute): the buyer is told. */
  'payment.refunded': z.object({ paymentId: z.uuid(), userId: z.uuid().nullable() }),
  /**
   * A pupil answered an item of an assignment (issue 56): their score on it may have changed. Grade passback (LTI,
   * Google Classroom) reads the score as it is when delivered; `answeredAt` orders the scores sent for one pupil.
   */
  'assignment.answered': z.object({
    assignmentId: z.uuid(),
    userId: z.uuid(),
    answerId: z.uuid(),
    answeredAt: z.iso.datetime(),
  }),
  /** An account was deleted (its rows are gone; what it owned elsewhere is cleaned up after). */
  'user.deleted': z.object({ userId: z.uuid() }),
  /**
   * Sessions ended (logout, a replayed refresh token, a password change or reset, 2FA turned on): one
   * session, or every session of the user but `exceptSessionId`. Their sockets hear Logout and close.
   */
  'auth.sessions-ended': z.object({
    userId: z.uuid(),
    sessionId: z.uuid().nullable(),
    exceptSessionId: z.uuid().nullable(),
  }),
  /** A chat room was created, renamed, had its members changed or was deleted; `usersIds` are those to tell. */
  'chat.room.created': z.object({ roomId: z.uuid(), usersIds: z.array(z.uuid()) }),
  'chat.room.updated': z.object({ roomId: z.uuid(), usersIds: z.array(z.uuid()) }),
  /** A message was posted, or edited or (un)pinned: its members receive it as it is when delivered. */
  'chat.message.created': z.object({ roomId: z.uuid(), messageId: z.uuid() }),
  'chat.message.updated': z.object({ roomId: z.uuid(), messageId: z.uuid() }),
  /** A message (and the thread it opened) is gone; `usersIds` are the room's members at that moment. */
  'chat.message.removed': z.object({ roomId: z.uuid(), messageId: z.uuid(), usersIds: z.array(z.uuid()) }),
  /** A member read a room (or a thread of it) up to its newest message. */
  'chat.room.read': z.object({
    roomId: z.uuid(),
    userId: z.uuid(),
    threadMessageId: z.uuid().nullable(),
    messageId: z.uuid().nullable(),
  }),
};

export type TDomainEventType = keyof typeof domainEventPayloads;
export type TDomainEventPayload<TType extends TDomainEventType> = z.output<(typeof domainEventPayloads)[TType]>;

/** An event as a subscriber receives it: read back from the outbox, so it is what was committed. */
export type TDomainEvent<TType extends TDomainEventType = TDomainEventType> = {
  id: string;
  type: TType;
  payload: TDomainEventPayload<TType>;
  actorId: string | null;
  createdAt: Date;
};

/** Whether a stored payload has the shape its event type promises (checked before a subscriber sees it). */
export const hasPayloadOf = <TType extends TDomainEventType>(
  type: TType,
  payload: unknown,
): payload is TDomainEventPayload<TType> => domainEventPayloads[type].safeParse(payload).success;

/**
 * Reacts to one kind of event. `name` is stable (it keys the delivery job), and `handle` may run more
 * than once for one event (a retry after a failure), so it writes idempotently (keyed by `event.id`).
 */
export type TEventSubscriber = {
  name: string;
  event: TDomainEventType;
  /** Receives the stored event; checks its type and payload before the typed handler sees it. */
  handle: (event: TStoredEvent) => Promise<void>;
};

/** An outbox row as read: its payload is checked against its type's schema before delivery. */
export type TStoredEvent = { id: string; type: string; payload: unknown; actorId: string | null; createdAt: Date };

/** A subscriber to events of `type`: its handler receives that type's payload, parsed. */
export function defineSubscriber<TType extends TDomainEventType>(
  name: string,
  type: TType,
  handle: (event: TDomainEvent<TType>) => Promise<void>,
): TEventSubscriber {
  return {
    name,
    event: type,
    handle: async (stored) => {
      const { payload } = stored;
      if (stored.type !== type || !hasPayloadOf(type, payload)) {
        throw new Error(`Subscriber ${name} of ${type} received a ${stored.type} event it cannot read`);
      }
      await handle({ id: stored.id, type, payload, actorId: stored.actorId, createdAt: stored.createdAt });
    },
  };
}
