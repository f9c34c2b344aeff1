import { policiesFor, type TFileList, type TFileListQuery } from '@zadania/shared';
import { pageOf } from '../../../lib/paging';
import type { TFileContext, TFileViewer } from '../file.context';

export async function listFiles(ctx: TFileContext, viewer: TFileViewer, query: TFileListQuery): Promise<TFileList> {
  const { rows, total } = await ctx.repository.listOwned(viewer.id, query);
  const results = rows.map((row) => ({ ...ctx.present(row), policies: policiesFor(viewer, 'file', row) }));
  return pageOf(results, total, query);
}
