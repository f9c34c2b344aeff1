import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work a request starts but does not wait for (mail), so its answer takes the same time whatever
 * that work is. In process, until the PostgreSQL job queue takes it over: a task that fails is
 * logged, not retried, and closing the app waits for the tasks still running.
 */
export type TAfterResponse = {
  /**
   * Runs `task` on a later turn of the event loop, after the answer the handler is about to send
   * (call it last, with no await after it); never throws into the caller.
   */
  run: (name: string, task: () => Promise<void>) => void;
  /** Resolves when every task started so far, and every task those started, has finished. */
  idle: () => Promise<void>;
};

export function createAfterResponse(log: FastifyBaseLogger): TAfterResponse {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const execution: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, `After-response task ${name} failed`))
        .finally(() => running.delete(execution));
      running.add(execution);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: TAfterResponse;
  }
}

/** Register after the database and the mailer: closing waits for the tasks before they close. */
export const afterResponsePlugin = fp(async (app) => {
  const afterResponse = createAfterResponse(app.log);
  app.decorate('afterResponse', afterResponse);
  app.addHook('onClose', () => afterResponse.idle());
});
