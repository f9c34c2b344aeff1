import type { TViewerIn } from '@zadania/shared';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';

/** GET /tutoring/calendar/feed: the private address, or null when none is on. */
export async function getCalendarFeed(ctx: TTutoringLessonsContext, viewer: TViewerIn) {
  const feed = await ctx.repository.findFeed(viewer.id);
  return { url: feed ? ctx.feedUrl(feed.token) : null };
}
