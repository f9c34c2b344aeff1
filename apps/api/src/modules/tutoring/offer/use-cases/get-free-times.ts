import { platformTimeZone, type TFreeTimes, type TFreeTimesQuery, tutoringMessages } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import type { TTutoringOfferContext } from '../tutoring-offer.context';

/** GET /tutoring/teachers/{id}/free-times: when a lesson of the option can start, on `days` local days. */
export async function getFreeTimes(
  ctx: TTutoringOfferContext,
  teacherId: string,
  query: TFreeTimesQuery,
): Promise<TFreeTimes> {
  const { offer } = await ctx.tutoringTeacher(teacherId);
  const option = await ctx.repository.findOption(query.optionId);
  if (!option || option.teacherId !== teacherId || option.archivedAt) {
    throw AppError.badRequest(tutoringMessages.optionNotFound);
  }
  const lesson = { durationMinutes: option.durationMinutes, breakMinutes: offer.breakMinutes };
  const free = await ctx.freeTimesOf([teacherId], new Map([[teacherId, lesson]]), query.from, query.days);
  return {
    timeZone: platformTimeZone,
    durationMinutes: option.durationMinutes,
    breakMinutes: offer.breakMinutes,
    times: (free.get(teacherId) ?? []).map((time) => ({
      startsAt: time.startsAt.toISOString(),
      endsAt: time.endsAt.toISOString(),
    })),
  };
}
