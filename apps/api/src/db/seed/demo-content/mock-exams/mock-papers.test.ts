import { isKnownRequirementKey, mockExamKinds, type TMockItem, ZMockPaper } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, isReadableAnswerKey } from '../../../../modules/answer-checking/answer-equality';
import { mathEngine } from '../../../../modules/answer-checking/math-engine';
import { followsFrom, isStepResultCorrect, scoreAttempt } from '../../../../modules/mock-exams/scoring';
import { mockPapers } from './index';

/** The school-level concepts of the demo catalogue a mock exam item may carry. */
const allowedConcepts = new Set(
  [
    'arytmetyka algebra funkcje ciagi trygonometria geometria-plaska stereometria',
    'rachunek-prawdopodobienstwa-i-statystyka twierdzenie-pitagorasa wzory-vietea twierdzenie-talesa',
    'suma-ciagu-arytmetycznego suma-ciagu-geometrycznego jedynka-trygonometryczna wzory-skroconego-mnozenia',
    'suma-katow-trojkata rownanie-liniowe funkcja-kwadratowa funkcja-liniowa wartosc-bezwzgledna logarytm procent',
    'ulamek-zwykly nwd nww liczba-pierwsza miejsce-zerowe wyroznik-trojmianu-kwadratowego ciag-arytmetyczny',
    'ciag-geometryczny prawdopodobienstwo-klasyczne srednia-arytmetyczna zadanie-tekstowe rownanie-kwadratowe',
    'nierownosc procenty uklad-rownan kombinatoryka pole-i-obwod monotonicznosc',
  ]
    .join(' ')
    .split(' '),
);
const openItems = mockPapers.flatMap((paper) =>
  paper.items.filter((item) => item.type === 'OPEN').map((item) => ({ paper: paper.slug, item })),
);

/** The answers a student who gets everything right would give. */
function perfectAnswer(item: TMockItem) {
  switch (item.type) {
    case 'CLOSED':
      return { choice: item.correct };
    case 'TRUE_FALSE':
      return { values: item.statements.map((statement) => statement.correct) };
    case 'MATCHING':
      return { choices: item.prompts.map((prompt) => prompt.correct) };
    case 'OPEN':
      return { final: item.answerKey?.value ?? '', steps: item.rubric.steps.map((step) => step.expected ?? '') };
  }
}

describe('mock papers', () => {
  it('has one E8 paper and one basic matura paper', () => {
    expect(mockPapers.map((paper) => paper.kind).sort()).toEqual([...mockExamKinds].sort());
    expect(new Set(mockPapers.map((paper) => paper.slug)).size).toBe(mockPapers.length);
  });

  it.each(mockPapers.map((paper) => [paper.slug, paper] as const))(
    '%s parses and numbers its items 1..n',
    (_slug, paper) => {
      const parsed = ZMockPaper.parse(paper);
      expect(parsed).toEqual(paper);
      expect(paper.items.map((item) => item.position)).toEqual(paper.items.map((_item, index) => index + 1));
    },
  );

  it('has the real papers’ point totals, timing and calculator rules', () => {
    const total = (kind: string) =>
      mockPapers.find((paper) => paper.kind === kind)!.items.reduce((sum, item) => sum + item.maxPoints, 0);
    expect(total('E8')).toBe(30);
    expect(total('MATURA_P')).toBeGreaterThanOrEqual(46);
    expect(total('MATURA_P')).toBeLessThanOrEqual(50);
    const e8 = mockPapers.find((paper) => paper.kind === 'E8')!;
    const matura = mockPapers.find((paper) => paper.kind === 'MATURA_P')!;
    expect([e8.durationMinutes, e8.calculatorAllowed, matura.durationMinutes, matura.calculatorAllowed]).toEqual([
      125,
      false,
      180,
      true,
    ]);
    expect(e8.items.length).toBeGreaterThanOrEqual(18);
    expect(matura.items.filter((item) => item.type !== 'OPEN').length).toBeGreaterThanOrEqual(25);
  });

  it('tags every item with requirement codes of its exam and with known concepts', () => {
    for (const paper of mockPapers) {
      const prefixes = paper.kind === 'E8' ? ['SP4-6.', 'SP7-8.'] : ['LO-P.'];
      for (const item of paper.items) {
        expect(item.requirements.length).toBeGreaterThan(0);
        for (const { system, code } of item.requirements) {
          expect(prefixes.some((prefix) => code.startsWith(prefix))).toBe(true);
          // Only requirements of the curriculum data (GET /api/curriculum): confirmed codes, sections otherwise.
          expect(isKnownRequirementKey(`${system}:${code}`), code).toBe(true);
        }
        expect(item.conceptSlugs.length).toBeGreaterThan(0);
        for (const slug of item.conceptSlugs) expect(allowedConcepts.has(slug), slug).toBe(true);
      }
    }
  });

  it('gives every closed item a correct key among its options', () => {
    for (const paper of mockPapers)
      for (const item of paper.items) {
        if (item.type === 'CLOSED') expect(item.options.map((option) => option.key)).toContain(item.correct);
        if (item.type === 'MATCHING')
          for (const prompt of item.prompts) expect(item.options.map((option) => option.key)).toContain(prompt.correct);
      }
  });

  it.each(openItems.map(({ paper, item }) => [`${paper} #${item.position}`, item] as const))(
    '%s: the model answer and every rubric step check out with the CAS',
    (_name, item) => {
      if (item.type !== 'OPEN') return;
      if (!item.machineScorable) {
        expect(item.answerKey).toBeNull();
        return;
      }
      expect(item.answerKey).not.toBeNull();
      const key = item.answerKey!;
      expect(isReadableAnswerKey(key)).toBe(true);
      expect(isAnswerCorrect(key, key.value)).toBe(true);
      const steps = item.rubric.steps;
      // The last step's result is the task's answer (the final answer fills that step when it is left empty).
      expect(isAnswerCorrect(key, steps.at(-1)!.expected!)).toBe(true);
      steps.forEach((step, index) => {
        expect(isStepResultCorrect(step, step.expected!), step.description).toBe(true);
        const previous = steps[index - 1];
        if (step.consequence !== null && previous)
          expect(followsFrom(step.consequence, step.kind, previous.expected!, step.expected!), step.description).toBe(
            true,
          );
      });
      if (item.rubric.slipRule) expect(steps.slice(1).some((step) => step.consequence !== null)).toBe(true);
    },
  );

  const slipItems = openItems.filter(({ item }) => item.type === 'OPEN' && item.rubric.slipRule);
  it.each(slipItems.map(({ paper, item }) => [`${paper} #${item.position}`, item] as const))(
    '%s: one slip carried on consistently scores maxPoints − 1 (the n−1 rule)',
    (_name, item) => {
      if (item.type !== 'OPEN') return;
      const steps = item.rubric.steps;
      // The latest step from which every later step follows by its consequence.
      let slip = steps.length - 2;
      while (slip > 0 && steps[slip]!.consequence !== null) slip -= 1;
      expect(steps[slip]!.kind).toBe('NUMBER');
      // Each result written as the student writes it: computed (a step that computes wants a value, issue 55).
      const computed = (latex: string) => mathEngine().parse(latex).simplify().latex;
      const results = steps.map((step) => step.expected!);
      results[slip] = computed(`${results[slip]}+1`);
      for (let index = slip + 1; index < steps.length; index += 1)
        results[index] = computed(
          steps[index]!.consequence!.replace(/\\[a-zA-Z]+|p/g, (token) =>
            token === 'p' ? `(${results[index - 1]})` : token,
          ),
        );
      const score = scoreAttempt([item], [{ position: item.position, answer: { final: '', steps: results } }]);
      expect(score.points).toBe(item.maxPoints - 1);
    },
  );

  it.each(mockPapers.map((paper) => [paper.slug, paper] as const))(
    '%s: a perfect attempt scores every machine-scorable point',
    (_slug, paper) => {
      const score = scoreAttempt(
        paper.items,
        paper.items.map((item) => ({ position: item.position, answer: perfectAnswer(item) })),
      );
      expect(score.points + score.selfAssessmentMaxPoints).toBe(score.maxPoints);
      expect(score.items.filter((item) => item.points < item.maxPoints).every((item) => item.selfAssessment)).toBe(
        true,
      );
    },
  );
});
