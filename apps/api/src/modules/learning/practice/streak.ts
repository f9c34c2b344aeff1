import { dayInPoland } from '../student-model/concept-memory';

const dayMs = 86_400_000;

/** A streak is counted back this far at most. */
export const streakWindowDays = 400;

/** Days in a row with an answer, ending today or yesterday (a streak is not lost before the day is over). */
export function streakLength(daysNewestFirst: readonly string[], at: Date) {
  const days = new Set(daysNewestFirst);
  let day = dayInPoland(at);
  if (!days.has(day)) day = dayInPoland(new Date(at.getTime() - dayMs));
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}

const previousDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};
