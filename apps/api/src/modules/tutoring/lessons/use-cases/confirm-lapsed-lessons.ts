import { createTutoringLessonsRepository } from '../../tutoring-lessons.repository';
import { lessonShare, type TTutoringLessonsContext } from '../tutoring-lessons.context';

/** A paid lesson nobody disputed is confirmed by itself this long after its end, and its teacher is paid. */
export const autoConfirmDays = 7;

/**
 * Lessons that ended a week ago without both confirmations and without a dispute count as confirmed: the
 * teacher is paid their share (once) and both are told. A student who had a problem has a week to say so.
 */
export async function confirmLapsedLessons(ctx: TTutoringLessonsContext, at: Date) {
  let confirmed = 0;
  for (const found of await ctx.repository.unconfirmedBefore(
    new Date(at.getTime() - autoConfirmDays * 86_400_000),
    200,
  )) {
    await ctx.deps.uow.run(async (tx) => {
      const repo = createTutoringLessonsRepository(tx);
      await repo.lockLesson(found.lesson.id);
      if (await repo.openDispute(found.lesson.id)) return;
      if (
        !(await repo.releaseEarning({
          teacherId: found.booking.teacherId,
          lessonId: found.lesson.id,
          bookingId: found.booking.id,
          amountGross: lessonShare(
            found.booking.amountGross,
            (await repo.lessonsOfBooking(found.booking.id)).map((lesson) => lesson.id),
            found.lesson.id,
          ),
        }))
      ) {
        return;
      }
      await repo.setConfirmation(found.lesson.id, 'BOTH_CONFIRMED');
      await ctx.notify(
        tx,
        null,
        [found.booking.studentId, found.booking.teacherId],
        `Zajęcia z ${ctx.dateTime.format(found.lesson.startsAt)} uznano za odbyte po ${autoConfirmDays} dniach bez zgłoszenia problemu.`,
        found.lesson.id,
      );
      confirmed += 1;
    });
  }
  return { confirmed };
}
