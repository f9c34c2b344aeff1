import type { TServerEventName, TServerEventPayload } from '@zadania/shared';
import type { TDb } from '../../db/client';
import { currentRequestId } from '../../lib/request-context';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRealtime } from './realtime';
import { createRealtimeDeliveriesRepository } from './realtime-deliveries.repository';

/**
 * Events their users must not miss, numbered per user in PostgreSQL, then emitted with their number. A write
 * numbers its events in its own transaction (`record`), so each user's numbers follow the order of the
 * commits, and this node emits them the moment it commits (no queue between the write and the sockets).
 * What does not arrive (the node died between its commit and the emit, Redis was away, a socket was
 * reconnecting) the client asks for: it sees a gap in its numbers, reconnects, or checks now and then,
 * and Resume replays the rest from the database.
 */
export function createNumberedDelivery(deps: { uow: TUnitOfWork; realtime: Pick<TRealtime, 'toUserStored'> }) {
  const record = async <TName extends TServerEventName>(
    tx: TDb,
    sourceEventId: string,
    usersIds: readonly string[],
    event: TName,
    payload: TServerEventPayload<TName>,
  ) => {
    const numbered = await createRealtimeDeliveriesRepository(tx).record({ sourceEventId, event, payload, usersIds });
    // The request (or job) whose write this is: its id travels with the live event, so a client's report of an event
    // leads to that request's log lines.
    const requestId = currentRequestId();
    deps.uow.afterCommit(tx, () => {
      for (const { userId, seq } of numbered) deps.realtime.toUserStored(userId, { event, payload, seq }, requestId);
    });
    return numbered;
  };

  return {
    /** Inside the transaction that causes the event: numbers it for each user, emitted once it commits. */
    record,

    /** Numbers and emits at once, for what a subscriber itself causes after a commit (a notification). */
    toUsers<TName extends TServerEventName>(
      sourceEventId: string,
      usersIds: readonly string[],
      event: TName,
      payload: TServerEventPayload<TName>,
    ) {
      return deps.uow.run((tx) => record(tx, sourceEventId, usersIds, event, payload));
    },
  };
}

export type TNumberedDelivery = ReturnType<typeof createNumberedDelivery>;
