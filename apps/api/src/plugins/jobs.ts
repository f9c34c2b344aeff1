import fp from 'fastify-plugin';
import { createJobQueue, type TJobQueue } from '../lib/jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL job queue: services queue work on it; nodes with workers run it. */
    jobs: TJobQueue;
  }
}

/**
 * The job queue on the app's database. Registered after the database and before the services, which bind
 * the handlers; it starts once the app is ready (every handler bound) and stops before the database closes.
 */
export const jobsPlugin = fp(async (app) => {
  const jobs = createJobQueue({
    database: app.database,
    log: app.log,
    workers: app.config.jobs.workers,
    pollingIntervalSeconds: app.config.jobs.pollingIntervalSeconds,
  });
  app.decorate('jobs', jobs);
  let started = false;
  app.addHook('onReady', async () => {
    await jobs.start();
    started = true;
  });
  app.addHook('onClose', async () => {
    if (started) await jobs.stop();
  });
});
