import type { TTutoringOfferContext } from '../tutoring-offer.context';

/** GET /tutoring/teachers/{id}: a tutoring teacher's offer (404 when the teacher does not tutor now). */
export async function getTeacherOffer(ctx: TTutoringOfferContext, id: string) {
  await ctx.tutoringTeacher(id);
  return ctx.readOffer(id);
}
