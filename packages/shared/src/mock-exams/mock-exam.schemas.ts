import { z } from 'zod';
import { answerCheckLimits, ZAnswerKey, ZAnswerKind } from '../answer-check/answer-check.schemas';

/**
 * Mock exams scored the CKE way (issue 37 point 3): the item types of the egzamin ósmoklasisty and the basic
 * matura, the answers a student saves while the clock runs, and the scored result with the forecast.
 */
export const mockExamKinds = ['E8', 'MATURA_P'] as const;
export const ZMockExamKind = z.enum(mockExamKinds);
export type TMockExamKind = z.infer<typeof ZMockExamKind>;

export const mockItemTypes = ['CLOSED', 'TRUE_FALSE', 'MATCHING', 'OPEN'] as const;
export const ZMockItemType = z.enum(mockItemTypes);
export type TMockItemType = z.infer<typeof ZMockItemType>;

/** Keys of a closed item's options (A–D; E where an E8 item has five). */
export const closedOptionKeys = ['A', 'B', 'C', 'D', 'E'] as const;
/** Keys of a matching item's options (dobieranie uses up to six). */
export const matchingOptionKeys = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export const mockExamLimits = {
  items: 60,
  optionsMin: 2,
  statementsMin: 2,
  statementsMax: 3,
  promptsMax: 6,
  rubricStepsMax: 10,
  stepPointsMax: 4,
  itemPointsMax: 6,
  answerMaxLength: answerCheckLimits.answerMaxLength,
  htmlMaxLength: 20_000,
} as const;

export const mockExamMessages = {
  kind: 'Wybierz rodzaj egzaminu: egzamin ósmoklasisty albo maturę podstawową.',
  itemType: 'Nieznany rodzaj zadania.',
  position: 'Numer zadania musi być dodatnią liczbą całkowitą.',
  positions: 'Zadania arkusza muszą mieć kolejne numery od 1.',
  html: 'Treść jest wymagana.',
  htmlTooLong: 'Treść jest za długa.',
  requirement: 'Niepoprawny kod wymagania podstawy programowej.',
  conceptSlug: 'Niepoprawny identyfikator pojęcia.',
  points: 'Liczba punktów musi być dodatnią liczbą całkowitą.',
  onePoint: 'To zadanie jest warte 1 punkt.',
  optionKey: 'Niepoprawne oznaczenie odpowiedzi.',
  options: 'Zadanie zamknięte musi mieć od 2 do 5 odpowiedzi o różnych oznaczeniach.',
  correctOption: 'Poprawna odpowiedź musi być jedną z odpowiedzi zadania.',
  statements: 'Zadanie prawda/fałsz musi mieć 2 albo 3 stwierdzenia.',
  prompts: 'Zadanie na dobieranie musi mieć od 1 do 6 części.',
  matchingOptions: 'Zadanie na dobieranie musi mieć od 2 do 6 odpowiedzi o różnych oznaczeniach.',
  matchingPoints: 'Liczba punktów zadania na dobieranie nie zgadza się ze sposobem oceniania.',
  scoring: 'Wybierz sposób oceniania: ALL albo PER_PROMPT.',
  rubricSteps: 'Schemat oceniania musi mieć od 1 do 10 kroków.',
  rubricPoints: 'Suma punktów za kroki musi być równa liczbie punktów za zadanie.',
  stepDescription: 'Opisz, za co jest punkt w tym kroku.',
  expected: 'Zadanie oceniane automatycznie musi mieć wynik każdego kroku.',
  consequence:
    'Wynik kroku wynikający z poprzedniego można podać tylko od drugiego kroku: dla liczb i wyrażeń albo dla przedziału wynikającego ze zbioru liczb.',
  slipRule: 'Zasadę n−1 stosuje się tylko w zadaniach za co najmniej 2 punkty.',
  modelSolution: 'Rozwiązanie wzorcowe jest wymagane.',
  answer: 'Niepoprawna odpowiedź do zadania.',
  answerTooLong: 'Odpowiedź może mieć najwyżej 500 znaków.',
  choice: 'Wybierz jedną z odpowiedzi albo nie zaznaczaj żadnej.',
  tooManyAnswers: 'Można zapisać najwyżej 60 odpowiedzi naraz.',
  duplicatePosition: 'Każde zadanie może mieć jedną odpowiedź.',
  version: 'Brak wersji odpowiedzi, którą zmieniasz. Odśwież stronę.',
  duration: 'Czas egzaminu musi być dodatnią liczbą minut.',
  title: 'Tytuł arkusza jest wymagany.',
  slug: 'Niepoprawny identyfikator arkusza.',
} as const;

const ZHtml = z
  .string({ error: mockExamMessages.html })
  .trim()
  .min(1, mockExamMessages.html)
  .max(mockExamLimits.htmlMaxLength, mockExamMessages.htmlTooLong);

/**
 * A requirement of the podstawa programowa 2017/2018 as CKE tags exam tasks: `SP7-8.V.2`, `SP4-6.II.3` (klasy
 * IV–VIII, what E8 examines), `LO-P.I.7` (liceum, basic level; CKE writes it as "I.7"), or a section (`LO-P.V`).
 */
export const ZMockRequirement = z.object({
  system: z.literal('PP2017', { error: mockExamMessages.requirement }),
  code: z
    .string({ error: mockExamMessages.requirement })
    .regex(/^(SP4-6|SP7-8|LO-P|LO-R)\.[IVX]+(\.\d{1,2})?$/, mockExamMessages.requirement),
});
export type TMockRequirement = z.infer<typeof ZMockRequirement>;

const ZConceptSlug = z
  .string({ error: mockExamMessages.conceptSlug })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, mockExamMessages.conceptSlug);

const itemBase = {
  position: z.int({ error: mockExamMessages.position }).min(1, mockExamMessages.position),
  statementHtml: ZHtml.describe('The task as stored rich HTML (inline-math spans and block-math divs for TeX)'),
  requirements: z.array(ZMockRequirement, { error: mockExamMessages.requirement }).min(1, mockExamMessages.requirement),
  conceptSlugs: z.array(ZConceptSlug, { error: mockExamMessages.conceptSlug }),
};

export const ZClosedOptionKey = z.enum(closedOptionKeys, { error: mockExamMessages.optionKey });
export type TClosedOptionKey = z.infer<typeof ZClosedOptionKey>;
export const ZMatchingOptionKey = z.enum(matchingOptionKeys, { error: mockExamMessages.optionKey });
export type TMatchingOptionKey = z.infer<typeof ZMatchingOptionKey>;

const hasUniqueKeys = (options: readonly { key: string }[]) =>
  new Set(options.map((option) => option.key)).size === options.length;

const ZOnePoint = z.literal(1, { error: mockExamMessages.onePoint });

/** A closed item (zadanie zamknięte): one right option of A–D (A–E), 1 point. */
export const ZClosedItem = z
  .object({
    ...itemBase,
    type: z.literal('CLOSED'),
    maxPoints: ZOnePoint,
    options: z
      .array(z.object({ key: ZClosedOptionKey, html: ZHtml }), { error: mockExamMessages.options })
      .min(mockExamLimits.optionsMin, mockExamMessages.options)
      .max(closedOptionKeys.length, mockExamMessages.options)
      .refine(hasUniqueKeys, mockExamMessages.options),
    correct: ZClosedOptionKey,
  })
  .refine((item) => item.options.some((option) => option.key === item.correct), {
    message: mockExamMessages.correctOption,
    path: ['correct'],
  });

/** A true/false item (CKE "P/F"): 2–3 statements, 1 point only when every one is judged right. */
export const ZTrueFalseItem = z.object({
  ...itemBase,
  type: z.literal('TRUE_FALSE'),
  maxPoints: ZOnePoint,
  statements: z
    .array(z.object({ html: ZHtml, correct: z.boolean() }), { error: mockExamMessages.statements })
    .min(mockExamLimits.statementsMin, mockExamMessages.statements)
    .max(mockExamLimits.statementsMax, mockExamMessages.statements),
});

/**
 * How a matching item is scored. ALL: 1 point when every prompt is matched right (the usual CKE 0–1 item, e.g. E8's
 * "Uzupełnij zdania" with A/B and C/D). PER_PROMPT: 1 point for each prompt matched right (a 0–n item whose key
 * gives a point per part).
 */
export const matchingScorings = ['ALL', 'PER_PROMPT'] as const;
export const ZMatchingScoring = z.enum(matchingScorings, { error: mockExamMessages.scoring });
export type TMatchingScoring = z.infer<typeof ZMatchingScoring>;

/** A matching item (dobieranie): each prompt takes one option; `optionKeys` limits a prompt to some options. */
export const ZMatchingItem = z
  .object({
    ...itemBase,
    type: z.literal('MATCHING'),
    maxPoints: z.int({ error: mockExamMessages.points }).min(1, mockExamMessages.points),
    scoring: ZMatchingScoring,
    prompts: z
      .array(
        z.object({
          html: ZHtml,
          correct: ZMatchingOptionKey,
          optionKeys: z
            .array(ZMatchingOptionKey)
            .min(2, mockExamMessages.matchingOptions)
            .optional()
            .describe('The options this prompt chooses from (all options when absent)'),
        }),
        { error: mockExamMessages.prompts },
      )
      .min(1, mockExamMessages.prompts)
      .max(mockExamLimits.promptsMax, mockExamMessages.prompts),
    options: z
      .array(z.object({ key: ZMatchingOptionKey, html: ZHtml }), { error: mockExamMessages.matchingOptions })
      .min(mockExamLimits.optionsMin, mockExamMessages.matchingOptions)
      .max(matchingOptionKeys.length, mockExamMessages.matchingOptions)
      .refine(hasUniqueKeys, mockExamMessages.matchingOptions),
  })
  .superRefine((item, ctx) => {
    const keys = new Set(item.options.map((option) => option.key));
    item.prompts.forEach((prompt, index) => {
      const allowed = prompt.optionKeys ?? [...keys];
      if (!keys.has(prompt.correct) || !allowed.includes(prompt.correct))
        ctx.addIssue({ code: 'custom', message: mockExamMessages.correctOption, path: ['prompts', index, 'correct'] });
      if (prompt.optionKeys?.some((key) => !keys.has(key)))
        ctx.addIssue({ code: 'custom', message: mockExamMessages.optionKey, path: ['prompts', index, 'optionKeys'] });
    });
    const expected = item.scoring === 'ALL' ? 1 : item.prompts.length;
    if (item.maxPoints !== expected)
      ctx.addIssue({ code: 'custom', message: mockExamMessages.matchingPoints, path: ['maxPoints'] });
  });

/** Answer kinds whose step results can follow from the previous step's result through a formula (the n−1 rule). */
export const chainableAnswerKinds = ['NUMBER', 'FRACTION', 'EXPRESSION'] as const;

/**
 * One step of an open item's scoring rubric (CKE "zasady oceniania"): what earns its points, the result the
 * student writes for it, and for the n−1 rule how that result follows from the previous step's result.
 */
export const ZRubricStep = z.object({
  description: z.string({ error: mockExamMessages.stepDescription }).trim().min(1, mockExamMessages.stepDescription),
  points: z
    .int({ error: mockExamMessages.points })
    .min(1, mockExamMessages.points)
    .max(mockExamLimits.stepPointsMax, mockExamMessages.points),
  expected: z
    .string()
    .trim()
    .min(1, mockExamMessages.expected)
    .max(answerCheckLimits.valueMaxLength, mockExamMessages.answerTooLong)
    .nullable()
    .describe("LaTeX of the step's result, compared the Polish way (null where no machine can check it)"),
  consequence: z
    .string()
    .trim()
    .min(1, mockExamMessages.consequence)
    .max(answerCheckLimits.valueMaxLength, mockExamMessages.answerTooLong)
    .nullable()
    .describe(
      "LaTeX in the variable p (the student's previous step result): this step's result as it follows from p; an interval from a set uses p_1, p_2, … (the set's numbers in increasing order)",
    ),
  kind: ZAnswerKind.default('NUMBER').describe("How the step's result is compared (optional, NUMBER by default)"),
});
export type TRubricStep = z.output<typeof ZRubricStep>;

export const ZRubric = z.object({
  steps: z
    .array(ZRubricStep, { error: mockExamMessages.rubricSteps })
    .min(1, mockExamMessages.rubricSteps)
    .max(mockExamLimits.rubricStepsMax, mockExamMessages.rubricSteps),
  slipRule: z.boolean().describe('Whether the n−1 rule applies: one computational slip carried on consistently'),
});
export type TRubric = z.output<typeof ZRubric>;

const isChainable = (kind: string) => (chainableAnswerKinds as readonly string[]).includes(kind);

/**
 * Whether a step of this kind may follow from a step of the previous kind: numbers and expressions from each other,
 * and an interval from a set of numbers (`p_1`, `p_2`, … in increasing order: the solution set of a quadratic
 * inequality from the trinomial's roots, where CKE's key gives the n−1 rule).
 */
const canFollow = (kind: string, previousKind: string) =>
  (isChainable(kind) && isChainable(previousKind)) || (kind === 'INTERVAL' && previousKind === 'SET');

/** An open item: scored from the final answer and the results of the rubric's steps. */
export const ZOpenItem = z
  .object({
    ...itemBase,
    type: z.literal('OPEN'),
    maxPoints: z
      .int({ error: mockExamMessages.points })
      .min(1, mockExamMessages.points)
      .max(mockExamLimits.itemPointsMax, mockExamMessages.points),
    answerKey: ZAnswerKey.nullable().describe('The final answer, checked the Polish way (null: none to check)'),
    rubric: ZRubric,
    modelSolutionHtml: ZHtml,
    machineScorable: z.boolean().describe('False for proofs and justifications: the student assesses them'),
  })
  .superRefine((item, ctx) => {
    const steps = item.rubric.steps;
    if (steps.reduce((sum, step) => sum + step.points, 0) !== item.maxPoints)
      ctx.addIssue({ code: 'custom', message: mockExamMessages.rubricPoints, path: ['rubric', 'steps'] });
    steps.forEach((step, index) => {
      if (item.machineScorable && step.expected === null)
        ctx.addIssue({ code: 'custom', message: mockExamMessages.expected, path: ['rubric', 'steps', index] });
      const previous = steps[index - 1];
      if (step.consequence !== null && (!previous || !canFollow(step.kind, previous.kind)))
        ctx.addIssue({ code: 'custom', message: mockExamMessages.consequence, path: ['rubric', 'steps', index] });
    });
    if (item.rubric.slipRule && item.maxPoints < 2)
      ctx.addIssue({ code: 'custom', message: mockExamMessages.slipRule, path: ['rubric', 'slipRule'] });
  });

export const ZMockItem = z.discriminatedUnion('type', [ZClosedItem, ZTrueFalseItem, ZMatchingItem, ZOpenItem], {
  error: mockExamMessages.itemType,
});
export type TMockItem = z.output<typeof ZMockItem>;
export type TMockItemInput = z.input<typeof ZMockItem>;
export type TClosedItem = z.output<typeof ZClosedItem>;
export type TTrueFalseItem = z.output<typeof ZTrueFalseItem>;
export type TMatchingItem = z.output<typeof ZMatchingItem>;
export type TOpenItem = z.output<typeof ZOpenItem>;

/** A paper of a mock exam: its items in order and the real exam's timing. */
export const ZMockPaper = z
  .object({
    slug: z.string({ error: mockExamMessages.slug }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, mockExamMessages.slug),
    title: z.string({ error: mockExamMessages.title }).trim().min(1, mockExamMessages.title),
    kind: ZMockExamKind,
    durationMinutes: z.int({ error: mockExamMessages.duration }).min(1, mockExamMessages.duration),
    extendedDurationMinutes: z
      .int({ error: mockExamMessages.duration })
      .min(1, mockExamMessages.duration)
      .describe('The time with the extension CKE allows (dyslexia and other specific learning difficulties)'),
    calculatorAllowed: z.boolean(),
    items: z.array(ZMockItem).min(1).max(mockExamLimits.items),
  })
  .refine((paper) => paper.items.every((item, index) => item.position === index + 1), {
    message: mockExamMessages.positions,
    path: ['items'],
  });
export type TMockPaper = z.output<typeof ZMockPaper>;
export type TMockPaperInput = z.input<typeof ZMockPaper>;
