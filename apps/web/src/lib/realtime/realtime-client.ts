import {
  createNumberedOrder,
  errorMessages,
  realtimeNamespace,
  type TClientToServerEvents,
  type TServerEventName,
  type TServerToClientEvents,
} from '@zadania/shared';
import { io, type Socket } from 'socket.io-client';
import { refreshAccessToken } from '../api/client';
import { getToken } from '../api/token-storage';

export type TRealtimeSocket = Socket<TServerToClientEvents, TClientToServerEvents>;

/** How often a connected tab asks whether it missed the last events of a burst (a lost tail shows no gap). */
export const tailCheckMs = 60_000;
type THandler = (payload: unknown) => void;

/**
 * The tab's one socket on /events, and the order of what it hands on. The socket authenticates with the
 * stored access token, read anew on every (re)connection; a handshake refused for an expired token refreshes
 * it once (the HTTP client's shared refresh) and connects again. Numbered events (chat, notifications) are
 * handed on once each and in their order (numbered-order.ts): after a reconnect, a lost packet or a dead
 * node the server sends what was missed from PostgreSQL; when too much was missed, `onResync` handlers
 * refetch instead.
 */
export function createRealtimeClient() {
  // The token the last handshake was sent with: a refusal of an older one than the stored one needs no refresh.
  let handshakeToken: string | null = null;
  const socket: TRealtimeSocket = io(realtimeNamespace, {
    auth: (send) => {
      handshakeToken = getToken();
      send({ token: handshakeToken });
    },
    transports: ['websocket', 'polling'],
  });
  const handlers = new Map<string, Set<THandler>>();
  const resyncHandlers = new Set<() => void>();
  const order = createNumberedOrder({
    dispatch: (event, payload) => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
    requestResume: (lastSeq, answered) => socket.emit('Resume', { lastSeq }, answered),
    resync: () => {
      for (const handler of resyncHandlers) handler();
    },
  });
  socket.onAny((event: TServerEventName, payload: unknown, meta?: unknown) => order.receive(event, payload, meta));
  socket.on('connect', order.connected);
  socket.on('disconnect', order.disconnected);
  const checking = setInterval(() => {
    if (socket.connected) order.check();
  }, tailCheckMs);

  let refreshedForThisHandshake = false;
  socket.on('connect', () => {
    refreshedForThisHandshake = false;
  });
  socket.on('connect_error', (error) => {
    // socket.io does not retry a handshake its server refused: refresh the token, then connect again.
    if (socket.active || error.message !== errorMessages.unauthorized || refreshedForThisHandshake) return;
    refreshedForThisHandshake = true;
    // The HTTP client may have refreshed meanwhile (the same expired token failed there too): use its token.
    if (getToken() !== handshakeToken) {
      socket.connect();
      return;
    }
    refreshAccessToken().then(
      () => socket.connect(),
      () => undefined,
    );
  });

  return {
    socket,
    /** Hands each `event` to `handler` (numbered ones once, in order); answers the unsubscribe. */
    on(event: TServerEventName, handler: THandler) {
      const set = handlers.get(event) ?? new Set<THandler>();
      handlers.set(event, set);
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    /** Calls `handler` when more was missed than the server replays: refetch what the events would have changed. */
    onResync(handler: () => void) {
      resyncHandlers.add(handler);
      return () => {
        resyncHandlers.delete(handler);
      };
    },
    close: () => {
      clearInterval(checking);
      socket.close();
    },
  };
}

export type TRealtimeClient = ReturnType<typeof createRealtimeClient>;
