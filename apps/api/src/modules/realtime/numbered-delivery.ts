import type { TServerEventName, TServerEventPayload } from '@zadania/shared';
import type { TDb } from '../../db/client';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRealtime } from './realtime';
import { createRealtimeDeliveriesRepository } from './realtime-deliveries.repository';

/**
 * Events their users must not miss, numbered per user in PostgreSQL, then emitted with their number. A socket
 * that was away (a reconnect, a dead node, a Redis restart) asks for what came after its last number and
 * gets it from the database. A write numbers its events in its own transaction (`record`), so each user's
 * numbers follow the order of the commits; its subscriber emits them after the commit (`emitRecorded`).
 */
export function createNumberedDelivery(deps: { db: TDb; uow: TUnitOfWork; realtime: Pick<TRealtime, 'toUserStored'> }) {
  const record = <TName extends TServerEventName>(
    tx: TDb,
    sourceEventId: string,
    usersIds: readonly string[],
    event: TName,
    payload: TServerEventPayload<TName>,
  ) => createRealtimeDeliveriesRepository(tx).record({ sourceEventId, event, payload, usersIds });

  return {
    /** Inside the transaction that causes the event: numbers it for each user, committed with the write. */
    record,

    /** After the commit (a subscriber): emits every event numbered for this domain event, again on a retry. */
    async emitRecorded(sourceEventId: string) {
      const rows = await createRealtimeDeliveriesRepository(deps.db).bySource(sourceEventId);
      for (const row of rows) deps.realtime.toUserStored(row.userId, row);
    },

    /** Numbers and emits at once, for what a subscriber itself causes after a commit (a notification). */
    async toUsers<TName extends TServerEventName>(
      sourceEventId: string,
      usersIds: readonly string[],
      event: TName,
      payload: TServerEventPayload<TName>,
    ) {
      const numbered = await deps.uow.run((tx) => record(tx, sourceEventId, usersIds, event, payload));
      for (const { userId, seq } of numbered) deps.realtime.toUserStored(userId, { event, payload, seq });
    },
  };
}

export type TNumberedDelivery = ReturnType<typeof createNumberedDelivery>;
