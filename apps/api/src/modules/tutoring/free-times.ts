import { addDays, slotOccurrences, type TLocalSlotRule, tutoringLimits } from '@zadania/shared';

const minuteMs = 60_000;

export type TBusyRange = { startsAt: Date; blockedUntil: Date };
export type TTimeRange = { startsAt: Date; endsAt: Date };

/** The occurrences of all slots on the local days from `from` for `days` days, merged where they touch. */
export function availableRanges(slots: TLocalSlotRule[], from: string, days: number): TTimeRange[] {
  const to = addDays(from, days);
  const ranges = slots
    .flatMap((slot) => slotOccurrences(slot, from, to))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const merged: TTimeRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.startsAt.getTime() <= last.endsAt.getTime()) {
      if (range.endsAt > last.endsAt) last.endsAt = range.endsAt;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

const overlaps = (startsAt: number, blockedUntil: number, busy: TBusyRange[]) =>
  busy.some((range) => startsAt < range.blockedUntil.getTime() && range.startsAt.getTime() < blockedUntil);

/**
 * When a lesson of `durationMinutes` can start: on a 15-minute grid from each slot's start, the lesson inside
 * the slot, not before `now`, and the lesson with the break after it clear of every live lesson (each of which
 * blocks its own time and its break). The database's exclusion constraint has the last word on a booking.
 */
export function freeStartTimes(input: {
  ranges: TTimeRange[];
  busy: TBusyRange[];
  durationMinutes: number;
  breakMinutes: number;
  now: Date;
}): TTimeRange[] {
  const duration = input.durationMinutes * minuteMs;
  const blocked = (input.durationMinutes + input.breakMinutes) * minuteMs;
  const grid = tutoringLimits.startGridMinutes * minuteMs;
  const times: TTimeRange[] = [];
  for (const range of input.ranges) {
    for (let start = range.startsAt.getTime(); start + duration <= range.endsAt.getTime(); start += grid) {
      if (start < input.now.getTime()) continue;
      if (overlaps(start, start + blocked, input.busy)) continue;
      times.push({ startsAt: new Date(start), endsAt: new Date(start + duration) });
    }
  }
  return times;
}

/** Whether a lesson from `startsAt` for `durationMinutes` lies inside one of the teacher's available ranges. */
export function insideAvailability(ranges: TTimeRange[], startsAt: Date, durationMinutes: number) {
  const end = startsAt.getTime() + durationMinutes * minuteMs;
  return ranges.some((range) => range.startsAt <= startsAt && end <= range.endsAt.getTime());
}
