import { createAdapter } from '@socket.io/redis-adapter';
import { realtimeNamespace } from '@zadania/shared';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createRealtime, type TEventsNamespace, type TRealtime } from '../modules/realtime/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends realtime events to people's open sockets (namespace /events), on every node. */
    realtime: TRealtime;
    /** The socket.io namespace /events: the realtime gateway authenticates and serves its sockets. */
    events: TEventsNamespace;
  }
}

/**
 * socket.io on the API's own HTTP server (path /socket.io, namespace /events). With REDIS_URL the Redis
 * adapter fans every event out to the sockets of all API nodes; without it, one node's memory is enough.
 * Registered before the services, whose event subscribers send through it.
 */
export const realtimePlugin = fp(async (app) => {
  const io = new Server(app.server, { serveClient: false, transports: ['websocket', 'polling'] });
  const redisUrl = app.config.redisUrl;
  // Commands wait for a reconnect instead of failing: a Redis restart must not reject a broadcast nobody awaits.
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: null }) : undefined;
  const subscriber = redis?.duplicate();
  if (redis && subscriber) {
    for (const client of [redis, subscriber]) {
      client.on('error', (error) => app.log.warn({ err: error }, 'Realtime Redis connection error'));
    }
    io.adapter(createAdapter(redis, subscriber));
  }
  const events: TEventsNamespace = io.of(realtimeNamespace);
  app.decorate('events', events);
  app.decorate('realtime', createRealtime(events));

  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all([redis?.quit(), subscriber?.quit()]);
  });
});
