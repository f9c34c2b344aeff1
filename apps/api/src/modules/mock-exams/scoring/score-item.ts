import type {
  TClosedItem,
  TMatchingItem,
  TMockAnswer,
  TMockItem,
  TMockRequirementScore,
  TMockScore,
  TMockScoredItem,
  TOpenItem,
  TTrueFalseItem,
} from '@zadania/shared';
import { isAnswerCorrect } from '../../answer-checking/answer-equality';
import { followsFrom, isInStepForm, isStepResultCorrect } from './step-chain';

/** How one item was scored. `points` is what the machine gives; a self-assessed item gets 0 here. */
export type TItemScore = { points: number; maxPoints: number; selfAssessment: boolean; feedback: string | null };

export const mockScoringFeedback = {
  empty: 'Brak odpowiedzi.',
  right: 'Poprawna odpowiedź.',
  wrong: 'Błędna odpowiedź.',
  allOrNothing: (right: number, total: number) =>
    `Poprawnie ${right} z ${total}: punkt jest tylko za wszystkie części poprawne.`,
  perPrompt: (right: number, total: number) => `Poprawnie ${right} z ${total} części.`,
  selfAssessment:
    'Tego zadania maszyna nie oceni (uzasadnienie lub dowód). Porównaj swoje rozwiązanie z rozwiązaniem wzorcowym i schematem oceniania.',
  bareAnswer:
    'Wynik jest poprawny, ale bez wyników kolejnych kroków. Za sam wynik bez rozwiązania CKE nie przyznaje punktów: porównaj swoje rozwiązanie ze schematem oceniania i oceń je sam.',
  full: 'Pełne rozwiązanie: wszystkie kroki poprawne.',
  steps: (right: number, total: number) => `Poprawne kroki: ${right} z ${total}.`,
  slip: 'Jeden błąd rachunkowy, a dalej rozwiązanie konsekwentne: zasada n−1 (o punkt mniej niż maksimum).',
} as const;

const empty = (item: TMockItem): TItemScore => ({
  points: 0,
  maxPoints: item.maxPoints,
  selfAssessment: false,
  feedback: mockScoringFeedback.empty,
});

function scoreClosed(item: TClosedItem, answer: TMockAnswer | undefined): TItemScore {
  const choice = answer && 'choice' in answer ? answer.choice : null;
  if (choice === null) return empty(item);
  const right = choice === item.correct;
  return {
    points: right ? item.maxPoints : 0,
    maxPoints: item.maxPoints,
    selfAssessment: false,
    feedback: right ? mockScoringFeedback.right : mockScoringFeedback.wrong,
  };
}

/** CKE's P/F rule: the point only when every statement is judged right. */
function scoreTrueFalse(item: TTrueFalseItem, answer: TMockAnswer | undefined): TItemScore {
  const values = answer && 'values' in answer ? answer.values : [];
  if (!values.some((value) => value !== null && value !== undefined)) return empty(item);
  const right = item.statements.filter((statement, index) => values[index] === statement.correct).length;
  const all = right === item.statements.length;
  return {
    points: all ? item.maxPoints : 0,
    maxPoints: item.maxPoints,
    selfAssessment: false,
    feedback: all ? mockScoringFeedback.right : mockScoringFeedback.allOrNothing(right, item.statements.length),
  };
}

function scoreMatching(item: TMatchingItem, answer: TMockAnswer | undefined): TItemScore {
  const choices = answer && 'choices' in answer ? answer.choices : [];
  if (!choices.some((choice) => choice !== null && choice !== undefined)) return empty(item);
  const right = item.prompts.filter((prompt, index) => choices[index] === prompt.correct).length;
  const total = item.prompts.length;
  if (item.scoring === 'PER_PROMPT')
    return {
      points: right,
      maxPoints: item.maxPoints,
      selfAssessment: false,
      feedback: right === total ? mockScoringFeedback.right : mockScoringFeedback.perPrompt(right, total),
    };
  return {
    points: right === total ? item.maxPoints : 0,
    maxPoints: item.maxPoints,
    selfAssessment: false,
    feedback: right === total ? mockScoringFeedback.right : mockScoringFeedback.allOrNothing(right, total),
  };
}

/**
 * The step results as scored: what the student typed for each step, and for the last step the final answer
 * when its own field is empty (the last step's result is the task's answer).
 */
function stepResults(item: TOpenItem, answer: { final: string; steps: readonly string[] }) {
  const steps = item.rubric.steps;
  const final = answer.final.trim();
  return steps.map((_step, index) => {
    const typed = (answer.steps[index] ?? '').trim();
    const fromFinal = index === steps.length - 1 && typed === '' && final !== '';
    return { text: fromFinal ? final : typed, fromFinal };
  });
}

/**
 * The n−1 rule (CKE: "Jeżeli zdający popełni błędy rachunkowe, które na żadnym etapie rozwiązania nie upraszczają
 * i nie zmieniają danego zagadnienia, lecz stosuje poprawną metodę i konsekwentnie do popełnionych błędów
 * rachunkowych rozwiązuje zadanie, to może otrzymać co najwyżej (n − 1) punktów"): exactly one wrong step, every
 * step before it right, at least one step after it, and every later step filled in, equal to its `consequence`
 * evaluated at the student's own previous result and written in the form its step asks for (a value, not the
 * computation that gives it).
 */
function isSingleConsistentSlip(item: TOpenItem, results: readonly { text: string }[], right: readonly boolean[]) {
  const steps = item.rubric.steps;
  const slip = right.indexOf(false);
  if (slip < 0 || slip >= steps.length - 1 || results[slip]!.text === '') return false;
  for (let index = slip + 1; index < steps.length; index += 1) {
    const step = steps[index]!;
    if (step.consequence === null) return false;
    const result = results[index]!.text;
    if (!followsFrom(step.consequence, step.kind, results[index - 1]!.text, result)) return false;
    if (!isInStepForm(step, result)) return false;
  }
  return true;
}

function scoreOpen(item: TOpenItem, answer: TMockAnswer | undefined): TItemScore {
  const given = answer && 'final' in answer ? answer : { final: '', steps: [] };
  const hasAnything = given.final.trim() !== '' || given.steps.some((step) => step.trim() !== '');
  if (!item.machineScorable)
    return {
      points: 0,
      maxPoints: item.maxPoints,
      selfAssessment: true,
      feedback: hasAnything ? mockScoringFeedback.selfAssessment : mockScoringFeedback.empty,
    };
  if (!hasAnything) return empty(item);
  const steps = item.rubric.steps;
  const results = stepResults(item, given);
  const right = results.map(({ text, fromFinal }, index) =>
    fromFinal && item.answerKey ? isAnswerCorrect(item.answerKey, text) : isStepResultCorrect(steps[index]!, text),
  );
  const bareAnswer = steps.length > 1 && results.slice(0, -1).every((result) => result.text === '');
  if (bareAnswer) {
    const finalRight = right.at(-1) === true;
    return {
      points: 0,
      maxPoints: item.maxPoints,
      selfAssessment: finalRight,
      feedback: finalRight ? mockScoringFeedback.bareAnswer : mockScoringFeedback.wrong,
    };
  }
  const strict = steps.reduce((sum, step, index) => sum + (right[index] ? step.points : 0), 0);
  if (strict === item.maxPoints)
    return { points: strict, maxPoints: item.maxPoints, selfAssessment: false, feedback: mockScoringFeedback.full };
  if (item.rubric.slipRule && item.maxPoints - 1 > strict && isSingleConsistentSlip(item, results, right))
    return {
      points: item.maxPoints - 1,
      maxPoints: item.maxPoints,
      selfAssessment: false,
      feedback: mockScoringFeedback.slip,
    };
  return {
    points: strict,
    maxPoints: item.maxPoints,
    selfAssessment: false,
    feedback: mockScoringFeedback.steps(right.filter(Boolean).length, steps.length),
  };
}

/**
 * Scores one item the CKE way: closed 0/1, P/F 1 only when all statements are right, dobieranie all-or-nothing or
 * per prompt, open items from the rubric's step results with the n−1 rule. An answer of another item type counts
 * as no answer. Items a machine cannot score are never counted: `selfAssessment` with 0 points.
 */
export function scoreItem(item: TMockItem, answer: TMockAnswer | undefined | null): TItemScore {
  const given = answer ?? undefined;
  switch (item.type) {
    case 'CLOSED':
      return scoreClosed(item, given);
    case 'TRUE_FALSE':
      return scoreTrueFalse(item, given);
    case 'MATCHING':
      return scoreMatching(item, given);
    case 'OPEN':
      return scoreOpen(item, given);
  }
}

/** Whole percent of `points` out of `maxPoints` (0 for an empty paper). */
export const toPercent = (points: number, maxPoints: number) =>
  maxPoints > 0 ? Math.round((100 * points) / maxPoints) : 0;

/**
 * Scores a whole attempt: every item (an item without an answer scores 0), the total and its percent, the points
 * of self-assessed items (counted as 0 in `points`), and each item's points under each of its requirements.
 */
export function scoreAttempt(
  items: readonly TMockItem[],
  answers: readonly { position: number; answer: TMockAnswer }[],
): TMockScore {
  const byPosition = new Map(answers.map((entry) => [entry.position, entry.answer]));
  const scored: TMockScoredItem[] = items.map((item) => {
    const score = scoreItem(item, byPosition.get(item.position));
    return {
      position: item.position,
      points: score.points,
      maxPoints: score.maxPoints,
      requirements: item.requirements.map((requirement) => ({ ...requirement })),
      conceptSlugs: [...item.conceptSlugs],
      selfAssessment: score.selfAssessment,
      feedback: score.feedback,
    };
  });
  const byRequirement = new Map<string, TMockRequirementScore>();
  for (const item of scored) {
    for (const { system, code } of item.requirements) {
      const key = `${system}:${code}`;
      const entry = byRequirement.get(key) ?? { system, code, points: 0, maxPoints: 0 };
      entry.points += item.points;
      entry.maxPoints += item.maxPoints;
      byRequirement.set(key, entry);
    }
  }
  const points = scored.reduce((sum, item) => sum + item.points, 0);
  const maxPoints = scored.reduce((sum, item) => sum + item.maxPoints, 0);
  return {
    points,
    maxPoints,
    percent: toPercent(points, maxPoints),
    selfAssessmentMaxPoints: scored
      .filter((item) => item.selfAssessment)
      .reduce((sum, item) => sum + item.maxPoints, 0),
    items: scored,
    byRequirement: [...byRequirement.values()],
  };
}
