import { addDays, zonedParts, zonedTimeToUtc } from '../tutoring/warsaw-time';

/** The quiet hours for messages to a minor (issue 72): from 22:00 to 7:00, Europe/Warsaw. */
export const quietHours = { fromMinute: 22 * 60, toMinute: 7 * 60 } as const;

/**
 * When an adult's message sent at `now` reaches a minor: null (at once) between 7:00 and 22:00 Warsaw, otherwise the
 * next 7:00 Warsaw (the same day before 7:00, the next day after 22:00), summer or winter time.
 */
export function nightDeliveryAt(now: Date): Date | null {
  const { date, minuteOfDay } = zonedParts(now);
  if (minuteOfDay >= quietHours.toMinute && minuteOfDay < quietHours.fromMinute) return null;
  const day = minuteOfDay < quietHours.toMinute ? date : addDays(date, 1);
  return zonedTimeToUtc(day, quietHours.toMinute);
}
