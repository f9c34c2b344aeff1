import type { TFileContext } from '../file.context';

/**
 * Deletes a file for a module that decided it must go (a teacher's KRK certificate 30 days after the decision,
 * issue 72): the row, then the stored object and its thumbnail. No viewer: the caller owns the rule. False when
 * there was no such file.
 */
export async function removeStoredFile(ctx: TFileContext, id: string) {
  const row = await ctx.repository.findById(id);
  if (!row) return false;
  await ctx.repository.delete(id);
  await ctx.deleteObjects(row);
  return true;
}
