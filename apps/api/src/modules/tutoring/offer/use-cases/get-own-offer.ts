import type { TViewerIn } from '@zadania/shared';
import { requireTeacher, type TTutoringOfferContext } from '../tutoring-offer.context';

/** GET /tutoring/offer: the TEACHER's own offer, also when disabled or never saved. */
export async function getOwnOffer(ctx: TTutoringOfferContext, viewer: TViewerIn) {
  requireTeacher(viewer);
  return ctx.readOffer(viewer.id);
}
