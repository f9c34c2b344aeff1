import {
  classLevelStages,
  requirementFitsLevel,
  type TClassLevel,
  type TExamSummary,
  type TGeneratorSummary,
  type TLearningLevel,
  type TSchoolLevel,
} from '@zadania/shared';

/** Primary school for SP4–SP8, secondary school for LO1–LO5: the catalogue's level filter (`levels`) of a class. */
export const classSchoolLevel = (level: TClassLevel): TSchoolLevel =>
  level.startsWith('SP') ? 'PRIMARY' : 'HIGH_SCHOOL';

/** The exams a class works towards: the eighth-grade exam for SP, the matura (both levels) for LO. */
export const classGeneratorExams = (level: TClassLevel): readonly TLearningLevel[] =>
  level.startsWith('SP') ? ['E8'] : ['MATURA_P', 'MATURA_R'];

/**
 * Whether a generator suits a class: by its requirements' stages (an SP4–SP6 class gets the SP4-6 ones, not the E8
 * generators of SP7-8); a generator without requirements by its exam (none for SP4–SP6, whose exam is years away).
 */
export function generatorFitsClass(generator: TGeneratorSummary, level: TClassLevel): boolean {
  if (generator.requirements.length > 0)
    return generator.requirements.some((requirement) => requirementFitsLevel(requirement.code, level));
  return !classLevelStages(level).includes('SP4-6') && classGeneratorExams(level).includes(generator.exam);
}

/** Whether an exam's mock paper suits a class: the eighth-grade exam for SP7–SP8, the matura for LO. */
export const examFitsClass = (exam: Pick<TExamSummary, 'type'>, level: TClassLevel): boolean =>
  level === 'SP7' || level === 'SP8' ? exam.type === 'EIGHTH_GRADE' : level.startsWith('LO') && exam.type === 'MATURA';
