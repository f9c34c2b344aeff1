import { isKnownRequirementKey, mockExamKinds, type TMockItem, ZMockPaper } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { readSetAnswer } from '../../../modules/answer-checking/answer-collections';
import { isAnswerCorrect, isReadableAnswerKey } from '../../../modules/answer-checking/answer-equality';
import { mathEngine } from '../../../modules/answer-checking/math-engine';
import { followsFrom, isStepResultCorrect, scoreAttempt } from '../../../modules/mock-exams/scoring';
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

/** CKE's format of 2025 per exam: time (extended), items, closed items of 1 point, points of an open item. */
const cke2025 = {
  E8: {
    total: 30,
    minutes: [125, 190],
    calculator: false,
    items: [20, 21],
    closed: [14, 16],
    openPoints: [2, 3],
    slug: 'arkusz-probny-egzamin-osmoklasisty-matematyka',
    title: 'Próbny egzamin ósmoklasisty z matematyki – arkusz',
  },
  MATURA_P: {
    total: 50,
    minutes: [180, 210],
    calculator: true,
    items: [27, 39],
    closed: [20, 25],
    openPoints: [2, 5],
    slug: 'arkusz-probny-matura-podstawowa-matematyka',
    title: 'Próbna matura z matematyki, poziom podstawowy – arkusz',
  },
} as const;

const within = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

describe('mock papers', () => {
  it('has three E8 papers and three basic matura papers, numbered 1–3', () => {
    for (const kind of mockExamKinds) {
      const papers = mockPapers.filter((paper) => paper.kind === kind);
      expect(papers.map((paper) => paper.slug)).toEqual([1, 2, 3].map((n) => `${cke2025[kind].slug}-${n}`));
      expect(papers.map((paper) => paper.title)).toEqual([1, 2, 3].map((n) => `${cke2025[kind].title} ${n}`));
    }
    expect(mockPapers).toHaveLength(6);
  });

  it.each(mockPapers.map((paper) => [paper.slug, paper] as const))(
    '%s parses and numbers its items 1..n',
    (_slug, paper) => {
      const parsed = ZMockPaper.parse(paper);
      expect(parsed).toEqual(paper);
      expect(paper.items.map((item) => item.position)).toEqual(paper.items.map((_item, index) => index + 1));
    },
  );

  it.each(mockPapers.map((paper) => [paper.slug, paper] as const))(
    '%s has CKE’s 2025 points, items, item points and times',
    (_slug, paper) => {
      const format = cke2025[paper.kind];
      const closed = paper.items.filter((item) => item.type !== 'OPEN');
      const open = paper.items.filter((item) => item.type === 'OPEN');
      expect(paper.items.reduce((sum, item) => sum + item.maxPoints, 0)).toBe(format.total);
      expect([paper.durationMinutes, paper.extendedDurationMinutes]).toEqual(format.minutes);
      expect(paper.calculatorAllowed).toBe(format.calculator);
      expect(paper.items.length, 'items').toSatisfy((count: number) => within(count, format.items));
      expect(closed.length, 'closed items').toSatisfy((count: number) => within(count, format.closed));
      for (const item of closed) expect(item.maxPoints, `#${item.position}`).toBe(1);
      for (const item of open)
        expect(item.maxPoints, `#${item.position}`).toSatisfy((points: number) => within(points, format.openPoints));
    },
  );

  it('applies the n−1 rule to every machine-scored open item of the matura (CKE’s key allows it)', () => {
    for (const paper of mockPapers.filter((candidate) => candidate.kind === 'MATURA_P'))
      for (const item of paper.items)
        if (item.type === 'OPEN' && item.machineScorable) expect(item.rubric.slipRule, `#${item.position}`).toBe(true);
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
      // Each result written as the student writes it: computed (a step that computes wants a value, issue 55).
      const computed = (latex: string) => mathEngine().parse(latex).simplify().latex;
      const results = steps.map((step) => step.expected!);
      if (steps[slip]!.kind === 'SET') {
        // A slip in the roots: the larger root one too big, the interval written from the roots as found.
        const roots = readSetAnswer(results[slip]!)!
          .map((root) => root.approx)
          .sort((a, b) => a - b);
        roots[roots.length - 1]! += 1;
        results[slip] = `{${roots.join('; ')}}`;
        expect(steps.slice(slip + 1).map((step) => step.kind)).toEqual(['INTERVAL']);
        results[slip + 1] = steps[slip + 1]!.consequence!.replace(
          /p_(\d)/g,
          (_name, index: string) => `${roots[Number(index) - 1]}`,
        );
      } else {
        expect(steps[slip]!.kind).toBe('NUMBER');
        results[slip] = computed(`${results[slip]}+1`);
        for (let index = slip + 1; index < steps.length; index += 1)
          results[index] = computed(
            steps[index]!.consequence!.replace(/\\[a-zA-Z]+|p/g, (token) =>
              token === 'p' ? `(${results[index - 1]})` : token,
            ),
          );
      }
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
