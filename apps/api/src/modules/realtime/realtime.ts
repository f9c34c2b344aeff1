import type {
  TClientToServerEvents,
  TDeliveryMeta,
  TServerEventName,
  TServerEventPayload,
  TServerToClientEvents,
} from '@zadania/shared';
import type { Namespace } from 'socket.io';

/**
 * What the server knows of each socket once its handshake is accepted, and the meeting (its chat message)
 * whose window the socket's tab has open, if any: its person is busy.
 */
export type TSocketData = { userId: string; sessionId: string; meetingMessageId?: string | null };
/** socket.io's slot for server-to-server events: we send none. */
type TNoServerEvents = Record<string, never>;
export type TEventsNamespace = Namespace<TClientToServerEvents, TServerToClientEvents, TNoServerEvents, TSocketData>;

/** Every socket of a user joins their room, and of the session it was opened with. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** A numbered event read back from realtime_deliveries. */
export type TStoredDelivery = { event: string; payload: unknown; seq: number };

/**
 * Emits a stored numbered event with its number (a room's sockets, or one socket replaying), and, sent live, the id
 * of the request that caused it.
 */
export function emitStored(target: { emit: (...args: never) => unknown }, row: TStoredDelivery, requestId?: string) {
  const meta: TDeliveryMeta = requestId ? { seq: row.seq, requestId } : { seq: row.seq };
  (target.emit as (event: string, payload: unknown, meta: TDeliveryMeta) => unknown)(row.event, row.payload, meta);
}

/**
 * Sends realtime events to people, on every node (through the Redis adapter when REDIS_URL is set). Only
 * subscribers of committed domain events and the socket gateway call it; nothing inside a transaction does.
 */
export function createRealtime(namespace: TEventsNamespace) {
  type TEmit<TName extends TServerEventName> = (
    event: TName,
    payload: TServerEventPayload<TName>,
    meta?: TDeliveryMeta,
  ) => boolean;
  const emitTo = <TName extends TServerEventName>(
    rooms: string[],
    event: TName,
    payload: TServerEventPayload<TName>,
    exceptRooms: string[] = [],
  ) => {
    if (!rooms.length) return;
    const target = namespace.to(rooms).except(exceptRooms);
    (target.emit as TEmit<TName>)(event, payload);
  };

  return {
    /** One event to each open socket of these users (each socket once, however many of them are listed). */
    toUsers<TName extends TServerEventName>(
      usersIds: readonly string[],
      event: TName,
      payload: TServerEventPayload<TName>,
      options: { exceptUserId?: string } = {},
    ) {
      emitTo(
        [...new Set(usersIds)].map(userRoom),
        event,
        payload,
        options.exceptUserId ? [userRoom(options.exceptUserId)] : [],
      );
    },

    /**
     * A numbered event as realtime_deliveries keeps it, to the open sockets of one user, with the id of the request
     * that caused it. The row was written from a typed event (`numbered.record`), so its name and payload belong
     * together.
     */
    toUserStored(userId: string, row: TStoredDelivery, requestId?: string) {
      emitStored(namespace.to(userRoom(userId)), row, requestId);
    },

    /** One event to every connected socket (presence). */
    toEveryone<TName extends TServerEventName>(event: TName, payload: TServerEventPayload<TName>) {
      (namespace.emit as TEmit<TName>)(event, payload);
    },

    /** Tells the sockets of ended sessions `Logout` and closes them: one session, or all of a user's but one. */
    endSessions(target: { userId: string; sessionId: string | null; exceptSessionId: string | null }) {
      const rooms = [target.sessionId ? sessionRoom(target.sessionId) : userRoom(target.userId)];
      const except = target.exceptSessionId ? [sessionRoom(target.exceptSessionId)] : [];
      emitTo(rooms, 'Logout', {}, except);
      namespace.in(rooms).except(except).disconnectSockets(true);
    },
  };
}

export type TRealtime = ReturnType<typeof createRealtime>;
