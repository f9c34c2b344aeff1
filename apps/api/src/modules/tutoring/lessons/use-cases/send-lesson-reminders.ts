import { createTutoringLessonsRepository } from '../../tutoring-lessons.repository';
import { lessonReminderMailJob, type TTutoringLessonsContext } from '../tutoring-lessons.context';

const minuteMs = 60_000;

/** How long before a lesson its last reminder goes. */
export const reminderLeadMinutes = 60;
/** How long before a lesson its first reminder goes. */
export const reminderLeadDays = 1;

/**
 * Each of a lesson's two people gets a notification and an e-mail the day before it (when it was booked at
 * least a day ahead) and again within the hour before it; each reminder once, whichever node sends it.
 */
export async function sendLessonReminders(ctx: TTutoringLessonsContext, at: Date) {
  const { deps, repository } = ctx;
  let sent = 0;
  const hourWindowEnd = new Date(at.getTime() + reminderLeadMinutes * minuteMs);
  const dayAhead = reminderLeadDays * 86_400_000;
  const due = [
    ...(await repository.dueReminders('hour', at, hourWindowEnd, 200)).map((found) => ({
      ...found,
      kind: 'hour' as const,
    })),
    ...(await repository.dueReminders('day', hourWindowEnd, new Date(at.getTime() + dayAhead), 200, dayAhead)).map(
      (found) => ({ ...found, kind: 'day' as const }),
    ),
  ];
  for (const { lesson, booking, kind } of due) {
    await deps.uow.run(async (tx) => {
      const repo = createTutoringLessonsRepository(tx);
      if (!(await repo.markReminded(lesson.id, kind))) return;
      const recipients = [booking.studentId, booking.teacherId].filter((id): id is string => !!id);
      await ctx.notify(
        tx,
        null,
        recipients,
        `Przypomnienie: korepetycje ${ctx.dateTime.format(lesson.startsAt)}.`,
        lesson.id,
      );
      for (const userId of recipients) {
        await deps.jobs.send(
          lessonReminderMailJob,
          { lessonId: lesson.id, userId, kind },
          { tx, singletonKey: `${lesson.id}:${userId}:${kind}` },
        );
      }
      sent += 1;
    });
  }
  return { sent };
}
