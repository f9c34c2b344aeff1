import type { TCompany, TViewerIn } from '@zadania/shared';
import type { TAccountDataContext } from '../account-data.context';
import { toCompany } from '../account-data.presenter';

export async function getCompany(ctx: TAccountDataContext, viewer: TViewerIn): Promise<TCompany | null> {
  const row = await ctx.repository.findCompany(viewer.id);
  return row ? toCompany(row) : null;
}
