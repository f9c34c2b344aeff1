import { platformTimeZone, type TCalendar, type TCalendarQuery, type TViewerIn, zonedTimeToUtc } from '@zadania/shared';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';
import { calendarEventsFor } from '../tutoring-lessons.presenter';

/** GET /tutoring/calendar: the viewer's lessons (as student or teacher) on the Warsaw days from → to. */
export async function getCalendar(
  ctx: TTutoringLessonsContext,
  viewer: TViewerIn,
  query: TCalendarQuery,
): Promise<TCalendar> {
  const events = await calendarEventsFor(ctx, viewer.id, zonedTimeToUtc(query.from, 0), zonedTimeToUtc(query.to, 0));
  return {
    timeZone: platformTimeZone,
    events: events.map((event) => ({
      ...event,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
    })),
  };
}
