import { can, subject, type TBookingCheckout, type TViewerIn, tutoringMessages } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import {
  dateTimeFormat,
  firstStart,
  resourceOf,
  type TRequestKeys,
  type TTutoringBookingsContext,
} from '../tutoring-bookings.context';

/**
 * POST /tutoring/bookings/{id}/checkout: the student pays a reservation before it runs out. A payment
 * started earlier and still open is cancelled first (a second click, another method).
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
  const { row, lessons } = await readable(viewer, id);
  const at = now();
  if (!can(viewer, 'pay', subject('booking', resourceOf(row, lessons, at)))) {
    if (viewer.id !== row.studentId) throw AppError.forbidden();
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
    { method: input.method, buyer: input.buyer ?? 'private' },
    keys,
  );
  if (!(await repository.attachPayment(row.id, paymentRow.id))) {
    await payments.cancelOpen(paymentRow, { source: 'tutoring:released', actorId: viewer.id });
    throw AppError.badRequest(tutoringMessages.reservationExpired);
  }
  return { payment, redirectUrl };
}
