import { defineSubscriber, type TDomainEventType } from '../../lib/events/domain-events';
import type { TNumberedDelivery } from './numbered-delivery';
import type { TRealtime } from './realtime';

/** The chat's domain events: each numbered its realtime events for the room's members in its own transaction. */
const chatEvents = [
  'chat.room.created',
  'chat.room.updated',
  'chat.message.created',
  'chat.message.updated',
  'chat.message.removed',
  'chat.room.read',
] as const satisfies readonly TDomainEventType[];

/**
 * Committed domain events as realtime events (docs/product-spec.md section 3), on whichever node delivers
 * them: each to the people entitled to it. A chat write numbered its events for the members in its own
 * transaction (numbered-delivery.ts); its subscriber emits them, again on a retry (the client drops a
 * number it has seen). Logout is not numbered: the session is gone either way.
 */
export function createRealtimeSubscribers(deps: {
  realtime: TRealtime;
  numbered: Pick<TNumberedDelivery, 'emitRecorded'>;
}) {
  const { realtime, numbered } = deps;
  return [
    defineSubscriber('realtime.sessions-ended', 'auth.sessions-ended', async ({ payload }) => {
      realtime.endSessions(payload);
    }),
    defineSubscriber('realtime.user-deleted', 'user.deleted', async ({ payload }) => {
      realtime.endSessions({ userId: payload.userId, sessionId: null, exceptSessionId: null });
    }),
    ...chatEvents.map((type) => defineSubscriber(`realtime.${type}`, type, ({ id }) => numbered.emitRecorded(id))),
  ];
}
