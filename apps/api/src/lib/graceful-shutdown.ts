import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export type TShutdownOptions = {
  /** How long the node keeps serving, not ready, before it stops listening (a load balancer's time to notice). */
  drainMs: number;
  /** How long requests in flight may take once it stopped listening; their connections are cut after it. */
  graceMs: number;
  /** How the drain waits (tests resolve it themselves). */
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How often connections left idle (no request in progress) are closed once the node stopped listening. */
const idleSweepMs = 250;

/**
 * SIGTERM, in order: report not ready at once and close every connection after its answer; after the drain stop
 * listening, move realtime clients to another node and let requests in flight finish within the grace (kept-alive
 * connections with no request in progress are closed, not cut mid-request); then close the app: the job workers
 * stop (a running job finishes or returns to the queue, jobs.ts), then Redis and the database. Resolves when
 * everything closed.
 */
export async function closeGracefully(app: FastifyInstance, options: TShutdownOptions) {
  app.lifecycle.drain();
  if (options.drainMs > 0) await (options.wait ?? sleep)(options.drainMs);
  if (app.server.listening) {
    // net's close, not http's: http's also cuts every connection idle at this instant, including the ones accepted a
    // moment ago whose request has not been read yet (their clients would see a reset).
    const connectionsEnded = new Promise<void>((resolve) =>
      net.Server.prototype.close.call(app.server, () => resolve()),
    );
    app.events.server.engine.close();
    const sweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs);
    const cut = setTimeout(() => {
      app.log.warn(`Requests still in flight ${options.graceMs} ms after the node stopped listening: closing them`);
      app.server.closeAllConnections();
    }, options.graceMs);
    try {
      await connectionsEnded;
    } finally {
      clearInterval(sweep);
      clearTimeout(cut);
    }
  }
  await app.close();
}
