import { randomBytes } from 'node:crypto';
import type { TViewerIn } from '@zadania/shared';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';

/** POST /tutoring/calendar/feed: a new secret address; the previous one stops working. */
export async function createCalendarFeed(ctx: TTutoringLessonsContext, viewer: TViewerIn) {
  const token = randomBytes(24).toString('base64url');
  await ctx.repository.setFeed(viewer.id, token);
  return { url: ctx.feedUrl(token) };
}
