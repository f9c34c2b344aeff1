import { timingSafeEqual } from 'node:crypto';
import { errorMessages } from '@zadania/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

const bearer = (request: FastifyRequest) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at GET /metrics, only with `Authorization: Bearer $METRICS_TOKEN`; without it, with a wrong
 * one or with no token configured, the API's 404 JSON. One registry per app: requests by route pattern and status,
 * Node's own (event-loop lag, heap, RSS, handles), the PostgreSQL pool, the job queue, realtime sockets and packets, the catalogue snapshot and feed.
 * Registered last, once every decoration it reads exists.
 */
export const metricsPlugin = fp(async (app) => {
  const token = app.config.metricsToken;
  // The API's own 404, never the web app's page (which /metrics would otherwise get as a page path).
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ statusCode: 404, error: 'Not Found', message: errorMessages.routeNotFound });
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => notFound(reply));
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The route's pattern, never the raw URL (ids would make a series per task).
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const pool = app.database.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    const hold = new Histogram({
      name: 'db_connection_hold_seconds',
      help: 'How long a query or transaction held a pooled connection',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers: [registry],
    });
    const acquiredAt = new WeakMap<object, number>();
    pool.on('acquire', (client) => acquiredAt.set(client, performance.now()));
    pool.on('release', (_error, client) => {
      const at = acquiredAt.get(client);
      if (at !== undefined) hold.observe((performance.now() - at) / 1000);
    });
  }

  new Gauge({
    name: 'jobs',
    help: 'Background jobs by queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await app.jobs.countByState().catch(() => [])) {
        this.set({ queue: row.name, state: row.state }, row.count);
      }
    },
  });

  const engine = app.events.server.engine;
  new Gauge({
    name: 'realtime_connections',
    help: 'Realtime (socket.io) connections open on this node',
    registers: [registry],
    collect() {
      this.set(engine.clientsCount);
    },
  });
  const packets = new Counter({
    name: 'realtime_packets_total',
    help: 'Realtime packets sent and received on this node',
    labelNames: ['direction'],
    registers: [registry],
  });
  engine.on('connection', (socket: { on: (event: string, listener: () => void) => void }) => {
    socket.on('packet', () => packets.inc({ direction: 'received' }));
    socket.on('packetCreate', () => packets.inc({ direction: 'sent' }));
  });

  new Gauge({
    name: 'catalogue_snapshot_age_seconds',
    help: 'Seconds since this node built its catalogue snapshot (-1: none yet)',
    registers: [registry],
    collect() {
      const { builtAt } = app.services.catalogueSnapshots.status();
      this.set(builtAt === undefined ? -1 : (Date.now() - builtAt) / 1000);
    },
  });
  new Gauge({
    name: 'catalogue_feed_lag_seconds',
    help: 'Seconds since this node last read the catalogue change feed (-1: never)',
    registers: [registry],
    collect() {
      const readAt = app.services.catalogueFeed.lastReadAt();
      this.set(readAt === undefined ? -1 : (Date.now() - readAt) / 1000);
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Without the token the route answers as if it did not exist.
    if (!sameSecret(bearer(request), token)) return notFound(reply);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
