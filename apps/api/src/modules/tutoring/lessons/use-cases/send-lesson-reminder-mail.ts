import { buildLessonReminderMail } from '../../tutoring-lessons.mail';
import type { TLessonReminderKind } from '../../tutoring-lessons.repository';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';

/** The job of one reminder mail: to one of a lesson still booked, about the other person of it. */
export async function sendLessonReminderMail(
  ctx: TTutoringLessonsContext,
  {
    lessonId,
    userId,
    kind,
  }: {
    lessonId: string;
    userId: string;
    kind: TLessonReminderKind;
  },
) {
  const { deps, bookings } = ctx;
  const found = await ctx.repository.findLesson(lessonId);
  if (!found || found.lesson.cancelled || found.booking.status !== 'booked') return;
  const counterpartId = userId === found.booking.teacherId ? found.booking.studentId : found.booking.teacherId;
  const [recipient] = await bookings.recipients([userId]);
  const [counterpart] = await bookings.people(counterpartId ? [counterpartId] : []);
  // An account without e-mail (a pupil a teacher created) gets no mail.
  if (!recipient?.email) return;
  await deps.mailer.send(
    buildLessonReminderMail({
      to: recipient.email,
      username: recipient.username,
      counterpart: counterpart?.displayName ?? 'drugą osobą',
      startsAt: found.lesson.startsAt,
      kind,
      link: `${deps.publicUrl}${ctx.lessonPath(lessonId)}`,
    }),
  );
}
