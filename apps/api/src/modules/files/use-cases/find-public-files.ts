import type { TUploadedFile } from '@zadania/shared';
import type { TFileContext } from '../file.context';
import { isPublicFile } from '../file.presenter';

/** The files behind ids, in their order, leaving out missing and owner-only ones. */
export async function findPublicFiles(ctx: TFileContext, ids: readonly string[]): Promise<TUploadedFile[]> {
  const rows = new Map((await ctx.repository.findByIds(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row && isPublicFile(row) ? [ctx.present(row)] : [];
  });
}
