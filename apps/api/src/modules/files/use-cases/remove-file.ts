import { can, fileMessages, subject } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TFileContext, TFileViewer } from '../file.context';

/** The owner or an ADMIN deletes a file: the row, then the stored object and its thumbnail. */
export async function removeFile(ctx: TFileContext, viewer: TFileViewer, id: string) {
  const row = await ctx.findOr404(id);
  if (!can(viewer, 'delete', subject('file', row))) throw AppError.forbidden();
  await ctx.repository.delete(id);
  await ctx.deleteObjects(row);
  return { message: fileMessages.deleted };
}
