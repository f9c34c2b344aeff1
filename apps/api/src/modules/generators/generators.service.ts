import { randomInt } from 'node:crypto';
import {
  generatorLimits,
  generatorMessages,
  type TGeneratorCheckResult,
  type TGeneratorList,
  type TGeneratorVariant,
} from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import { checkVariantAnswer, generateVariant } from './generate-variant';
import { findGenerator, listGenerators } from './generator-catalogue';
import type { createGeneratorsRepository } from './generators.repository';

/** Fresh, machine-checked task variants (issue 37 point 2): list, draw one without its answer, check an answer. */
export function createGeneratorsService(repository: ReturnType<typeof createGeneratorsRepository>) {
  const findOrFail = (id: string) => {
    const generator = findGenerator(id);
    if (!generator) throw AppError.notFound(generatorMessages.notFound);
    return generator;
  };

  return {
    list(): TGeneratorList {
      return {
        results: listGenerators().map(({ id, title, exam, section, requirements, conceptSlugs }) => ({
          id,
          title,
          exam,
          section,
          requirements,
          conceptSlugs,
        })),
      };
    },

    async variant(id: string, input: { seed?: number }): Promise<TGeneratorVariant> {
      const generator = findOrFail(id);
      const seed = input.seed ?? randomInt(generatorLimits.maxSeed);
      const variant = generateVariant(generator, seed);
      if (!variant) throw AppError.badRequest(generatorMessages.noVariant);
      return {
        generatorId: generator.id,
        seed,
        statement: variant.statementHtml,
        requirements: variant.requirements,
        conceptIds: await repository.conceptIdsBySlugs(variant.conceptSlugs),
      };
    },

    check(id: string, input: { seed: number; answer: string }): TGeneratorCheckResult {
      const result = checkVariantAnswer(findOrFail(id), input.seed, input.answer);
      if (!result) throw AppError.badRequest(generatorMessages.noVariant);
      return { correct: result.correct, expected: result.variant.answer.value, steps: result.variant.steps };
    },
  };
}
