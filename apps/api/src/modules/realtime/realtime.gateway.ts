import { errorMessages, type TClientEventName } from '@zadania/shared';
import fp from 'fastify-plugin';
import { emitStored, sessionRoom, userRoom } from './realtime';

const clientEvents: TClientEventName[] = ['Typing', 'StoppedTyping'];

/** What one socket may say: a burst of this many events, then this many a second (more are dropped). */
export const socketEventBurst = 20;
export const socketEventsPerSecond = 5;

/** A token bucket: each event a socket sends takes a token; none left, the event is dropped unread. */
export function createEventAllowance(now: () => number = Date.now) {
  let tokens = socketEventBurst;
  let updatedAt = now();
  return () => {
    const at = now();
    tokens = Math.min(socketEventBurst, tokens + ((at - updatedAt) / 1000) * socketEventsPerSecond);
    updatedAt = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * The sockets of namespace /events: a handshake without the access token of an active session is refused;
 * an accepted socket joins its user's and session's rooms, counts towards presence, and may say that its
 * person types. Registered after the services, whose realtime service holds the rules.
 */
export const realtimeGateway = fp(async (app) => {
  const service = app.services.realtime;

  app.events.use((socket, next) => {
    service.authenticate(socket.handshake.auth?.token).then(
      (data) => {
        if (!data) return next(new Error(errorMessages.unauthorized));
        socket.data = data;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'A socket handshake failed');
        next(new Error(errorMessages.server));
      },
    );
  });

  // Handlers still running when the node shuts down finish before the database and Redis close.
  const running = new Set<Promise<void>>();
  let closing = false;
  const track = (work: Promise<void>, userId: string) => {
    const tracked = work
      .catch((error: unknown) => app.log.error({ err: error, userId }, 'A realtime handler failed'))
      .finally(() => running.delete(tracked));
    running.add(tracked);
  };

  app.events.on('connection', (socket) => {
    const data = { ...socket.data };
    socket.join([userRoom(data.userId), sessionRoom(data.sessionId)]);
    // Each event a client says costs queries: a socket that floods is not heard past its allowance.
    const allowed = createEventAllowance();
    socket.use((_packet, next) => {
      if (allowed()) next();
    });
    track(service.connected(data), data.userId);
    socket.on('disconnect', () => {
      // A node shutting down says nothing of presence: its clients reconnect to another node.
      if (closing) return;
      track(service.disconnected(data, !!socket.data.meetingMessageId), data.userId);
    });
    // A MeetingLeft that overtakes the check of its MeetingJoined wins: the later word counts.
    let meetingWords = 0;
    socket.on('MeetingJoined', (payload: unknown) => {
      const word = ++meetingWords;
      track(
        service.meetingToJoin(data, payload).then(async (messageId) => {
          // A socket that closed while its meeting was checked has been counted out already.
          if (!messageId || word !== meetingWords || socket.disconnected) return;
          const switched = !!socket.data.meetingMessageId;
          socket.data.meetingMessageId = messageId;
          await service.enteredMeeting(data.userId, switched);
        }),
        data.userId,
      );
    });
    socket.on('MeetingLeft', () => {
      meetingWords += 1;
      if (!socket.data.meetingMessageId) return;
      socket.data.meetingMessageId = null;
      track(service.leftMeeting(data.userId), data.userId);
    });
    socket.on('Resume', (request: unknown, answer: unknown) => {
      track(
        service.resume(data, request).then(({ replay, answer: resumed }) => {
          for (const row of replay) emitStored(socket, row);
          if (typeof answer === 'function') answer(resumed);
        }),
        data.userId,
      );
    });
    for (const event of clientEvents) {
      socket.on(event, (payload: unknown) => track(service.typing(data, event, payload), data.userId));
    }
  });

  app.addHook('preClose', async () => {
    closing = true;
    // This node's sockets only: through the Redis adapter a plain disconnectSockets reaches every node, and a
    // server-side disconnect tells socket.io clients not to reconnect (one node stopping cut off everybody's
    // realtime). The realtime plugin has closed their transports already, which clients reconnect after.
    app.events.local.disconnectSockets(true);
    await Promise.all(running);
  });
});
