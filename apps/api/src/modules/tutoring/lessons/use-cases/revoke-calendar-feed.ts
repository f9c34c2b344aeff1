import { lessonMessages, type TViewerIn } from '@zadania/shared';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';

/** DELETE /tutoring/calendar/feed: revokes the address. */
export async function revokeCalendarFeed(ctx: TTutoringLessonsContext, viewer: TViewerIn) {
  await ctx.repository.deleteFeed(viewer.id);
  return { message: lessonMessages.feedRevoked };
}
