import {
  createNumberedOrder,
  parseServerEvent,
  realtimeNamespace,
  type TChatMessage,
  type TResumeAnswer,
} from '@zadania/shared';
import { io, type Socket } from 'socket.io-client';

/** A receiver as the web client is: reconnecting, resuming after its last number, applying each message once. */
export function openReceiver(url: string, token: string) {
  const applied: TChatMessage[] = [];
  const socket: Socket = io(`${url}${realtimeNamespace}`, {
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    forceNew: true,
  });
  const order = createNumberedOrder({
    dispatch: (event, payload) => {
      const message = event === 'CreatedChatMessage' ? parseServerEvent(event, payload) : undefined;
      if (message) applied.push(message);
    },
    requestResume: (lastSeq, answered) =>
      socket.emit('Resume', { lastSeq }, (answer: TResumeAnswer) => answered(answer)),
    resync: () => {
      throw new Error('the replay was incomplete');
    },
  });
  socket.onAny((event: string, payload: unknown, meta?: unknown) => order.receive(event, payload, meta));
  socket.on('connect', order.connected);
  socket.on('disconnect', order.disconnected);
  /** Why the socket disconnected, each time (socket.io's reasons: 'transport close', 'io server disconnect', …). */
  const disconnects: string[] = [];
  socket.on('disconnect', (reason) => disconnects.push(reason));
  return { socket, applied, order, disconnects };
}
