import { can, subject, type TBookingCheckout, type TViewerIn, tutoringMessages } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import {
  dateTimeFormat,
  firstStart,
  resourceOf,
  type TRequestKeys,
  type TTutoringBookingsContext,
} from '../tutoring-bookings.context';

/** The booking a parent would pay: whether it is their child's is payments' checkPayer's to say (403). */
async function bookingForParent(ctx: TTutoringBookingsContext, id: string) {
  const row = await ctx.repository.findBooking(id);
  if (!row) throw AppError.notFound(tutoringMessages.bookingNotFound);
  return { row, lessons: await ctx.repository.lessonsOf([row.id]) };
}

/**
 * POST /tutoring/bookings/{id}/checkout: the student pays a reservation before it runs out, or a linked parent
 * pays it for them (docs/parents.md: the payment is the parent's, the student its beneficiary; 403 forUserNotChild
 * for a parent of somebody else). A minor student is refused (403 minorPayment, payments' checkPayer): they keep the
 * reservation and ask a parent (a purchase request). A payment started earlier and still open is cancelled first
 * (a second click, another method, the other parent).
 */
export async function checkoutBooking(
  ctx: TTutoringBookingsContext,
  viewer: TViewerIn,
  id: string,
  input: TBookingCheckout,
  keys: TRequestKeys,
) {
  const { repository, now, readable } = ctx;
  const { payments } = ctx.deps;
  const forParent = viewer.role === 'PARENT';
  const { row, lessons } = forParent ? await bookingForParent(ctx, id) : await readable(viewer, id);
  const forUserId = forParent ? (row.studentId ?? undefined) : undefined;
  if (forParent && !forUserId) throw AppError.forbidden();
  // Who may pay, before anything changes (an open payment of the booking is cancelled below).
  await payments.checkPayer(viewer, forUserId);
  const at = now();
  // A parent pays as the student would: the booking's rules are the student's.
  const payer: TViewerIn = forUserId ? { id: forUserId, role: 'USER' } : viewer;
  if (!can(payer, 'pay', subject('booking', resourceOf(row, lessons, at)))) {
    if (payer.id !== row.studentId) throw AppError.forbidden();
    throw AppError.badRequest(tutoringMessages.notPayable);
  }
  if (!row.expiresAt || row.expiresAt <= at) throw AppError.badRequest(tutoringMessages.reservationExpired);
  if (row.paymentId) {
    const previous = await payments.find(row.paymentId);
    if (previous) await payments.cancelOpen(previous, { source: 'tutoring:new-checkout', actorId: viewer.id });
    const current = await repository.findBooking(id);
    if (current?.status !== 'reserved') throw AppError.badRequest(tutoringMessages.notPayable);
  }
  const teacher = (await repository.people([row.teacherId ?? '']))[0];
  const first = firstStart(lessons);
  const itemName = row.packageId
    ? `Pakiet ${row.lessonCount} zajęć po ${row.durationMinutes} min — ${teacher?.displayName ?? 'korepetycje'}`
    : `${row.kind === 'group' ? 'Zajęcia grupowe' : 'Korepetycje'} ${row.durationMinutes} min — ${teacher?.displayName ?? ''}, ${first ? dateTimeFormat.format(first) : ''}`;
  const { payment, redirectUrl, paymentRow } = await payments.startCheckout(
    viewer,
    {
      itemKind: row.packageId ? 'TUTORING_PACKAGE' : 'TUTORING',
      productCode: row.id,
      itemName: itemName.slice(0, 200),
      itemQuantity: row.lessonCount,
      amountGross: row.amountGross,
    },
    { method: input.method, buyer: input.buyer ?? 'private', forUserId },
    keys,
  );
  if (!(await repository.attachPayment(row.id, paymentRow.id))) {
    await payments.cancelOpen(paymentRow, { source: 'tutoring:released', actorId: viewer.id });
    throw AppError.badRequest(tutoringMessages.reservationExpired);
  }
  return { payment, redirectUrl };
}
