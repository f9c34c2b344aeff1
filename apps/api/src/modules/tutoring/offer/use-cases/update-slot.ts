import { errorMessages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { requireTeacher, slotValues, type TSlotInput, type TTutoringOfferContext } from '../tutoring-offer.context';
import { presentSlot } from '../tutoring-offer.presenter';

/** PUT /tutoring/availability/{id}: one of the TEACHER's own slots, rewritten. */
export async function updateSlot(ctx: TTutoringOfferContext, viewer: TViewerIn, id: string, input: TSlotInput) {
  requireTeacher(viewer);
  const row = await ctx.repository.updateSlot(viewer.id, id, slotValues(input));
  if (!row) throw AppError.notFound(errorMessages.notFound);
  return presentSlot(row);
}
