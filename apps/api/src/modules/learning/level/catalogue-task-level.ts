import { learningLevels, type TLearningLevel, type TSchoolLevel } from '@zadania/shared';

/** What a catalogue task says of its level: its school level and the levels of the exams it was set at. */
export type TCatalogueTaskLevelFacts = { schoolLevel: TSchoolLevel; examLevels: readonly TLearningLevel[] };

/**
 * The level of a catalogue task (issue 57, docs/learning.md): a primary-school task is E8 and a university task
 * STUDIA, whatever exam holds them; a secondary-school (or OTHER) task is at the lowest level of the exams it was
 * set at (an extended matura alone: MATURA_R; a basic matura, or an exam that names no level: MATURA_P), and
 * MATURA_P when it was set at none.
 */
export function catalogueTaskLevel({ schoolLevel, examLevels }: TCatalogueTaskLevelFacts): TLearningLevel {
  if (schoolLevel === 'PRIMARY') return 'E8';
  if (schoolLevel === 'UNIVERSITY') return 'STUDIA';
  const lowest = learningLevels.find((level) => examLevels.includes(level));
  return lowest ?? 'MATURA_P';
}
