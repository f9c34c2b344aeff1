import type { TFileContext } from '../file.context';

/** Deletes the ones of `keys` that no row refers to. */
async function deleteUnreferenced(ctx: TFileContext, keys: string[]) {
  const referenced = await ctx.repository.referencedKeys(keys);
  let deleted = 0;
  for (const key of keys) {
    if (referenced.has(key) || ctx.writing.has(key)) continue;
    await ctx.storage.delete(key);
    deleted += 1;
  }
  return deleted;
}

/**
 * Deletes what storage holds without a reason: partial writes (a crash, a kill) and objects no row
 * refers to (a crash between storing and inserting), once older than the grace period. A write in
 * progress is never touched: this node knows its own, and another node's keeps changing.
 */
export async function sweepOrphans(
  ctx: TFileContext,
  { now = new Date(), batchSize = 500 }: { now?: Date; batchSize?: number } = {},
) {
  const { storage, writing } = ctx;
  const cutoff = now.getTime() - ctx.config.orphanGraceMs;
  let deleted = 0;
  let batch: string[] = [];
  for await (const entry of storage.list()) {
    if (entry.modifiedAt.getTime() > cutoff || writing.has(entry.partialOf ?? entry.key)) continue;
    if (entry.partialOf) {
      await storage.delete(entry.key);
      deleted += 1;
      continue;
    }
    batch.push(entry.key);
    if (batch.length >= batchSize) {
      deleted += await deleteUnreferenced(ctx, batch);
      batch = [];
    }
  }
  return deleted + (await deleteUnreferenced(ctx, batch));
}
