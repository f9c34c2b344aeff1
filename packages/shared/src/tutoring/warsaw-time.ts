/* Without zod: calendar arithmetic in the platform's time zone, shared by the API and the web app. */

/** Every lesson time is stored in UTC and shown in this zone. */
export const platformTimeZone = 'Europe/Warsaw';

export const minutesPerDay = 24 * 60;
const msPerMinute = 60_000;
const msPerDay = minutesPerDay * msPerMinute;

/** A calendar date 'YYYY-MM-DD' → days since 1970-01-01. */
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / msPerDay);
const dateOfDayNumber = (day: number) => new Date(day * msPerDay).toISOString().slice(0, 10);

/** `date` moved by `days` calendar days. */
export const addDays = (date: string, days: number) => dateOfDayNumber(dayNumber(date) + days);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** 1 Monday … 7 Sunday, as in ISO 8601. */
export const isoWeekday = (date: string) => ((dayNumber(date) + 3) % 7) + 1;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The local calendar date and minute of the day of an instant in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string = platformTimeZone) {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** How far `timeZone` is ahead of UTC at an instant, in minutes (Warsaw: 60 in winter, 120 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string = platformTimeZone) {
  const { date, minuteOfDay } = zonedParts(instant, timeZone);
  const asUtc = dayNumber(date) * minutesPerDay + minuteOfDay;
  return asUtc - Math.floor(instant.getTime() / msPerMinute);
}

/**
 * The instant of a local wall-clock time: `date` at `minuteOfDay` in `timeZone`. A time the clocks skip (02:30
 * on the last Sunday of March) lands an hour later; a time they repeat (02:30 on the last Sunday of October)
 * is its first, summer-time occurrence.
 */
export function zonedTimeToUtc(date: string, minuteOfDay: number, timeZone: string = platformTimeZone): Date {
  const wallClock = (dayNumber(date) * minutesPerDay + minuteOfDay) * msPerMinute;
  const offsetBefore = zoneOffsetMinutes(new Date(wallClock - msPerDay), timeZone);
  const offsetAfter = zoneOffsetMinutes(new Date(wallClock + msPerDay), timeZone);
  const candidates = [wallClock - offsetBefore * msPerMinute, wallClock - offsetAfter * msPerMinute].sort(
    (a, b) => a - b,
  );
  const expected = zonedParts(new Date(wallClock), 'UTC');
  for (const candidate of candidates) {
    const parts = zonedParts(new Date(candidate), timeZone);
    if (parts.date === expected.date && parts.minuteOfDay === expected.minuteOfDay) return new Date(candidate);
  }
  return new Date(wallClock - offsetBefore * msPerMinute);
}

export const repeatKinds = ['NO_REPEAT', 'DAY', 'WEEK'] as const;
export type TRepeatKind = (typeof repeatKinds)[number];

/** A teacher's time slot as the teacher set it, in local (Europe/Warsaw) time. */
export type TLocalSlotRule = {
  /** The first day, 'YYYY-MM-DD'. */
  date: string;
  startMinute: number;
  endMinute: number;
  repeat: TRepeatKind;
  /** The last day a repeating slot occurs on (inclusive), or null for no end. */
  until: string | null;
};

/**
 * The occurrences of a slot on the local days from `from` (inclusive) to `to` (exclusive), as UTC instants. A
 * weekly slot at 17:00 stays at 17:00 Warsaw time on both sides of a DST change: each day is converted on its own.
 */
export function slotOccurrences(rule: TLocalSlotRule, from: string, to: string): { startsAt: Date; endsAt: Date }[] {
  const occurrences: { startsAt: Date; endsAt: Date }[] = [];
  const step = rule.repeat === 'DAY' ? 1 : rule.repeat === 'WEEK' ? 7 : 0;
  const last = rule.repeat === 'NO_REPEAT' ? rule.date : rule.until;
  let day = rule.date;
  if (step > 0 && daysBetween(rule.date, from) > 0) {
    day = addDays(rule.date, Math.ceil(daysBetween(rule.date, from) / step) * step);
  }
  for (; daysBetween(day, to) > 0; day = addDays(day, step)) {
    if (last !== null && daysBetween(day, last) < 0) break;
    if (daysBetween(from, day) >= 0) {
      occurrences.push({
        startsAt: zonedTimeToUtc(day, rule.startMinute),
        endsAt: zonedTimeToUtc(day, rule.endMinute),
      });
    }
    if (step === 0) break;
  }
  return occurrences;
}

/** '17:05' of a minute of the day. */
export const formatMinuteOfDay = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
