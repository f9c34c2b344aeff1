import { addDays, zonedParts } from '@zadania/shared';
import { availableRanges } from '../../free-times';
import { slotRule, type TTutoringOfferContext } from '../tutoring-offer.context';

/** Whether a lesson at `startsAt` of `durationMinutes` lies within the teacher's availability. */
export async function isAvailable(
  ctx: TTutoringOfferContext,
  teacherId: string,
  startsAt: Date,
  durationMinutes: number,
) {
  const day = zonedParts(startsAt).date;
  const slots = await ctx.repository.slotsOf(teacherId);
  const ranges = availableRanges(slots.map(slotRule), addDays(day, -1), 3);
  return ranges.some(
    (range) => range.startsAt <= startsAt && startsAt.getTime() + durationMinutes * 60_000 <= range.endsAt.getTime(),
  );
}
