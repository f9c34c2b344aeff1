import { z } from 'zod';
import { answerCheckLimits, answerCheckMessages } from '../answer-check/answer-check.schemas';
import { ZRequirementRef } from '../catalogue/requirement.schemas';
import { ZSubject } from '../enums';
import { learningLevels } from '../learning/learning-level.schemas';

/** Task generators (issue 37 point 2): endless fresh variants of a task, each machine-checked when generated. */
export const generatorLimits = {
  /** Seeds are 31-bit non-negative integers, so that any client can send one as a JSON number. */
  maxSeed: 2_147_483_647,
  idMaxLength: 100,
} as const;

export const generatorMessages = {
  seed: 'Ziarno musi być liczbą całkowitą od 0 do 2147483647.',
  seedRequired: 'Podaj ziarno wariantu.',
  id: 'Podaj identyfikator generatora.',
  notFound: 'Nie znaleziono generatora zadań.',
  noVariant: 'Nie udało się utworzyć wariantu zadania. Spróbuj innego ziarna.',
} as const;

/** The level whose exam examines a generator's task (issue 57): its podstawa programowa, or university mathematics. */
export const generatorExams = learningLevels;
export const ZGeneratorExam = z
  .enum(generatorExams)
  .describe(
    'E8: egzamin ósmoklasisty; MATURA_P: matura, poziom podstawowy; MATURA_R: matura, poziom rozszerzony; STUDIA: matematyka na studiach (no requirement of the podstawa programowa)',
  );

const ZSeed = z
  .number({ error: generatorMessages.seed })
  .int(generatorMessages.seed)
  .min(0, generatorMessages.seed)
  .max(generatorLimits.maxSeed, generatorMessages.seed);

export const ZGeneratorIdParams = z.object({
  id: z
    .string({ error: generatorMessages.id })
    .min(1, generatorMessages.id)
    .max(generatorLimits.idMaxLength, generatorMessages.notFound),
});

export const ZGeneratorSummary = z.object({
  id: z.string().describe("Kebab-case and stable, e.g. 'e8-procent-z-liczby'"),
  title: z.string(),
  subject: ZSubject.describe('The school subject of the generated tasks'),
  exam: ZGeneratorExam,
  section: z.string().describe("Polish section name, e.g. 'Procenty'"),
  requirements: z.array(ZRequirementRef),
  conceptSlugs: z.array(z.string()),
});
export type TGeneratorSummary = z.infer<typeof ZGeneratorSummary>;

/** GET /api/generator. */
export const ZGeneratorList = z.object({ results: z.array(ZGeneratorSummary) });
export type TGeneratorList = z.infer<typeof ZGeneratorList>;

/** POST /api/generator/{id}/variant: without a seed, a random one. */
export const ZGeneratorVariantInput = z.object({
  seed: ZSeed.optional().describe('Reproduces a variant; absent: a random seed'),
});
export type TGeneratorVariantInput = z.infer<typeof ZGeneratorVariantInput>;

export const ZGeneratorVariant = z.object({
  generatorId: z.string(),
  seed: z.number().int(),
  statement: z.string().describe('Polish statement as HTML with inline math (data-latex)'),
  requirements: z.array(ZRequirementRef),
  conceptIds: z.array(z.uuid()).describe("The ids of the generator's concepts that exist in the database"),
});
export type TGeneratorVariant = z.infer<typeof ZGeneratorVariant>;

/** POST /api/generator/{id}/check. */
export const ZGeneratorCheckInput = z.object({
  seed: z
    .number({ error: (issue) => (issue.input === undefined ? generatorMessages.seedRequired : generatorMessages.seed) })
    .int(generatorMessages.seed)
    .min(0, generatorMessages.seed)
    .max(generatorLimits.maxSeed, generatorMessages.seed),
  answer: z
    .string({ error: answerCheckMessages.answerRequired })
    .trim()
    .min(1, answerCheckMessages.answerRequired)
    .max(answerCheckLimits.answerMaxLength, answerCheckMessages.valueTooLong)
    .describe('What the student typed: LaTeX from the math input or plain text'),
});
export type TGeneratorCheckInput = z.infer<typeof ZGeneratorCheckInput>;

export const ZGeneratorStep = z.object({
  explanation: z.string().describe('Polish, sanitized rich HTML: a paragraph with inline math spans'),
  math: z.string().describe('LaTeX'),
});

export const ZGeneratorCheckResult = z.object({
  correct: z.boolean(),
  expected: z.string().describe('The right answer as LaTeX (Polish notation)'),
  steps: z.array(ZGeneratorStep).describe('The worked solution, every step machine-checked'),
});
export type TGeneratorCheckResult = z.infer<typeof ZGeneratorCheckResult>;
