import fp from 'fastify-plugin';
import { createFileRepository } from '../modules/files/file.repository';
import { createFileService, type TFileService } from '../modules/files/file.service';
import { createFileStorage, type TFileStorage } from '../modules/files/storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    files: TFileService;
    fileStorage: TFileStorage;
  }
}

/** How often files of deleted users are swept (their rows stay ownerless until then). */
const sweepIntervalMs = 60 * 60 * 1000;

/** The file storage (local disk or S3) and the file service, shared by the modules that show files. */
export const filesPlugin = fp(async (app) => {
  const storage = createFileStorage(app.config.files);
  const service = createFileService({
    repository: createFileRepository(app.db),
    storage,
    config: app.config.files,
    jwtSecret: app.config.jwtSecret,
    log: app.log,
  });
  app.decorate('fileStorage', storage);
  app.decorate('files', service);

  let sweeping: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    sweeping ??= service
      .sweepOwnerless()
      .catch((error) => app.log.error({ err: error }, 'Sweeping the files of deleted users failed'))
      .finally(() => {
        sweeping = undefined;
      });
  }, sweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
    await storage.close();
  });
});
