import fp from 'fastify-plugin';
import { createFileStorage, type TFileStorage } from '../modules/files/storage/file-storage';
import { createMemoryUploadSlots, createRedisUploadSlots, type TUploadSlots } from '../modules/files/upload-slots';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: TFileStorage;
    uploadSlots: TUploadSlots;
  }
}

/** How often files of deleted users and orphaned objects are swept. */
const sweepIntervalMs = 60 * 60 * 1000;

/** The file storage (local disk or S3) and the cap on uploads in flight, closed with the app. */
export const filesPlugin = fp(async (app) => {
  const storage = createFileStorage(app.config.files);
  const { redisUrl } = app.config;
  const max = app.config.files.uploadsPerUser;
  // With Redis the cap on uploads in flight holds across API nodes; without it, per node.
  const uploadSlots = redisUrl ? createRedisUploadSlots(redisUrl, { max }) : createMemoryUploadSlots(max);
  app.decorate('fileStorage', storage);
  app.decorate('uploadSlots', uploadSlots);
  app.addHook('onClose', async () => {
    await uploadSlots.close();
    await storage.close();
  });
});

/**
 * Sweeps the files of deleted users and orphaned stored objects every hour. Registered after the services;
 * its onClose hook runs before the files plugin's (Fastify runs them last-registered first), so a sweep in
 * progress ends before the storage closes.
 */
export const fileSweeperPlugin = fp(async (app) => {
  const service = app.services.files;
  const sweep = async () => {
    try {
      await service.sweepOwnerless();
    } catch (error) {
      app.log.error({ err: error }, 'Sweeping the files of deleted users failed');
    }
    try {
      const deleted = await service.sweepOrphans();
      if (deleted) app.log.info({ deleted }, 'Swept partial writes and stored objects without a row');
    } catch (error) {
      app.log.error({ err: error }, 'Sweeping orphaned stored files failed');
    }
  };
  let sweeping: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    sweeping ??= sweep().finally(() => {
      sweeping = undefined;
    });
  }, sweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
});
