import fp from 'fastify-plugin';
import { createFileRepository } from '../modules/files/file.repository';
import { createFileService, type TFileService } from '../modules/files/file.service';
import { createFileStorage, type TFileStorage } from '../modules/files/storage/file-storage';
import { createMemoryUploadSlots, createRedisUploadSlots } from '../modules/files/upload-slots';

declare module 'fastify' {
  interface FastifyInstance {
    files: TFileService;
    fileStorage: TFileStorage;
  }
}

/** How often files of deleted users and orphaned objects are swept. */
const sweepIntervalMs = 60 * 60 * 1000;

/** The file storage (local disk or S3) and the file service, shared by the modules that show files. */
export const filesPlugin = fp(async (app) => {
  const storage = createFileStorage(app.config.files);
  const { redisUrl } = app.config;
  const max = app.config.files.uploadsPerUser;
  // With Redis the cap on uploads in flight holds across API nodes; without it, per node.
  const uploadSlots = redisUrl ? createRedisUploadSlots(redisUrl, { max }) : createMemoryUploadSlots(max);
  const service = createFileService({
    repository: createFileRepository(app.db),
    storage,
    uploadSlots,
    config: app.config.files,
    jwtSecret: app.config.jwtSecret,
    log: app.log,
  });
  app.decorate('fileStorage', storage);
  app.decorate('files', service);

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
    await uploadSlots.close();
    await storage.close();
  });
});
