import { errorMessages, successMessages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { requireTeacher, type TTutoringOfferContext } from '../tutoring-offer.context';

/** DELETE /tutoring/availability/{id}: one of the TEACHER's own slots. */
export async function deleteSlot(ctx: TTutoringOfferContext, viewer: TViewerIn, id: string) {
  requireTeacher(viewer);
  if (!(await ctx.repository.deleteSlot(viewer.id, id))) throw AppError.notFound(errorMessages.notFound);
  return { message: successMessages.deleted };
}
