import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../../../db/client';
import { defineJob } from '../../../lib/jobs/job-definition';

/**
 * How long the catalogue's changes are kept. A node reads them within a request of their commit and watches a
 * skipped number for 10 minutes (catalogue-feed.ts); a node that starts builds its snapshot from the tables, so
 * older changes serve nothing but a look back at what happened.
 */
export const catalogueChangeRetentionMs = 24 * 60 * 60 * 1000;

/** Every hour, on one node: the catalogue's changes older than the retention go. */
export const pruneCatalogueChangesJob = defineJob({
  name: 'catalogue.prune-changes',
  schema: z.object({}),
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  policy: 'short',
  cron: '41 * * * *',
});

export const createPruneCatalogueChangesHandler =
  (db: TDb, now: () => Date = () => new Date()) =>
  async () => {
    const before = new Date(now().getTime() - catalogueChangeRetentionMs);
    await db.execute(sql`delete from catalogue_changes where created_at < ${before.toISOString()}::timestamptz`);
  };
