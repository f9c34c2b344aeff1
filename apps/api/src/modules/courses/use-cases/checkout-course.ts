import { can, courseMessages as m, subject, type TCourseCheckout, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TCoursesContext } from '../courses.context';

type TRequestKeys = { ip: string };

/** POST /course/{id}/checkout: a paid published course, through payments (item COURSE). */
export async function checkoutCourse(
  ctx: TCoursesContext,
  viewer: TViewerIn,
  id: string,
  input: TCourseCheckout,
  keys: TRequestKeys,
) {
  const { row, resource } = await ctx.readable(viewer, id);
  if (!can(viewer, 'buy', subject('course', resource))) {
    if (resource.enrolled) throw AppError.badRequest(m.alreadyEnrolled);
    if (viewer.id === row.authorId) throw AppError.badRequest(m.ownCourse);
    if (resource.free) throw AppError.badRequest(m.free);
    throw AppError.badRequest(m.notPublished);
  }
  const { payment, redirectUrl } = await ctx.payments.startCheckout(
    viewer,
    {
      itemKind: 'COURSE',
      productCode: row.id,
      itemName: `Kurs: ${row.title}`.slice(0, 200),
      itemQuantity: 1,
      amountGross: row.priceGross as number,
    },
    { method: input.method, buyer: input.buyer ?? 'private' },
    keys,
  );
  return { payment, redirectUrl };
}
