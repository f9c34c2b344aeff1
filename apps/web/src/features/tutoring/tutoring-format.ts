import {
  addDays,
  daysBetween,
  formatMinuteOfDay,
  isoWeekday,
  minutesPerDay,
  type TAvailabilitySlot,
  type TBookingStatus,
  type TGrosze,
  tutoringLimits,
  zonedParts,
} from '@zadania/shared';
import { i18next } from '../../i18n/i18n';
import { tutoringPl } from './tutoring.pl';

/** The colour of a booking's status, on its badge and in the calendar. */
export const bookingStatusColors: Record<TBookingStatus, string> = {
  reserved: 'yellow',
  booked: 'teal',
  cancelled: 'gray',
  offered: 'blue',
};

/** Today's calendar date in Warsaw, 'YYYY-MM-DD'. */
export const warsawToday = (now: Date = new Date()) => zonedParts(now).date;

/** '2026-11-26' → '26.11.2026'. */
export function formatLocalDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** '2026-11-26' → 'czwartek'. */
export const weekdayOf = (date: string) => tutoringPl.weekdays[isoWeekday(date) - 1] ?? '';

/** '2026-11-26' → 'czwartek, 26.11'. */
export const formatDayHeading = (date: string) => `${weekdayOf(date)}, ${formatLocalDate(date).slice(0, 5)}`;

/** The Warsaw wall clock of a UTC instant: its local date and 'HH:MM'. */
export function warsawClock(iso: string): { date: string; time: string } {
  const { date, minuteOfDay } = zonedParts(new Date(iso));
  return { date, time: formatMinuteOfDay(minuteOfDay) };
}

/** A lesson in Warsaw time: 'czwartek 26.11.2026, 17:00–18:00'. */
export function formatLessonRange(startsAt: string, endsAt: string): string {
  const start = warsawClock(startsAt);
  const end = warsawClock(endsAt);
  return `${weekdayOf(start.date)} ${formatLocalDate(start.date)}, ${start.time}–${end.time}`;
}

/** An instant in Warsaw time: 'czwartek 26.11.2026, 17:15'. */
export function formatWarsawDateTime(iso: string): string {
  const { date, time } = warsawClock(iso);
  return `${weekdayOf(date)} ${formatLocalDate(date)}, ${time}`;
}

/** A teacher's slot as Polish text; its date and minutes are already Warsaw wall-clock time. */
export function describeSlot(slot: Pick<TAvailabilitySlot, 'date' | 'startMinute' | 'endMinute' | 'repeat' | 'until'>) {
  const values = {
    weekday: weekdayOf(slot.date),
    date: formatLocalDate(slot.date),
    start: formatMinuteOfDay(slot.startMinute),
    end: formatMinuteOfDay(slot.endMinute),
  };
  if (slot.repeat === 'NO_REPEAT') return i18next.t('tutoring.availability.once', values);
  const text = i18next.t(
    slot.repeat === 'WEEK' ? 'tutoring.availability.weekly' : 'tutoring.availability.daily',
    values,
  );
  return slot.until
    ? text + i18next.t('tutoring.availability.untilSuffix', { until: formatLocalDate(slot.until) })
    : text;
}

/** Times of the day on the 5-minute grid, as select options: minutes of the day with their 'HH:MM'. */
export function minuteOptions(from: number, to: number): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  for (let minute = from; minute <= to; minute += tutoringLimits.minuteStep)
    options.push({ value: String(minute), label: formatMinuteOfDay(minute) });
  return options;
}

export const startMinuteOptions = minuteOptions(0, minutesPerDay - tutoringLimits.minuteStep);
export const endMinuteOptions = minuteOptions(tutoringLimits.minuteStep, minutesPerDay);

/** Grosze as a person types złoty: 8000 → '80,00'. */
export const plnInputText = (grosze: TGrosze) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

export type TDayTimes<T extends { startsAt: string }> = { date: string; times: (T & { time: string })[] };

/** Times grouped by their Warsaw day, one group for each of `days` days from `from` (empty days included). */
export function groupByWarsawDay<T extends { startsAt: string }>(
  times: T[],
  from: string,
  days: number,
): TDayTimes<T>[] {
  const groups = Array.from({ length: days }, (_, index) => ({
    date: addDays(from, index),
    times: [] as (T & { time: string })[],
  }));
  for (const item of times) {
    const { date, time } = warsawClock(item.startsAt);
    groups.find((group) => group.date === date)?.times.push({ ...item, time });
  }
  for (const group of groups) group.times.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return groups;
}

/** The Monday of the week of a Warsaw date. */
export const weekStartOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** The first day of the month of a date, 'YYYY-MM-01'. */
export const monthStartOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The first day of the next month. */
export function nextMonthStart(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The first day of the previous month. */
export function previousMonthStart(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

/** A month's grid: whole weeks (Monday first) from the week of its first day to the week of its last. */
export function monthGrid(monthStart: string): { from: string; days: number } {
  const from = weekStartOf(monthStart);
  const lastDay = addDays(nextMonthStart(monthStart), -1);
  const to = addDays(weekStartOf(lastDay), 7);
  return { from, days: daysBetween(from, to) };
}

/** Polish month names in the nominative, for the month view's heading. */
const monthNames = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];

/** '2026-11-01' → 'listopad 2026'. */
export const formatMonth = (date: string) => `${monthNames[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;
