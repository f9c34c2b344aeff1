import { z } from 'zod';
import type { TCurriculumStage } from '../curriculum';
import { type TLearningLevel, ZLearningLevel } from './learning-level.schemas';

/**
 * Who the student is (issue 59): the school year they are in and what they are preparing for. The level practice
 * keeps to (the ceiling of issue 57) and the curriculum stages its concepts come from follow from the two.
 */
export const profileLevels = ['SP4', 'SP5', 'SP6', 'SP7', 'SP8', 'LO1', 'LO2', 'LO3', 'LO4', 'LO5', 'STUDIA'] as const;
export const ZProfileLevel = z.enum(profileLevels);
export type TProfileLevel = z.infer<typeof ZProfileLevel>;

export const learningGoals = ['E8', 'MATURA_P', 'MATURA_R', 'PRACTICE'] as const;
export const ZLearningGoal = z.enum(learningGoals);
export type TLearningGoal = z.infer<typeof ZLearningGoal>;

export const learningProfileLimits = { examYear: { min: 2020, max: 2040 }, diagnosticSize: 10 } as const;

export const learningProfileMessages = {
  level: 'Wybierz klasę: od 4 klasy szkoły podstawowej do 5 klasy technikum albo studia.',
  goal: 'Wybierz cel: egzamin ósmoklasisty, matura podstawowa, matura rozszerzona albo ćwiczenie bez egzaminu.',
  examYear: 'Rok egzaminu musi być liczbą od 2020 do 2040.',
  goalForLevel: 'Egzamin ósmoklasisty zdaje się w szkole podstawowej, a maturę po szkole średniej: wybierz inny cel.',
  nothingToDiagnose: 'Nie ma jeszcze zadań do testu na tym poziomie.',
} as const;

const isPrimary = (level: TProfileLevel) => level.startsWith('SP');

/** The level practice keeps to: the exam aimed at, or without one everything the school year leads to. */
export function profileCeiling(level: TProfileLevel, goal: TLearningGoal): TLearningLevel {
  if (goal !== 'PRACTICE') return goal;
  if (isPrimary(level)) return 'E8';
  return level === 'STUDIA' ? 'STUDIA' : 'MATURA_R';
}

/**
 * The curriculum stages a pupil's concepts come from: klasy 4–6 only the stage IV–VI, klasy 7–8 the whole of
 * klasy 4–8; null (no limit by stage, the ceiling alone) from secondary school on.
 */
export function profileStages(level: TProfileLevel | null): readonly TCurriculumStage[] | null {
  if (level === 'SP4' || level === 'SP5' || level === 'SP6') return ['SP4-6'];
  if (level === 'SP7' || level === 'SP8') return ['SP4-6', 'SP7-8'];
  return null;
}

/** Whether the goal can be the student's at that school year: E8 only at primary school, a matura only after it. */
export const isGoalForLevel = (level: TProfileLevel, goal: TLearningGoal) =>
  goal === 'PRACTICE' || (goal === 'E8') === isPrimary(level);

/** PUT /api/learn/profile. */
export const ZLearningProfileInput = z
  .object({
    level: z
      .enum(profileLevels, { error: learningProfileMessages.level })
      .describe('SP4–SP8: klasa 4–8 szkoły podstawowej; LO1–LO5: klasa 1–5 szkoły średniej; STUDIA'),
    goal: z
      .enum(learningGoals, { error: learningProfileMessages.goal })
      .describe('E8, MATURA_P, MATURA_R: the exam prepared for; PRACTICE: none'),
    examYear: z
      .int({ error: learningProfileMessages.examYear })
      .min(learningProfileLimits.examYear.min, learningProfileMessages.examYear)
      .max(learningProfileLimits.examYear.max, learningProfileMessages.examYear)
      .nullish()
      .describe('The year of the exam, when there is one'),
  })
  .refine((input) => isGoalForLevel(input.level, input.goal), {
    message: learningProfileMessages.goalForLevel,
    path: ['goal'],
  });
export type TLearningProfileInput = z.input<typeof ZLearningProfileInput>;

/** GET and PUT /api/learn/profile. */
export const ZLearningProfileView = z.object({
  level: ZProfileLevel.nullable().describe('The school year; null until the student chooses'),
  goal: ZLearningGoal.nullable(),
  examYear: z.int().nullable(),
  ceiling: ZLearningLevel.describe('The highest level practice offers (GET /api/learn/level)'),
  skipped: z.boolean().describe('The student skipped the first-sign-in step without choosing: it is not shown again'),
  diagnosticSessionId: z.uuid().nullable().describe('The diagnostic session, once one was started'),
});
export type TLearningProfileView = z.infer<typeof ZLearningProfileView>;
