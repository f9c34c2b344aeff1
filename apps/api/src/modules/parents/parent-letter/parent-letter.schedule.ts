import { addDays, isoWeekday, zonedParts, zonedTimeToUtc } from '@zadania/shared';

/** The letter goes on Sunday at 18:00, Warsaw time (summer or winter). */
const letterMinuteOfDay = 18 * 60;
/** A letter not sent within a day of its slot (the workers were down) is skipped: last week's news is stale. */
export const letterLateLimitMs = 86_400_000;

/**
 * The latest letter slot at or before `now`: its Sunday 18:00 Warsaw as an instant, the week it tells (Monday to
 * Sunday, `weekStart` the Monday's date, as `parent_letters` keys it) and the instants the week begins and ends.
 */
export function letterSlotOf(now: Date) {
  const today = zonedParts(now).date;
  let sunday = addDays(today, 7 - isoWeekday(today));
  let at = zonedTimeToUtc(sunday, letterMinuteOfDay);
  if (at.getTime() > now.getTime()) {
    sunday = addDays(sunday, -7);
    at = zonedTimeToUtc(sunday, letterMinuteOfDay);
  }
  const weekStart = addDays(sunday, -6);
  return {
    at,
    weekStart,
    weekFrom: zonedTimeToUtc(weekStart, 0),
    weekTo: zonedTimeToUtc(addDays(sunday, 1), 0),
  };
}

/** The next slot after `now` (what a scheduler would wait for). */
export function nextLetterAt(now: Date) {
  const { weekStart } = letterSlotOf(now);
  return zonedTimeToUtc(addDays(weekStart, 13), letterMinuteOfDay);
}
