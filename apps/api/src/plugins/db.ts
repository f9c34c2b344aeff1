import fp from 'fastify-plugin';
import type { TDatabase, TDb } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: TDb;
    database: TDatabase;
  }
}

/** Shares the opened database with every module; closes it with the app when the app owns it. */
export const dbPlugin = fp<{ database: TDatabase; closeOnShutdown: boolean }>(async (app, options) => {
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  if (options.closeOnShutdown) app.addHook('onClose', () => options.database.close());
});
