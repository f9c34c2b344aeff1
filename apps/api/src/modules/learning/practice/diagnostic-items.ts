import { randomInt } from 'node:crypto';
import { generatorLimits, isWithinLevel, learningLevels, profileStages, type TLearningLevel } from '@zadania/shared';
import type { TGenerator } from '../../generators/generator.types';
import { listGenerators } from '../../generators/generator-catalogue';
import { generatorItemId } from '../../generators/generator-item-id';
import { isOfStages, type TLearningScope } from '../level/learning-scope';
import type { TPlannedItem } from './practice-planner';

export type TDiagnosticItem = TPlannedItem & { generatorId: string; seed: number };

const distance = (exam: TLearningLevel, ceiling: TLearningLevel) =>
  learningLevels.indexOf(ceiling) - learningLevels.indexOf(exam);

/**
 * The diagnostic's items (issue 59): fresh variants of task generators of the student's level (the ceiling's own
 * first, then the levels below it) and, for a pupil of klasy 4–8, of their school year's stages; one per section of
 * the curriculum in turn, so that a short test spans as much as it can; each a concept the student may practise.
 */
export function diagnosticItems(
  scope: TLearningScope & { schoolLevel: Parameters<typeof profileStages>[0] },
  conceptIdsBySlug: ReadonlyMap<string, string>,
  size: number,
): TDiagnosticItem[] {
  const stages = profileStages(scope.schoolLevel);
  const usable = (generator: TGenerator) => {
    const conceptIds = generator.conceptSlugs.flatMap((slug) => conceptIdsBySlug.get(slug) ?? []);
    const conceptId = conceptIds.find((id) => !scope.concepts || scope.concepts.has(id));
    // The diagnostic places a student in mathematics (its levels are the maths exams'): other subjects' generators
    // join practice through their own concepts, never this test.
    const fits =
      (generator.subject ?? 'MATHS') === 'MATHS' &&
      isWithinLevel(generator.exam, scope.ceiling) &&
      isOfStages(
        generator.requirements.map((requirement) => requirement.code),
        stages,
      );
    return fits && conceptId ? [{ generator, conceptId, conceptIds }] : [];
  };
  const candidates = listGenerators()
    .flatMap(usable)
    .map((candidate) => ({ ...candidate, order: randomInt(1_000_000) }))
    .sort(
      (a, b) =>
        distance(a.generator.exam, scope.ceiling) - distance(b.generator.exam, scope.ceiling) || a.order - b.order,
    );
  const bySection = new Map<string, typeof candidates>();
  for (const candidate of candidates) {
    const section = bySection.get(candidate.generator.section) ?? [];
    section.push(candidate);
    bySection.set(candidate.generator.section, section);
  }
  const picked: typeof candidates = [];
  const sections = [...bySection.values()];
  while (picked.length < size && sections.some((section) => section.length > 0)) {
    for (const section of sections) {
      const next = section.shift();
      if (next && picked.length < size) picked.push(next);
    }
  }
  return picked.map(({ generator, conceptId, conceptIds }) => ({
    homeworkId: generatorItemId(generator.id),
    conceptId,
    conceptIds,
    reason: 'new' as const,
    generatorId: generator.id,
    seed: randomInt(generatorLimits.maxSeed),
  }));
}
