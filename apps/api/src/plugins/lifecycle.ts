import fp from 'fastify-plugin';

export type TLifecycle = {
  /** True from SIGTERM on: /api/ready answers 503 and every answer closes its connection. */
  readonly draining: boolean;
  drain(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: TLifecycle;
  }
}

/**
 * A node's way out of service. While it drains it still serves what reaches it, but each answer carries
 * `Connection: close`, so a load balancer's kept-alive connections end after their request instead of being cut
 * while one is in flight; the load balancer's next connection goes to another node once this one stops listening.
 */
export const lifecyclePlugin = fp(async (app) => {
  let draining = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  } satisfies TLifecycle);
  app.addHook('onRequest', async (request, reply) => {
    if (draining && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
  });
});
