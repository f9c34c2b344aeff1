import { createAdapter } from '@socket.io/redis-adapter';
import { realtimeNamespace } from '@zadania/shared';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createRedisClient } from '../lib/redis';
import {
  createMemoryPresenceStore,
  createRedisPresenceStore,
  type TPresenceStore,
} from '../modules/realtime/presence-store';
import { createRealtime, type TEventsNamespace, type TRealtime } from '../modules/realtime/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends realtime events to people's open sockets (namespace /events), on every node. */
    realtime: TRealtime;
    /** The socket.io namespace /events: the realtime gateway authenticates and serves its sockets. */
    events: TEventsNamespace;
    /** How many sockets each user has open (and in a meeting) on every node: who is online, who is busy. */
    presence: TPresenceStore;
  }
}

/**
 * socket.io on the API's own HTTP server (path /socket.io, namespace /events). With REDIS_URL the Redis
 * adapter fans every event out to the sockets of all API nodes; without it, one node's memory is enough.
 * Presence is counted in Redis too (presence-store.ts). Registered before the services, whose event subscribers send through it.
 */
export const realtimePlugin = fp(async (app) => {
  const io = new Server(app.server, { serveClient: false, transports: ['websocket', 'polling'] });
  // engine.io keeps each connection's first HTTP request for its whole life; the handshake reads only the
  // token from it, so it goes (socket.io's memory-usage advice: a few KB less per idle socket).
  io.engine.on('connection', (rawSocket: { request: unknown }) => {
    rawSocket.request = null;
  });
  const redisUrl = app.config.redisUrl;
  // Commands wait for a reconnect instead of failing: a Redis restart must not reject a broadcast nobody awaits.
  const onRedisError = (error: Error) => app.log.warn({ err: error }, 'Realtime Redis connection error');
  const redis = redisUrl ? createRedisClient(redisUrl, { maxRetriesPerRequest: null }, onRedisError) : undefined;
  const subscriber = redisUrl ? createRedisClient(redisUrl, { maxRetriesPerRequest: null }, onRedisError) : undefined;
  if (redis && subscriber) io.adapter(createAdapter(redis, subscriber));
  const events: TEventsNamespace = io.of(realtimeNamespace);
  app.decorate('events', events);
  app.decorate('realtime', createRealtime(events));
  app.decorate(
    'presence',
    redisUrl ? createRedisPresenceStore(redisUrl, { onError: onRedisError }) : createMemoryPresenceStore(),
  );

  // Shutting down, before the server stops listening: every open socket's transport is closed, which socket.io
  // clients answer by reconnecting (through the load balancer, to another node); a server-side disconnect would
  // tell them not to.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
    await app.presence.close();
    await Promise.all([redis?.quit(), subscriber?.quit()]);
  });
});
