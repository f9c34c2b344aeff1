import { type TViewerIn, tutoringLimits, tutoringMessages } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { requireTeacher, slotValues, type TSlotInput, type TTutoringOfferContext } from '../tutoring-offer.context';
import { presentSlot } from '../tutoring-offer.presenter';

/** POST /tutoring/availability: a new slot of the TEACHER's availability, up to the limit. */
export async function createSlot(ctx: TTutoringOfferContext, viewer: TViewerIn, input: TSlotInput) {
  requireTeacher(viewer);
  if ((await ctx.repository.countSlots(viewer.id)) >= tutoringLimits.maxSlots) {
    throw AppError.badRequest(tutoringMessages.slotsTooMany);
  }
  return presentSlot(await ctx.repository.insertSlot(viewer.id, slotValues(input)));
}
