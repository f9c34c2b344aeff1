import type { TFilesConfig } from '../../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { TFileStorage } from './storage-contract';

// What every driver implements and everybody else uses, in a file of its own so the drivers need not import this one.
export * from './storage-contract';

/** The S3-compatible store when S3_* is configured, else the local disk under DATA_DIR/files. */
export function createFileStorage(config: TFilesConfig): TFileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dir);
}
