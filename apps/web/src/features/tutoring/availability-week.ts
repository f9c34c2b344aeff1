import {
  addDays,
  daysBetween,
  formatMinuteOfDay,
  isoWeekday,
  minutesPerDay,
  type TAvailabilitySlot,
  type TRepeatKind,
} from '@zadania/shared';
import { i18next } from '../../i18n/i18n';
import { tutoringPl } from './tutoring.pl';
import { weekdayOf } from './tutoring-format';

/* The week grid of a teacher's availability: which slots occur on which Warsaw days, and how they are drawn. */

/** The hours the grid always shows: rows from 07:00 to the one ending at 22:00. */
export const defaultFirstHour = 7;
export const defaultEndHour = 22;

/** One occurrence of a slot on one day of the shown week, with its lane among the overlapping ones of that day. */
export type TOccurrence = {
  key: string;
  slot: TAvailabilitySlot;
  date: string;
  /** 0 Monday … 6 Sunday. */
  day: number;
  startMinute: number;
  endMinute: number;
  lane: number;
  lanes: number;
};

/** Whether a slot (Warsaw wall-clock rule) occurs on a Warsaw date: its first day, then daily or weekly until `until`. */
export function occursOn(slot: Pick<TAvailabilitySlot, 'date' | 'repeat' | 'until'>, date: string): boolean {
  const offset = daysBetween(slot.date, date);
  if (offset < 0) return false;
  if (slot.repeat === 'NO_REPEAT') return offset === 0;
  if (slot.until !== null && daysBetween(date, slot.until) < 0) return false;
  return slot.repeat === 'DAY' || offset % 7 === 0;
}

/** The seven dates of the week that starts on `weekStart` (a Monday). */
export const weekDates = (weekStart: string) => Array.from({ length: 7 }, (_, day) => addDays(weekStart, day));

/** Side-by-side lanes for the overlapping occurrences of one day (each cluster of overlaps shares its lane count). */
function assignLanes(items: Omit<TOccurrence, 'lane' | 'lanes'>[]): TOccurrence[] {
  const sorted = [...items].sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);
  const placed: TOccurrence[] = [];
  let cluster: TOccurrence[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const lanes = Math.max(1, ...cluster.map((item) => item.lane + 1));
    for (const item of cluster) item.lanes = lanes;
    cluster = [];
  };
  for (const item of sorted) {
    if (item.startMinute >= clusterEnd) closeCluster();
    const laneEnds = new Map<number, number>();
    for (const other of cluster) laneEnds.set(other.lane, Math.max(laneEnds.get(other.lane) ?? 0, other.endMinute));
    let lane = 0;
    while ((laneEnds.get(lane) ?? -1) > item.startMinute) lane += 1;
    const occurrence = { ...item, lane, lanes: 1 };
    cluster.push(occurrence);
    placed.push(occurrence);
    clusterEnd = Math.max(clusterEnd, item.endMinute);
  }
  closeCluster();
  return placed;
}

/** Every occurrence of the slots in the week from `weekStart`, by day then time. */
export function weekOccurrences(slots: TAvailabilitySlot[], weekStart: string): TOccurrence[] {
  return weekDates(weekStart).flatMap((date, day) =>
    assignLanes(
      slots
        .filter((slot) => occursOn(slot, date))
        .map((slot) => ({
          key: `${slot.id}:${date}`,
          slot,
          date,
          day,
          startMinute: slot.startMinute,
          endMinute: slot.endMinute,
        })),
    ),
  );
}

/** The hour rows: 07:00–22:00, widened to every slot's time (the same rows in every week). */
export function hourRows(slots: Pick<TAvailabilitySlot, 'startMinute' | 'endMinute'>[]): number[] {
  const first = Math.min(defaultFirstHour, ...slots.map((slot) => Math.floor(slot.startMinute / 60)));
  const end = Math.min(
    minutesPerDay / 60,
    Math.max(defaultEndHour, ...slots.map((slot) => Math.ceil(slot.endMinute / 60))),
  );
  return Array.from({ length: end - first }, (_, index) => first + index);
}

/** Whether no occurrence of the day touches the hour starting at `hour`: only such a cell offers to add. */
export const hourIsFree = (dayOccurrences: TOccurrence[], hour: number) =>
  dayOccurrences.every((item) => item.endMinute <= hour * 60 || item.startMinute >= (hour + 1) * 60);

const monthOf = (date: string) => tutoringPl.availability.week.months[Number(date.slice(5, 7)) - 1] ?? '';
const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));

/** '2026-12-01' → 'wtorek 1 grudnia'. */
export const formatDayName = (date: string) => `${weekdayOf(date)} ${dayOfMonth(date)} ${monthOf(date)}`;

/** '2026-12-01' → 'Wtorek 1 grudnia'. */
export function formatDayNameCapitalized(date: string) {
  const name = formatDayName(date);
  return name.charAt(0).toLocaleUpperCase('pl') + name.slice(1);
}

/** '2026-12-01' → 'wt. 1.12', the short header of a column. */
export const formatDayShort = (date: string) =>
  `${tutoringPl.availability.week.weekdaysShort[isoWeekday(date) - 1] ?? ''} ${dayOfMonth(date)}.${Number(date.slice(5, 7))}`;

/** The week as a heading: '30 listopada – 6 grudnia 2026', '7–13 grudnia 2026', '28 grudnia 2026 – 3 stycznia 2027'. */
export function formatWeekRange(weekStart: string) {
  const last = addDays(weekStart, 6);
  const [startYear, endYear] = [weekStart.slice(0, 4), last.slice(0, 4)];
  if (startYear !== endYear)
    return `${dayOfMonth(weekStart)} ${monthOf(weekStart)} ${startYear} – ${dayOfMonth(last)} ${monthOf(last)} ${endYear}`;
  if (weekStart.slice(5, 7) !== last.slice(5, 7))
    return `${dayOfMonth(weekStart)} ${monthOf(weekStart)} – ${dayOfMonth(last)} ${monthOf(last)} ${endYear}`;
  return `${dayOfMonth(weekStart)}–${dayOfMonth(last)} ${monthOf(last)} ${endYear}`;
}

const repeatKeys = {
  NO_REPEAT: 'tutoring.availability.week.once',
  DAY: 'tutoring.availability.week.daily',
  WEEK: 'tutoring.availability.week.weekly',
} as const satisfies Record<TRepeatKind, string>;

/** How a slot repeats, in lower case: 'co tydzień'. */
export const repeatWords = (repeat: TRepeatKind) => i18next.t(repeatKeys[repeat]);

/** A block's name: 'Wtorek 1 grudnia, 17:00–18:00, co tydzień — edytuj'. */
export const occurrenceLabel = (occurrence: TOccurrence) =>
  i18next.t('tutoring.availability.week.block', {
    day: formatDayNameCapitalized(occurrence.date),
    start: formatMinuteOfDay(occurrence.startMinute),
    end: formatMinuteOfDay(occurrence.endMinute),
    repeat: repeatWords(occurrence.slot.repeat),
  });

/** An empty cell's name: 'Dodaj dostępność: wtorek 1 grudnia, 17:00'. */
export const addCellLabel = (date: string, hour: number) =>
  i18next.t('tutoring.availability.week.addAt', { day: formatDayName(date), time: formatMinuteOfDay(hour * 60) });
