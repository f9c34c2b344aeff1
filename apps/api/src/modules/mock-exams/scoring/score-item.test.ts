import { type TMockItem, type TMockItemInput, ZMockItem } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { scoreAttempt, scoreItem } from './score-item';
import { followsFrom, isInStepForm, isStepResultCorrect } from './step-chain';

const requirements = [{ system: 'PP2017' as const, code: 'SP7-8.V.2' }];
type TItemFields = TMockItemInput extends infer TItem
  ? TItem extends unknown
    ? Omit<TItem, 'requirements' | 'conceptSlugs' | 'statementHtml'>
    : never
  : never;
const item = (input: TItemFields): TMockItem =>
  ZMockItem.parse({ statementHtml: '<p>Zadanie</p>', requirements, conceptSlugs: ['procent'], ...input });

const closed = item({
  type: 'CLOSED',
  position: 1,
  maxPoints: 1,
  options: [
    { key: 'A', html: '<p>1</p>' },
    { key: 'B', html: '<p>2</p>' },
    { key: 'C', html: '<p>3</p>' },
    { key: 'D', html: '<p>4</p>' },
  ],
  correct: 'C',
});

const trueFalse = item({
  type: 'TRUE_FALSE',
  position: 2,
  maxPoints: 1,
  statements: [
    { html: '<p>a</p>', correct: true },
    { html: '<p>b</p>', correct: false },
    { html: '<p>c</p>', correct: true },
  ],
});

const matchingOptions = [
  { key: 'A' as const, html: '<p>A</p>' },
  { key: 'B' as const, html: '<p>B</p>' },
  { key: 'C' as const, html: '<p>C</p>' },
  { key: 'D' as const, html: '<p>D</p>' },
];
const matchingAll = item({
  type: 'MATCHING',
  position: 3,
  maxPoints: 1,
  scoring: 'ALL',
  prompts: [
    { html: '<p>1</p>', correct: 'B', optionKeys: ['A', 'B'] },
    { html: '<p>2</p>', correct: 'C', optionKeys: ['C', 'D'] },
  ],
  options: matchingOptions,
});
const matchingPerPrompt = item({
  type: 'MATCHING',
  position: 4,
  maxPoints: 3,
  scoring: 'PER_PROMPT',
  prompts: [
    { html: '<p>1</p>', correct: 'A' },
    { html: '<p>2</p>', correct: 'D' },
    { html: '<p>3</p>', correct: 'B' },
  ],
  options: matchingOptions,
});

/** 240 zł less 15 %, three items: 36 → 204 → 612, each step following from the previous one. */
const discountSteps = [
  { description: 'Obliczenie obniżki', points: 1, expected: '36', consequence: null },
  { description: 'Obliczenie nowej ceny', points: 1, expected: '204', consequence: '240-p' },
  { description: 'Obliczenie ceny trzech sztuk', points: 1, expected: '612', consequence: '3p' },
];
const open = (slipRule: boolean, position = 5) =>
  item({
    type: 'OPEN',
    position,
    maxPoints: 3,
    answerKey: { kind: 'NUMBER', value: '612' },
    rubric: { steps: discountSteps, slipRule },
    modelSolutionHtml: '<p>36, 204, 612</p>',
    machineScorable: true,
  });
const withSlipRule = open(true);
const withoutSlipRule = open(false);

const proof = item({
  type: 'OPEN',
  position: 6,
  maxPoints: 2,
  answerKey: null,
  rubric: {
    steps: [
      { description: 'Zapisanie sumy trzech kolejnych liczb', points: 1, expected: null, consequence: null },
      { description: 'Uzasadnienie podzielności przez 3', points: 1, expected: null, consequence: null },
    ],
    slipRule: false,
  },
  modelSolutionHtml: '<p>n + (n+1) + (n+2) = 3(n+1)</p>',
  machineScorable: false,
});

const halves = item({
  type: 'OPEN',
  position: 7,
  maxPoints: 2,
  answerKey: { kind: 'NUMBER', value: '4,5' },
  rubric: {
    steps: [
      { description: 'Obliczenie połowy', points: 1, expected: '1,5', consequence: null },
      { description: 'Pomnożenie przez 3', points: 1, expected: '4,5', consequence: '3p' },
    ],
    slipRule: true,
  },
  modelSolutionHtml: '<p>1,5 · 3 = 4,5</p>',
  machineScorable: true,
});

/** x² − 2x − 8 ≤ 0: the roots, then the interval between them (CKE: a slip in the roots carried on scores 1). */
const quadraticInequality = item({
  type: 'OPEN',
  position: 8,
  maxPoints: 2,
  answerKey: { kind: 'INTERVAL', value: '⟨-2; 4⟩' },
  rubric: {
    steps: [
      { description: 'Pierwiastki trójmianu', points: 1, expected: '{-2; 4}', consequence: null, kind: 'SET' },
      { description: 'Zbiór rozwiązań', points: 1, expected: '⟨-2; 4⟩', consequence: '⟨p_1; p_2⟩', kind: 'INTERVAL' },
    ],
    slipRule: true,
  },
  modelSolutionHtml: '<p>Δ = 36</p>',
  machineScorable: true,
});

describe('closed items', () => {
  it('gives the point for the right key only', () => {
    expect(scoreItem(closed, { choice: 'C' })).toMatchObject({ points: 1, maxPoints: 1, selfAssessment: false });
    expect(scoreItem(closed, { choice: 'A' })).toMatchObject({ points: 0, feedback: 'Błędna odpowiedź.' });
  });

  it('scores no choice, no answer and an answer of another type as empty', () => {
    expect(scoreItem(closed, { choice: null })).toMatchObject({ points: 0, feedback: 'Brak odpowiedzi.' });
    expect(scoreItem(closed, undefined)).toMatchObject({ points: 0, feedback: 'Brak odpowiedzi.' });
    expect(scoreItem(closed, { values: [true] })).toMatchObject({ points: 0, feedback: 'Brak odpowiedzi.' });
  });
});

describe('true/false items (CKE: the point only for all statements)', () => {
  it('gives the point when every statement is right', () => {
    expect(scoreItem(trueFalse, { values: [true, false, true] }).points).toBe(1);
  });

  it('gives nothing for one wrong or one missing statement', () => {
    expect(scoreItem(trueFalse, { values: [true, true, true] })).toMatchObject({
      points: 0,
      feedback: 'Poprawnie 2 z 3: punkt jest tylko za wszystkie części poprawne.',
    });
    expect(scoreItem(trueFalse, { values: [true, false, null] }).points).toBe(0);
    expect(scoreItem(trueFalse, { values: [true, false] }).points).toBe(0);
  });

  it('scores no values as empty', () => {
    expect(scoreItem(trueFalse, { values: [null, null, null] }).feedback).toBe('Brak odpowiedzi.');
    expect(scoreItem(trueFalse, { values: [] }).points).toBe(0);
  });
});

describe('matching items (dobieranie)', () => {
  it('ALL: the point only when every prompt is matched right', () => {
    expect(scoreItem(matchingAll, { choices: ['B', 'C'] }).points).toBe(1);
    expect(scoreItem(matchingAll, { choices: ['B', 'D'] }).points).toBe(0);
    expect(scoreItem(matchingAll, { choices: ['B', null] }).points).toBe(0);
    expect(scoreItem(matchingAll, { choices: [null, null] }).feedback).toBe('Brak odpowiedzi.');
  });

  it('PER_PROMPT: a point for each prompt matched right', () => {
    expect(scoreItem(matchingPerPrompt, { choices: ['A', 'D', 'B'] })).toMatchObject({ points: 3, maxPoints: 3 });
    expect(scoreItem(matchingPerPrompt, { choices: ['A', 'C', 'B'] })).toMatchObject({
      points: 2,
      feedback: 'Poprawnie 2 z 3 części.',
    });
    expect(scoreItem(matchingPerPrompt, { choices: ['B', null, null] }).points).toBe(0);
  });
});

describe('open items: steps and final answer', () => {
  it('gives full points for right steps, in Polish number forms', () => {
    expect(scoreItem(withSlipRule, { final: '612', steps: ['36', '204', '612'] })).toMatchObject({
      points: 3,
      selfAssessment: false,
    });
    expect(scoreItem(halves, { final: '', steps: ['1,5', '4,5'] }).points).toBe(2);
    expect(scoreItem(halves, { final: '', steps: ['3/2', '9/2'] }).points).toBe(2);
    expect(scoreItem(halves, { final: '', steps: ['\\frac{3}{2}', '4.5'] }).points).toBe(2);
    expect(scoreItem(halves, { final: 'x = 4\\frac{1}{2}', steps: ['1 1/2', ''] }).points).toBe(2);
  });

  it('takes the final answer as the last step when that step is left empty', () => {
    expect(scoreItem(withSlipRule, { final: '612', steps: ['36', '204'] }).points).toBe(3);
    expect(scoreItem(withSlipRule, { final: '600', steps: ['36', '204'] }).points).toBe(2);
  });

  it('keeps full points when the last step is right and only the written answer is not (CKE note 2)', () => {
    expect(scoreItem(withSlipRule, { final: '621', steps: ['36', '204', '612'] }).points).toBe(3);
  });

  it('gives points per right step', () => {
    expect(scoreItem(withSlipRule, { final: '', steps: ['36', '', ''] })).toMatchObject({
      points: 1,
      feedback: 'Poprawne kroki: 1 z 3.',
    });
    expect(scoreItem(withSlipRule, { final: '', steps: ['36', '204', '610'] }).points).toBe(2);
  });

  it('gives no machine points for a bare final answer: a right one is left to self-assessment', () => {
    expect(scoreItem(withSlipRule, { final: '612', steps: [] })).toMatchObject({ points: 0, selfAssessment: true });
    expect(scoreItem(withSlipRule, { final: '612', steps: ['', '', ''] }).selfAssessment).toBe(true);
    expect(scoreItem(withSlipRule, { final: '600', steps: [] })).toMatchObject({
      points: 0,
      selfAssessment: false,
      feedback: 'Błędna odpowiedź.',
    });
  });

  it('scores an empty answer as 0', () => {
    expect(scoreItem(withSlipRule, { final: '', steps: ['', ''] })).toMatchObject({
      points: 0,
      feedback: 'Brak odpowiedzi.',
    });
    expect(scoreItem(withSlipRule, undefined).points).toBe(0);
  });

  it('never counts an item the machine cannot score', () => {
    expect(scoreItem(proof, { final: 'n + (n+1) + (n+2) = 3(n+1)', steps: ['3n+3', 'dzieli się'] })).toMatchObject({
      points: 0,
      maxPoints: 2,
      selfAssessment: true,
    });
    expect(scoreItem(proof, undefined)).toMatchObject({ points: 0, selfAssessment: true });
  });
});

/** E8: five normal tickets cost 84 + 2 · 8 zł; the first step writes that expression, the next ones compute. */
const tickets = item({
  type: 'OPEN',
  position: 8,
  maxPoints: 3,
  answerKey: { kind: 'NUMBER', value: '12' },
  rubric: {
    steps: [
      {
        description: 'Zapisanie kosztu pięciu biletów normalnych',
        points: 1,
        expected: '84 + 2\\cdot 8',
        consequence: null,
      },
      { description: 'Obliczenie ceny biletu normalnego', points: 1, expected: '20', consequence: '\\frac{p}{5}' },
      { description: 'Obliczenie ceny biletu ulgowego', points: 1, expected: '12', consequence: 'p-8' },
    ],
    slipRule: true,
  },
  modelSolutionHtml: '<p>84 + 2 · 8 = 100, 100 : 5 = 20, 20 − 8 = 12</p>',
  machineScorable: true,
});

describe('open items: the form a step result must take (issue 55)', () => {
  it('gives no point for a computation where the step computes a value', () => {
    expect(scoreItem(withSlipRule, { final: '', steps: ['0,15\\cdot 240', '240-36', '3\\cdot 204'] })).toMatchObject({
      points: 0,
      feedback: 'Poprawne kroki: 0 z 3.',
    });
    expect(scoreItem(withSlipRule, { final: '3\\cdot 204', steps: ['36', '204'] }).points).toBe(2);
    expect(isStepResultCorrect({ expected: '204', kind: 'NUMBER' }, '240-36')).toBe(false);
    expect(isStepResultCorrect({ expected: '204', kind: 'NUMBER' }, '204')).toBe(true);
  });

  it('takes the expression, or its value, where the step writes the expression', () => {
    expect(scoreItem(tickets, { final: '12', steps: ['84 + 2\\cdot 8', '20', '12'] }).points).toBe(3);
    expect(scoreItem(tickets, { final: '12', steps: ['2\\cdot 8 + 84', '20', '12'] }).points).toBe(3);
    expect(scoreItem(tickets, { final: '12', steps: ['100', '20', '12'] }).points).toBe(3);
    expect(scoreItem(tickets, { final: '12', steps: ['84 + 2\\cdot 8', '\\frac{100}{5}', '20-8'] }).points).toBe(1);
  });

  it('does not carry a slip on through computations left undone', () => {
    expect(scoreItem(withSlipRule, { final: '', steps: ['35', '240-35', '3\\cdot 205'] }).points).toBe(0);
    expect(isInStepForm({ expected: '204', kind: 'NUMBER' }, '240-35')).toBe(false);
    expect(isInStepForm({ expected: '204', kind: 'NUMBER' }, '205')).toBe(true);
    expect(isInStepForm({ expected: null, kind: 'NUMBER' }, '240-35')).toBe(true);
  });
});

describe('the n−1 rule', () => {
  it('scores one computational slip carried on consistently as maxPoints − 1', () => {
    // 15 % of 240 miscounted as 35, then 240 − 35 = 205 and 3 · 205 = 615.
    expect(scoreItem(withSlipRule, { final: '615', steps: ['35', '205', '615'] })).toMatchObject({
      points: 2,
      feedback: 'Jeden błąd rachunkowy, a dalej rozwiązanie konsekwentne: zasada n−1 (o punkt mniej niż maksimum).',
    });
    expect(scoreItem(withSlipRule, { final: '', steps: ['36', '214', '642'] }).points).toBe(2);
    expect(scoreItem(halves, { final: '', steps: ['2,5', '7,5'] }).points).toBe(1);
  });

  it('checks the last step from the final answer when its field is empty', () => {
    expect(scoreItem(withSlipRule, { final: '615', steps: ['35', '205'] }).points).toBe(2);
  });

  it('reads the slip and its consequence in Polish forms', () => {
    expect(scoreItem(halves, { final: '', steps: ['5/2', '7,5'] }).points).toBe(1);
    expect(scoreItem(withSlipRule, { final: '', steps: ['35,5', '204,5', '613,5'] }).points).toBe(2);
  });

  it('does not apply to two slips', () => {
    expect(scoreItem(withSlipRule, { final: '', steps: ['35', '205', '620'] }).points).toBe(0);
    expect(scoreItem(withSlipRule, { final: '', steps: ['35', '200', '600'] }).points).toBe(0);
  });

  it('does not apply to an inconsistent or unfinished chain', () => {
    expect(scoreItem(withSlipRule, { final: '', steps: ['35', '210', '630'] }).points).toBe(0);
    expect(scoreItem(withSlipRule, { final: '', steps: ['35', '205', ''] }).points).toBe(0);
    expect(scoreItem(withSlipRule, { final: '', steps: ['', '205', '615'] }).points).toBe(0);
  });

  it('carries a slip in the roots on to the interval between them', () => {
    expect(scoreItem(quadraticInequality, { final: '', steps: ['x=-4 lub x=2', '⟨-4; 2⟩'] }).points).toBe(1);
    expect(scoreItem(quadraticInequality, { final: '<-4;2>', steps: ['2; -4'] }).points).toBe(1);
    expect(scoreItem(quadraticInequality, { final: '', steps: ['{-4; 2}', '-4 \\le x \\le 2'] }).points).toBe(1);
    expect(scoreItem(quadraticInequality, { final: '', steps: ['{-4; 2}', '(-4; 2)'] }).points).toBe(0);
    expect(
      scoreItem(quadraticInequality, { final: '', steps: ['{-4; 2}', '(-\\infty; -4⟩ \\cup ⟨2; +\\infty)'] }).points,
    ).toBe(0);
    expect(scoreItem(quadraticInequality, { final: '', steps: ['{-4; 2; 5}', '⟨-4; 2⟩'] }).points).toBe(0);
    expect(scoreItem(quadraticInequality, { final: '', steps: ['{-2; 4}', '⟨-2; 4⟩'] }).points).toBe(2);
  });

  it('does not apply where the rubric does not allow it', () => {
    expect(scoreItem(withoutSlipRule, { final: '', steps: ['35', '205', '615'] }).points).toBe(0);
  });
});

describe('step checks with the CAS', () => {
  it('compares a step result the Polish way', () => {
    expect(isStepResultCorrect({ expected: '1,5', kind: 'NUMBER' }, '3/2')).toBe(true);
    expect(isStepResultCorrect({ expected: '1,5', kind: 'NUMBER' }, '')).toBe(false);
    expect(isStepResultCorrect({ expected: null, kind: 'NUMBER' }, '1')).toBe(false);
  });

  it('evaluates a consequence at the previous result', () => {
    expect(followsFrom('240-p', 'NUMBER', '35', '205')).toBe(true);
    expect(followsFrom('\\frac{p}{2}', 'FRACTION', '1,5', '3/4')).toBe(true);
    expect(followsFrom('\\frac{p}{2}', 'FRACTION', '1,5', '0,75')).toBe(true);
    expect(followsFrom('\\sqrt{p}', 'NUMBER', '8', '2\\sqrt{2}')).toBe(true);
    expect(followsFrom('p\\cdot\\pi', 'NUMBER', '2', '2\\pi')).toBe(true);
    expect(followsFrom('2p+1', 'EXPRESSION', 'x+1', '2x+3')).toBe(true);
    expect(followsFrom('240-p', 'NUMBER', '35', '204')).toBe(false);
    expect(followsFrom('240-p', 'NUMBER', 'abc', '204')).toBe(false);
    expect(followsFrom('240-p', 'SET', '35', '205')).toBe(false);
    expect(followsFrom('⟨p_1; p_2⟩', 'INTERVAL', '{3; -\\frac{1}{2}}', '⟨-0,5; 3⟩')).toBe(true);
    expect(followsFrom('(-\\infty; p_1) \\cup (p_2; +\\infty)', 'INTERVAL', '1; 5', 'x<1 lub x>5')).toBe(true);
    expect(followsFrom('⟨p_1; p_2⟩', 'INTERVAL', '{3}', '⟨3; 3⟩')).toBe(false);
    expect(followsFrom('⟨p; 2⟩', 'INTERVAL', '1', '⟨1; 2⟩')).toBe(false);
  });
});

describe('scoreAttempt', () => {
  const items = [closed, trueFalse, matchingAll, matchingPerPrompt, withSlipRule, proof];

  it('adds the points, the percent, the self-assessed points and the points by requirement', () => {
    const score = scoreAttempt(items, [
      { position: 1, answer: { choice: 'C' } },
      { position: 2, answer: { values: [true, true, true] } },
      { position: 4, answer: { choices: ['A', 'D', 'C'] } },
      { position: 5, answer: { final: '615', steps: ['35', '205', '615'] } },
      { position: 6, answer: { final: 'dowód', steps: [] } },
    ]);
    expect(score).toMatchObject({ points: 5, maxPoints: 11, percent: 45, selfAssessmentMaxPoints: 2 });
    expect(score.items.map((scored) => scored.points)).toEqual([1, 0, 0, 2, 2, 0]);
    expect(score.items[5]).toMatchObject({ position: 6, selfAssessment: true, conceptSlugs: ['procent'] });
    expect(score.byRequirement).toEqual([{ system: 'PP2017', code: 'SP7-8.V.2', points: 5, maxPoints: 11 }]);
  });

  it('scores an attempt without answers as 0', () => {
    expect(scoreAttempt(items, [])).toMatchObject({ points: 0, percent: 0 });
    expect(scoreAttempt([], [])).toMatchObject({ points: 0, maxPoints: 0, percent: 0 });
  });
});
