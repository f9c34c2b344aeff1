import { isGoalForLevel, learningGoals, type TLearningGoal, type TProfileLevel } from '@zadania/shared';

/** The goals that fit a school year (the E8 only at primary school, a matura only after it). */
export const goalsFor = (level: TProfileLevel | '') =>
  level ? learningGoals.filter((goal) => isGoalForLevel(level, goal)) : learningGoals;

/** The goal most pupils of the year have: the exam at the end of their school, or none at university. */
export const usualGoal = (level: TProfileLevel): TLearningGoal =>
  level.startsWith('SP') ? 'E8' : level === 'STUDIA' ? 'PRACTICE' : 'MATURA_P';

/** The school year that ends next summer (from September on, the next calendar year's). */
const schoolYearEnd = (today: Date) => today.getFullYear() + (today.getMonth() >= 8 ? 1 : 0);

/** The year of the exam a pupil of that year takes: klasa 8 this school year, klasa 4 four years on, and so on. */
export function usualExamYear(level: TProfileLevel, goal: TLearningGoal, today = new Date()): number | null {
  if (goal === 'PRACTICE') return null;
  const end = schoolYearEnd(today);
  const year = Number(level.slice(2));
  if (level.startsWith('SP')) return end + (8 - year);
  if (level.startsWith('LO')) return end + Math.max(0, 4 - year);
  return end;
}

/** The years offered: this school year's exam and the next eight. */
export const examYears = (today = new Date()) => Array.from({ length: 9 }, (_, index) => schoolYearEnd(today) + index);
