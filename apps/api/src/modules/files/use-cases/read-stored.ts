import { fileMessages } from '@zadania/shared';
import type { TFileRow } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TFileContext } from '../file.context';
import { StorageNotFoundError } from '../storage/file-storage';

/** The stored bytes of a file the caller has already authorized, whole (for bundling several into one download). */
export async function readStored(ctx: TFileContext, row: TFileRow) {
  try {
    return await ctx.storage.get(row.storageKey);
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw AppError.notFound(fileMessages.notFound);
    throw error;
  }
}
