import type { TFilesConfig } from '../../../config';
import { createLocalStorage } from './local-storage';
import type { TFileStorage } from './storage-contract';

// What every driver implements and everybody else uses, in a file of its own so the drivers need not import this one.
export * from './storage-contract';

/** The S3-compatible store when S3_* is configured, else the local disk under DATA_DIR/files. */
export async function createFileStorage(config: TFilesConfig): Promise<TFileStorage> {
  // The S3 client (~25 MB, 0.2 s to load) only where S3 is configured.
  if (config.s3) return (await import('./s3-storage')).createS3Storage(config.s3);
  return createLocalStorage(config.dir);
}
