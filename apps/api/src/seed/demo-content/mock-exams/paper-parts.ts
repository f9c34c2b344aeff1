import type {
  TAnswerKey,
  TAnswerKind,
  TClosedItem,
  TClosedOptionKey,
  TMatchingItem,
  TMockRequirement,
  TOpenItem,
  TRubricStep,
  TTrueFalseItem,
} from '@zadania/shared';
import { mockHtml } from './mock-html';

/**
 * The time of the E8 mathematics paper with the extension CKE allows (dyslexia and other adjustments): 125 minutes
 * "może on zostać wydłużony o nie więcej niż 65 min. Oznacza to, że łącznie może trwać do 190 minut" – the CKE
 * director's komunikat o dostosowaniach for 2024/2025 as cited by the press (rmf24.pl, edukacja.infor.pl; fakt.pl,
 * 14 May 2025: "może zostać przedłużony o 65 minut").
 */
export const e8ExtendedMinutes = 125 + 65;

/**
 * The time of the basic matura in mathematics (180 minutes) with the extension for written exams, 30 minutes as
 * reported by the press for 2025 (se.pl); not confirmed against the CKE komunikat itself (see docs/mock-exams.md).
 */
export const maturaExtendedMinutes = 180 + 30;

/** A requirement of the podstawa programowa 2017/2018 (see docs/mock-exams.md for the codes used). */
const pp = (code: string): TMockRequirement => ({ system: 'PP2017', code });

/** A rubric step: its description, points, result (LaTeX) and how it follows from the previous result. */
export const step = (
  description: string,
  points: number,
  expected: string | null,
  consequence: string | null = null,
  kind: TAnswerKind = 'NUMBER',
): TRubricStep => ({ description, points, expected, consequence, kind });

/** The final answer of an open item, compared exactly (no tolerance). */
export const answer = (kind: TAnswerKind, value: string): TAnswerKey => ({ kind, value, tolerance: null });

/** Options A, B, C, … from their texts. */
const options = <TKey extends string>(keys: readonly TKey[], texts: readonly string[]) =>
  texts.map((text, index) => ({ key: keys[index]!, html: mockHtml(text) }));

const closedKeys = ['A', 'B', 'C', 'D'] as const;

/** The CKE instruction of a true/false item, after the item's own text if it has one. */
export const trueFalseIntro =
  'Oceń prawdziwość podanych zdań. Wybierz P, jeśli zdanie jest prawdziwe, albo F – jeśli jest fałszywe.';

const completeSentencesIntro =
  'Uzupełnij zdania. Wybierz właściwą odpowiedź spośród oznaczonych literami A i B oraz właściwą odpowiedź spośród oznaczonych literami C i D.';

/**
 * A 1-point matching item scored as a whole: the statement, its prompts (text, right key and, when not all, the keys
 * it chooses from), the texts of options A–D, requirement codes and concepts.
 */
export const matchingItem = (
  position: number,
  statement: string,
  prompts: readonly (readonly [text: string, correct: TClosedOptionKey, optionKeys?: TClosedOptionKey[]])[],
  optionTexts: readonly string[],
  requirementCodes: readonly string[],
  conceptSlugs: string[],
): TMatchingItem => ({
  type: 'MATCHING',
  position,
  maxPoints: 1,
  scoring: 'ALL',
  statementHtml: mockHtml(statement),
  prompts: prompts.map(([text, correct, optionKeys]) => ({
    html: mockHtml(text),
    correct,
    ...(optionKeys && { optionKeys }),
  })),
  options: options(closedKeys, optionTexts),
  requirements: requirementCodes.map(pp),
  conceptSlugs,
});

/**
 * An E8 "Uzupełnij zdania" item: after the instruction and `context`, the first sentence is completed from options
 * A/B and the second from C/D (`optionTexts` are the texts of A–D).
 */
export const completeSentencesItem = (
  position: number,
  context: string,
  first: readonly [text: string, correct: 'A' | 'B'],
  second: readonly [text: string, correct: 'C' | 'D'],
  optionTexts: readonly [string, string, string, string],
  requirementCodes: readonly string[],
  conceptSlugs: string[],
) =>
  matchingItem(
    position,
    `${completeSentencesIntro}\n\n${context}`,
    [
      [...first, ['A', 'B']],
      [...second, ['C', 'D']],
    ],
    optionTexts,
    requirementCodes,
    conceptSlugs,
  );

/** A 1-point closed item: the statement, the texts of options A–D, the right key, requirement codes and concepts. */
export const closedItem = (
  position: number,
  statement: string,
  optionTexts: readonly string[],
  correct: TClosedOptionKey,
  requirementCodes: readonly string[],
  conceptSlugs: string[],
): TClosedItem => ({
  type: 'CLOSED',
  position,
  maxPoints: 1,
  statementHtml: mockHtml(statement),
  options: options(closedKeys, optionTexts),
  correct,
  requirements: requirementCodes.map(pp),
  conceptSlugs,
});

/** A 1-point true/false item: the statement, its sentences with whether each is true, requirements and concepts. */
export const trueFalseItem = (
  position: number,
  statement: string,
  sentences: readonly (readonly [text: string, correct: boolean])[],
  requirementCodes: readonly string[],
  conceptSlugs: string[],
): TTrueFalseItem => ({
  type: 'TRUE_FALSE',
  position,
  maxPoints: 1,
  statementHtml: mockHtml(statement),
  statements: sentences.map(([text, correct]) => ({ html: mockHtml(text), correct })),
  requirements: requirementCodes.map(pp),
  conceptSlugs,
});

/**
 * An open item worth its rubric's points: the statement, the final answer (null for a proof, which the student
 * assesses, so the item is not machine-scorable), the rubric's steps and whether the n−1 rule applies, the model
 * solution, requirement codes and concepts.
 */
export const openItem = (
  position: number,
  statement: string,
  answerKey: TAnswerKey | null,
  rubricSteps: TRubricStep[],
  slipRule: boolean,
  modelSolution: string,
  requirementCodes: readonly string[],
  conceptSlugs: string[],
): TOpenItem => ({
  type: 'OPEN',
  position,
  maxPoints: rubricSteps.reduce((sum, rubricStep) => sum + rubricStep.points, 0),
  statementHtml: mockHtml(statement),
  answerKey,
  rubric: { steps: rubricSteps, slipRule },
  modelSolutionHtml: mockHtml(modelSolution),
  machineScorable: answerKey !== null,
  requirements: requirementCodes.map(pp),
  conceptSlugs,
});
