import { addDays, daysBetween, formatMinuteOfDay, isoWeekday, zonedParts, zonedTimeToUtc } from '@zadania/shared';
import { i18next } from '../../i18n/i18n';
import { assignmentsPl } from './assignments.pl';

/** The Warsaw wall clock of an instant: its date 'YYYY-MM-DD' and '8:00' (hours without a leading zero). */
function warsawClock(instant: string | Date) {
  const { date, minuteOfDay } = zonedParts(new Date(instant));
  return { date, time: formatMinuteOfDay(minuteOfDay).replace(/^0(\d)/, '$1') };
}

/** '2026-12-04' → '4.12', with the year when it is not `thisYear`'s. */
function shortDate(date: string, thisYear: string) {
  const [year, month, day] = date.split('-');
  const dayMonth = `${Number(day)}.${month}`;
  return year === thisYear ? dayMonth : `${dayMonth}.${year}`;
}

/**
 * A due date as a pupil reads it, in Warsaw time: 'dziś 14:00', 'jutro 8:00', 'wczoraj 8:00', else 'piątek 4.12,
 * 8:00' (with the year when it is another year's).
 */
export function formatDue(iso: string, now: Date = new Date()): string {
  const due = warsawClock(iso);
  const today = zonedParts(now).date;
  const days = daysBetween(today, due.date);
  if (days === 0) return i18next.t('assignments.when.today', { time: due.time });
  if (days === 1) return i18next.t('assignments.when.tomorrow', { time: due.time });
  if (days === -1) return i18next.t('assignments.when.yesterday', { time: due.time });
  return i18next.t('assignments.when.other', {
    weekday: assignmentsPl.weekdays[isoWeekday(due.date) - 1] ?? '',
    date: shortDate(due.date, today.slice(0, 4)),
    time: due.time,
  });
}

/** An instant in Warsaw time with its full date: '4.12.2026, 8:00'. */
export function formatWarsaw(iso: string): string {
  const { date, time } = warsawClock(iso);
  return `${shortDate(date, '')}, ${time}`;
}

/** An instant's day in Warsaw: '4.12.2026'. */
export const formatWarsawDate = (iso: string) => shortDate(warsawClock(iso).date, '');

/** A `datetime-local` field's value ('2026-12-04T08:00') of an instant, in Warsaw time. */
export function warsawInputValue(instant: Date): string {
  const { date, minuteOfDay } = zonedParts(instant);
  return `${date}T${formatMinuteOfDay(minuteOfDay)}`;
}

/** A `datetime-local` value read as Warsaw time, as an ISO instant; '' when empty or not a date and time. */
export function warsawInputToIso(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const instant = zonedTimeToUtc(match[1]!, Number(match[2]) * 60 + Number(match[3]));
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}

/** A new assignment's due date: tomorrow at 8:00, Warsaw time. */
export const defaultDueInput = (now: Date = new Date()) => `${addDays(zonedParts(now).date, 1)}T08:00`;
