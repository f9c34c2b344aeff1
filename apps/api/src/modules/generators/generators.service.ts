import { randomInt } from 'node:crypto';
import {
  generatorLimits,
  generatorMessages,
  type TGeneratorCheckResult,
  type TGeneratorList,
  type TGeneratorVariant,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import type { TRateLimiter } from '../../plugins/rate-limit';
import { checkVariantAnswer, generateVariant } from './generate-variant';
import { findGenerator, listGenerators } from './generator-catalogue';
import type { createGeneratorsRepository } from './generators.repository';
import { presentExplanation } from './present-steps';

type TRequestKeys = { ip: string };

/** Fresh, machine-checked task variants (issue 37 point 2): list, draw one without its answer, check an answer. */
export function createGeneratorsService(
  repository: ReturnType<typeof createGeneratorsRepository>,
  limiter: Pick<TRateLimiter, 'consume'>,
) {
  /** Every draw and check runs the CAS: counted per account, or per address when signed out. */
  const consume = (viewer: TViewerIn | null, keys: TRequestKeys) =>
    viewer
      ? limiter.consume('generator', { ip: keys.ip, account: viewer.id })
      : limiter.consume('generatorSignedOut', { ip: keys.ip, account: `ip:${keys.ip}` });

  const findOrFail = (id: string) => {
    const generator = findGenerator(id);
    if (!generator) throw AppError.notFound(generatorMessages.notFound);
    return generator;
  };

  return {
    list(): TGeneratorList {
      return {
        results: listGenerators().map(({ id, title, subject, exam, section, requirements, conceptSlugs }) => ({
          id,
          title,
          subject: subject ?? 'MATHS',
          exam,
          section,
          requirements,
          conceptSlugs,
        })),
      };
    },

    async variant(
      viewer: TViewerIn | null,
      id: string,
      input: { seed?: number },
      keys: TRequestKeys,
    ): Promise<TGeneratorVariant> {
      const generator = findOrFail(id);
      await consume(viewer, keys);
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

    async check(
      viewer: TViewerIn | null,
      id: string,
      input: { seed: number; answer: string },
      keys: TRequestKeys,
    ): Promise<TGeneratorCheckResult> {
      findOrFail(id);
      await consume(viewer, keys);
      const result = checkVariantAnswer(findOrFail(id), input.seed, input.answer);
      if (!result) throw AppError.badRequest(generatorMessages.noVariant);
      const steps = result.variant.steps.map((step) => ({
        ...step,
        explanation: presentExplanation(step.explanation),
      }));
      return { correct: result.correct, expected: result.variant.answer.value, steps };
    },
  };
}
