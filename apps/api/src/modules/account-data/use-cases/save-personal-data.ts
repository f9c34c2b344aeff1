import { successMessages, type TPersonalDataSave, type TViewerIn } from '@zadania/shared';
import type { TAccountDataContext } from '../account-data.context';
import { toPersonalData } from '../account-data.presenter';

export async function savePersonalData(ctx: TAccountDataContext, viewer: TViewerIn, input: TPersonalDataSave) {
  const row = await ctx.repository.savePersonalData(viewer.id, input);
  return { message: successMessages.updated, personalData: toPersonalData(row) };
}
