import { can, errorMessages, lessonMessages, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';

/** POST /tutoring/lessons/{id}/meeting: a meeting message in the direct chat room of the two. */
export async function startLessonMeeting(ctx: TTutoringLessonsContext, viewer: TViewerIn, id: string) {
  const { deps } = ctx;
  const { resource, found } = await ctx.readable(viewer, id);
  if (!can(viewer, 'join', subject('lesson', resource))) throw AppError.badRequest(lessonMessages.notBooked);
  const otherId = ctx.other(viewer, found.booking);
  if (!otherId) throw AppError.badRequest(errorMessages.userNotFound);
  const room = await deps.chat.openDirectRoom(viewer, otherId);
  const message = await deps.chat.sendMeeting(viewer, room.id, {
    name: `${lessonMessages.meetingName} ${ctx.dateTime.format(found.lesson.startsAt)}`,
  });
  return { roomId: room.id, messageId: message.id, joinUrl: message.meeting?.joinUrl ?? null };
}
