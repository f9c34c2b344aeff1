import fp from 'fastify-plugin';
import { createFileStorage, type TFileStorage } from '../modules/files/storage/file-storage';
import { createMemoryUploadSlots, createRedisUploadSlots, type TUploadSlots } from '../modules/files/upload-slots';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: TFileStorage;
    uploadSlots: TUploadSlots;
  }
}

/** The file storage (local disk or S3) and the cap on uploads in flight, closed with the app. */
export const filesPlugin = fp(async (app) => {
  const storage = await createFileStorage(app.config.files);
  const { redisUrl } = app.config;
  const max = app.config.files.uploadsPerUser;
  // With Redis the cap on uploads in flight holds across API nodes; without it, per node.
  const uploadSlots = redisUrl
    ? createRedisUploadSlots(redisUrl, {
        max,
        onRedisError: (error) => app.log.warn({ err: error }, 'Upload slots Redis connection error'),
      })
    : createMemoryUploadSlots(max);
  app.decorate('fileStorage', storage);
  app.decorate('uploadSlots', uploadSlots);
  app.addHook('onClose', async () => {
    await uploadSlots.close();
    await storage.close();
  });
});
