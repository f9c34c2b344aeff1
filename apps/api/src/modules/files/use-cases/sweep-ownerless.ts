import type { TFileContext } from '../file.context';

/** Deletes up to `limit` files whose owner no longer exists (objects first, then rows). */
export async function sweepOwnerless(ctx: TFileContext, limit = 100) {
  const rows = await ctx.repository.findOwnerless(limit);
  for (const row of rows) {
    await ctx.deleteObjects(row);
    await ctx.repository.delete(row.id);
  }
  return rows.length;
}
