import type { TFileSpace } from '@zadania/shared';
import type { TFileContext, TFileViewer } from '../file.context';

export async function getSpace(ctx: TFileContext, viewer: TFileViewer): Promise<TFileSpace> {
  return {
    used: await ctx.repository.usedSpace(viewer.id),
    limit: viewer.role === 'ADMIN' ? null : ctx.config.userStorageLimit,
  };
}
