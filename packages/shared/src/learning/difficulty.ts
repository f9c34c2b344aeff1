/**
 * A task's difficulty as people read it (issue 36), from its Elo rating learned from students' first attempts
 * (`difficulty` of GET /api/homework/{id}): unknown until enough students tried it.
 */
export const difficultyRules = {
  /** A difficulty is shown once this many students have tried the task. */
  attemptsToShow: 5,
  /** Ratings under this are easy, from `hardFrom` on hard (the scale starts every task at 1500). */
  easyBelow: 1400,
  hardFrom: 1600,
} as const;

export const difficultyLevels = ['EASY', 'MEDIUM', 'HARD'] as const;
export type TDifficultyLevel = (typeof difficultyLevels)[number];

export function difficultyLevel({ rating, attempts }: { rating: number; attempts: number }): TDifficultyLevel | null {
  if (attempts < difficultyRules.attemptsToShow) return null;
  if (rating < difficultyRules.easyBelow) return 'EASY';
  return rating < difficultyRules.hardFrom ? 'MEDIUM' : 'HARD';
}
