import { formatMinuteOfDay, platformTimeZone, zonedParts } from '@zadania/shared';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';
import { calendarEventsFor } from '../tutoring-lessons.presenter';

/** An instant as Warsaw wall-clock time, 'YYYY-MM-DDTHH:mm:00', for an event with TZID=Europe/Warsaw. */
const warsawWallClock = (instant: Date) => {
  const { date, minuteOfDay } = zonedParts(instant);
  return `${date}T${formatMinuteOfDay(minuteOfDay)}:00`;
};

/**
 * The Europe/Warsaw VTIMEZONE (RFC 5545 section 3.6.5): CET, and CEST from the last Sunday of March 02:00 to the
 * last Sunday of October 03:00, the EU rule in force since 1996; events name it with TZID and local times.
 */
export const warsawVTimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Warsaw',
  'X-LIC-LOCATION:Europe/Warsaw',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * GET /calendar/{token}.ics: the owner's lessons from 30 days back to 180 days ahead as RFC 5545, each event
 * in UTC with the Europe/Warsaw zone named; null when the secret is unknown or revoked.
 */
export async function renderIcsFeed(ctx: TTutoringLessonsContext, token: string) {
  const feed = await ctx.repository.findFeedOwner(token);
  if (!feed) return null;
  const at = ctx.now();
  const events = await calendarEventsFor(
    ctx,
    feed.userId,
    new Date(at.getTime() - 30 * 86_400_000),
    new Date(at.getTime() + 180 * 86_400_000),
  );
  const calendar = ical({
    name: 'Zadania — korepetycje',
    prodId: { company: 'Zadania', product: 'korepetycje', language: 'PL' },
    timezone: { name: platformTimeZone, generator: () => warsawVTimezone },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.lessonId}@zadania`,
      start: warsawWallClock(event.startsAt),
      end: warsawWallClock(event.endsAt),
      timezone: platformTimeZone,
      summary: event.group
        ? event.role === 'teacher'
          ? `Zajęcia grupowe (uczestnicy: ${event.group.participants})`
          : `Zajęcia grupowe: ${event.counterpart.displayName}`
        : event.role === 'teacher'
          ? `Korepetycje: ${event.counterpart.displayName} (uczeń)`
          : `Korepetycje: ${event.counterpart.displayName}`,
      description: event.bookingStatus === 'reserved' ? 'Rezerwacja czeka na płatność.' : null,
      url: `${ctx.deps.publicUrl}${ctx.lessonPath(event.lessonId)}`,
      stamp: at,
    });
  }
  // ical-generator writes DTSTAMP without its 'Z' once the calendar has a zone; RFC 5545 wants it in UTC.
  const stamp = `DTSTAMP:${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  return calendar.toString().replace(/^DTSTAMP:.*$/gm, stamp);
}
