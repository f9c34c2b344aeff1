import {
  realtimeNamespace,
  type TClientToServerEvents,
  type TDeliveryMeta,
  type TServerEventName,
  type TServerEventPayload,
  type TServerToClientEvents,
} from '@zadania/shared';
import { io, type Socket } from 'socket.io-client';
import type { TTestApp } from './build-test-app';

export type TTestSocket = Socket<TServerToClientEvents, TClientToServerEvents> & {
  /** Every event this socket received, in order, with the number of a numbered one. */
  received: { event: TServerEventName; payload: unknown; meta?: TDeliveryMeta }[];
  /** Resolves with the payload of the next `event` (or of one already received and not yet taken). */
  next<TName extends TServerEventName>(event: TName): Promise<TServerEventPayload<TName>>;
};

/** The address of a test app listening on a free port of 127.0.0.1 (started on first use). */
export async function listenOnce(app: TTestApp) {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('the test app did not bind a port');
  return `http://127.0.0.1:${bound.port}`;
}

/** A real socket.io client on /events of `baseUrl` with the token, recording what it receives. */
export function openSocket(baseUrl: string, token: string | undefined): TTestSocket {
  const socket = io(`${baseUrl}${realtimeNamespace}`, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  }) as TTestSocket;
  socket.received = [];
  const taken = new Set<number>();
  const waiting: { event: TServerEventName; resolve: (payload: unknown) => void }[] = [];
  socket.onAny((event: TServerEventName, payload: unknown, meta?: TDeliveryMeta) => {
    const index = socket.received.push(meta ? { event, payload, meta } : { event, payload }) - 1;
    const waiter = waiting.findIndex((entry) => entry.event === event);
    if (waiter >= 0) {
      taken.add(index);
      waiting.splice(waiter, 1)[0]!.resolve(payload);
    }
  });
  socket.next = (event) =>
    new Promise((resolve) => {
      const index = socket.received.findIndex((entry, position) => entry.event === event && !taken.has(position));
      if (index >= 0) {
        taken.add(index);
        resolve(socket.received[index]!.payload as never);
        return;
      }
      waiting.push({ event, resolve: resolve as (payload: unknown) => void });
    });
  return socket;
}

/** Resolves once the socket is connected; rejects with the server's refusal message. */
export const connected = (socket: TTestSocket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

/** Resolves once the socket is disconnected, with socket.io's reason. */
export const disconnected = (socket: TTestSocket) =>
  new Promise<string>((resolve) => {
    if (socket.disconnected && !socket.active) return resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });
