import type { TPersonalData, TViewerIn } from '@zadania/shared';
import type { TAccountDataContext } from '../account-data.context';
import { toPersonalData } from '../account-data.presenter';

export async function getPersonalData(ctx: TAccountDataContext, viewer: TViewerIn): Promise<TPersonalData | null> {
  const row = await ctx.repository.findPersonalData(viewer.id);
  return row ? toPersonalData(row, await ctx.repository.findBirthYear(viewer.id)) : null;
}
