import { isKnownRequirementKey, isWithinLevel, type TLearningLevel } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../../seed/demo-content';
import { listGenerators } from './generator-catalogue';

/** The podstawa programowa stages whose requirements each level's exam examines (STUDIA: none). */
const stagesOfLevel: Record<TLearningLevel, readonly string[]> = {
  E8: ['SP4-6', 'SP7-8'],
  MATURA_P: ['LO-P'],
  MATURA_R: ['LO-R', 'LO-P'],
  STUDIA: [],
};

describe('the generator catalogue', () => {
  it('names only concepts that exist, so practice links every variant to what it practises', () => {
    const known = new Set(demoContent.concepts.map((concept) => concept.slug));
    const unknown = listGenerators().flatMap((generator) =>
      generator.conceptSlugs.filter((slug) => !known.has(slug)).map((slug) => `${generator.id}: ${slug}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every generator an id of its own', () => {
    const ids = listGenerators().map((generator) => generator.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("files every generator under its level's requirements: SP for E8, LO-P for the basic matura, LO-R or LO-P for the extended one, none for university mathematics", () => {
    const wrong = listGenerators().flatMap((generator) => {
      const stages = stagesOfLevel[generator.exam];
      const codes = generator.requirements.map((requirement) => requirement.code);
      const misfiled = codes.filter(
        (code) => !stages.some((stage) => code.startsWith(`${stage}.`)) || !isKnownRequirementKey(`PP2017:${code}`),
      );
      // The podstawa's codes are the maths curriculum's; science generators carry concept tags only (issue 73).
      const isMaths = (generator.subject ?? 'MATHS') === 'MATHS';
      const missing = isMaths && stages.length > 0 && codes.length === 0 ? ['no requirement'] : [];
      return [...misfiled, ...missing].map((problem) => `${generator.id} (${generator.exam}): ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  it('never offers the derivative, Bézout, Viète or university mathematics as basic matura', () => {
    const levelOf = new Map(listGenerators().map((generator) => [generator.id, generator.exam]));
    expect(Object.fromEntries([...levelOf].filter(([id]) => /^(mr|st)-/.test(id)))).toEqual({
      'mr-twierdzenie-bezouta-reszta': 'MATURA_R',
      'mr-twierdzenie-bezouta-parametr': 'MATURA_R',
      'mr-parametr-pierwiastek-podwojny': 'MATURA_R',
      'mr-wzory-vietea': 'MATURA_R',
      'mr-monotonicznosc-z-pochodnej': 'MATURA_R',
      'st-wzory-cramera': 'STUDIA',
      'st-regula-de-lhospitala': 'STUDIA',
      'st-kryterium-dalemberta': 'STUDIA',
      'st-calka-oznaczona': 'STUDIA',
    });
    const universityConcepts = [
      'wzory-cramera',
      'regula-de-lhospitala',
      'kryterium-dalemberta',
      'twierdzenie-newtona-leibniza',
    ];
    const extendedConcepts = ['pochodna-funkcji', 'wzory-vietea'];
    for (const generator of listGenerators()) {
      if (generator.conceptSlugs.some((slug) => universityConcepts.includes(slug))) {
        expect(generator.exam, generator.id).toBe('STUDIA');
      }
      if (generator.conceptSlugs.some((slug) => extendedConcepts.includes(slug))) {
        expect(isWithinLevel(generator.exam, 'MATURA_P'), generator.id).toBe(false);
      }
    }
  });
});
