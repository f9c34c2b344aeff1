import { z } from 'zod';

/**
 * Levels of mathematics (issue 57 point 3), lowest first: what an exam examines, and what a student chooses to
 * practise up to. A generator belongs to one; practice never offers an item above the student's level.
 */
export const learningLevels = ['E8', 'MATURA_P', 'MATURA_R', 'STUDIA'] as const;
export const ZLearningLevel = z.enum(learningLevels);
export type TLearningLevel = z.infer<typeof ZLearningLevel>;

export const learningLevelLabels: Record<TLearningLevel, string> = {
  E8: 'Egzamin ósmoklasisty',
  MATURA_P: 'Matura podstawowa',
  MATURA_R: 'Matura rozszerzona',
  STUDIA: 'Studia',
};

/** A student who has not chosen a level practises up to the basic matura: no extended or university content. */
export const defaultLearningLevel: TLearningLevel = 'MATURA_P';

/** Whether an item of level `item` may be offered to a student whose level is `ceiling`. */
export const isWithinLevel = (item: TLearningLevel, ceiling: TLearningLevel) =>
  learningLevels.indexOf(item) <= learningLevels.indexOf(ceiling);

export const learningLevelMessages = {
  level: 'Wybierz poziom: egzamin ósmoklasisty, matura podstawowa, matura rozszerzona albo studia.',
} as const;

/** PUT /api/learn/level. */
export const ZLearningLevelInput = z.object({
  level: z
    .enum(learningLevels, { error: learningLevelMessages.level })
    .describe(
      'E8: egzamin ósmoklasisty; MATURA_P: matura, poziom podstawowy; MATURA_R: matura, poziom rozszerzony; STUDIA: matematyka na studiach',
    ),
});
export type TLearningLevelInput = z.infer<typeof ZLearningLevelInput>;

/** GET and PUT /api/learn/level. */
export const ZLearningLevelView = z.object({
  level: ZLearningLevel.nullable().describe('The level the student chose; null until they choose'),
  ceiling: ZLearningLevel.describe(
    'The highest level practice offers: the chosen level, or MATURA_P until one is chosen',
  ),
});
export type TLearningLevelView = z.infer<typeof ZLearningLevelView>;
