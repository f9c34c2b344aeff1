import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineSubscriber } from '../../lib/events/domain-events';
import { defineJob } from '../../lib/jobs/job-definition';
import type { TFileService } from './file.service';

/** Every hour, on one node: files of deleted users, partial writes and stored objects without a row. */
export const sweepFilesJob = defineJob({
  name: 'files.sweep',
  schema: z.object({}),
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  policy: 'short',
  cron: '0 * * * *',
});

export function createSweepFilesHandler(
  files: Pick<TFileService, 'sweepOwnerless' | 'sweepOrphans'>,
  log: FastifyBaseLogger,
) {
  return async () => {
    // The second sweep runs even when the first fails; the job fails (and is retried) if either did.
    let failure: unknown;
    try {
      await files.sweepOwnerless();
    } catch (error) {
      failure = error;
    }
    try {
      const deleted = await files.sweepOrphans();
      if (deleted) log.info({ deleted }, 'Swept partial writes and stored objects without a row');
    } catch (error) {
      failure ??= error;
    }
    if (failure) throw failure;
  };
}

/** A deleted account's files go soon after it, not at the next hourly sweep. */
export const createDeletedOwnerFilesSubscriber = (files: Pick<TFileService, 'sweepOwnerless'>) =>
  defineSubscriber('files.sweep-deleted-owner', 'user.deleted', async () => {
    await files.sweepOwnerless();
  });
