import type { TMasteryState, TPracticeReason } from '@zadania/shared';

/** One colour per mastery level, the same on the map and after an answer (with the level's name beside it). */
export const masteryColors: Record<TMasteryState, string> = {
  mastered: 'teal',
  review: 'blue',
  learning: 'orange',
  new: 'gray',
};

export const reasonColors: Record<TPracticeReason, string> = { due: 'blue', weak: 'orange', new: 'grape' };
