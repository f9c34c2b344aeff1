import { platformTimeZone, type TAvailabilityList, type TViewerIn } from '@zadania/shared';
import { requireTeacher, type TTutoringOfferContext } from '../tutoring-offer.context';
import { presentSlot } from '../tutoring-offer.presenter';

/** GET /tutoring/availability: the TEACHER's own slots. */
export async function listAvailability(ctx: TTutoringOfferContext, viewer: TViewerIn): Promise<TAvailabilityList> {
  requireTeacher(viewer);
  return { timeZone: platformTimeZone, slots: (await ctx.repository.slotsOf(viewer.id)).map(presentSlot) };
}
