import { accountDataMessages as messages, successMessages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAccountDataContext } from '../account-data.context';

export async function deleteCompany(ctx: TAccountDataContext, viewer: TViewerIn) {
  if (!(await ctx.repository.deleteCompany(viewer.id))) throw AppError.notFound(messages.companyNotFound);
  return { message: successMessages.deleted };
}
