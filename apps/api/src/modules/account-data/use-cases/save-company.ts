import { successMessages, type TCompanySave, type TViewerIn } from '@zadania/shared';
import type { TAccountDataContext } from '../account-data.context';
import { toCompany } from '../account-data.presenter';

export async function saveCompany(ctx: TAccountDataContext, viewer: TViewerIn, input: TCompanySave) {
  const row = await ctx.repository.saveCompany(viewer.id, input);
  return { message: successMessages.updated, company: toCompany(row) };
}
