import type { TAnswerKey, TAnswerKind } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, isReadableAnswerKey } from './answer-equality';

const key = (kind: TAnswerKind, value: string, tolerance: number | null = null): TAnswerKey => ({
  kind,
  value,
  tolerance,
});

type TCase = [kind: TAnswerKind, value: string, given: string, expected: boolean, tolerance?: number];

const threeHalves = ['1,5', '1.5', '3/2', '1 1/2', '150%', '150\\%', '\\frac{3}{2}', '1\\frac{1}{2}', '1{,}5', 'x=1,5'];

const cases: TCase[] = [
  ...threeHalves.map((given): TCase => ['NUMBER', '3/2', given, true]),
  ['NUMBER', '\\frac{3}{2}', 'x = 3/2', true],
  ['NUMBER', '3/2', '\\dfrac{3}{2}', true],
  ['NUMBER', '1,5', '15', false],
  ['NUMBER', '3/2', '2/3', false],
  ['NUMBER', '3/2', '1,50001', false],
  ['NUMBER', '3/2', '15%', false],
  ['NUMBER', '1000000', '1 000 000', true],
  ['NUMBER', '1000000', '1\\,000\\,000', true],
  ['NUMBER', '1000000', '1 000 00', false],
  ['NUMBER', '23', '2 3', false],
  ['NUMBER', '13', 'x=13', true],
  ['NUMBER', 'x=13', '13', true],
  ['NUMBER', '13', 'y = 13', true],
  ['SET', '{2; 5}', '\\lambda_1 = 2, \\lambda_2 = 5', true],
  ['SET', '{2; 5}', '\\lambda_1 = 2, \\lambda_2 = 6', false],
  ['NUMBER', '13', '12', false],
  ['NUMBER', '-1,5', '-1 1/2', true],
  ['NUMBER', '-1,5', '-1\\frac{1}{2}', true],
  ['NUMBER', '-1,5', '−1,5', true],
  ['NUMBER', '0,5', '-0,5', false],
  ['NUMBER', '\\sqrt{2}', '√2', true],
  ['NUMBER', '2\\sqrt{2}', '\\sqrt{8}', true],
  ['NUMBER', '\\sqrt{2}', '1,41421356', false],
  ['NUMBER', '2\\pi', 'π\\cdot 2', true],
  ['NUMBER', '\\pi', '3,14', false],
  // A key written as a number wants a number: a computation left undone is wrong (answer-form.test.ts).
  ['NUMBER', '6', '2\\times 3', false],
  ['NUMBER', '2\\times 3', '6', true],
  // Angles in degrees, as the demo content writes them.
  ['NUMBER', '76^\\circ', '76^\\circ', true],
  ['NUMBER', '76', '76°', true],
  ['NUMBER', '76°', '76', true],
  ['NUMBER', '76^{\\circ}', '67°', false],
  // A brace closing a group after `^\\circ` belongs to the group: half of 60 degrees is 30 (a key written as the
  // computation takes its value; a key written as a number does not take the computation).
  ['NUMBER', '\\frac{60^\\circ}{2}', '30', true],
  ['NUMBER', '\\frac{60^{\\circ}}{2}', '30', true],
  ['NUMBER', '30', '\\frac{60^{\\circ}}{2}', false],
  // A key written as a percentage also takes the bare number of percent; a key without % stays strict.
  ['NUMBER', '8,16\\%', '8,16', true],
  ['NUMBER', '8,16\\%', '8,16%', true],
  ['NUMBER', '8,16\\%', '0,0816', true],
  ['NUMBER', '8,16\\%', '8,61', false],
  ['NUMBER', '20', '20%', false],
  ['NUMBER', '6', '2·3', false],
  ['NUMBER', '2', '6:3', false],
  ['NUMBER', '6:3', '2', true],
  ['NUMBER', '1024', '2^10', false],
  ['NUMBER', '2^10', '1024', true],
  ['NUMBER', '2^{10}', '2^10', true],
  ['NUMBER', '0,2', '20%', true],
  ['NUMBER', '20', '20%', false],
  ['NUMBER', '1/3', '0,(3)', true],
  ['NUMBER', '1/3', '0,333', false],
  ['NUMBER', '\\pi', '3,14', true, 0.01],
  ['NUMBER', '\\pi', '3,13', false, 0.01],
  ['NUMBER', '1,5', '1,45', true, 0.05],
  ['NUMBER', '1,5', '1,55', true, 0.05],
  ['NUMBER', '1,5', '1,44', false, 0.05],
  ['NUMBER', '100', '99', true, 1],
  ['NUMBER', '100', '98', false, 1],
  ['NUMBER', '3/2', '((', false],
  ['NUMBER', '3/2', '\\frac{', false],
  ['NUMBER', '3/2', 'abc', false],
  ['NUMBER', '3/2', '.', false],
  ['NUMBER', '3/2', '1,5 + x', false],
  ['NUMBER', '3/2', '1, 5', false],
  ['NUMBER', '10', '10^{10^{10}}', false],
  ['NUMBER', '5', 'x:=5', false],
  ['NUMBER', '55', '\\sum_{n=1}^{10} n', false],
  ['NUMBER', '0', '\\frac{1}{0}', false],
  ['FRACTION', '3/2', '1,5', true],
  ['FRACTION', '3/2', '1 1/2', true],
  ['FRACTION', '3/2', '150%', true],
  ['FRACTION', '3/2', '\\frac{6}{4}', true],
  ['FRACTION', '3/2', '2/3', false],
  ['FRACTION', '1/2', '0,5', true],
  ['FRACTION', '1/3', '0,333', false],
  ['FRACTION', '1/3', '0,3333333333333', false],
  ['FRACTION', '1/3', '0,(3)', true],
  ['FRACTION', '1/6', '0,1(6)', true],
  ['FRACTION', '2', '\\sqrt{4}', false],
  ['FRACTION', '\\sqrt{4}', '2', true],
  ['FRACTION', '7/5', '\\sqrt{2}', false],
  ['SET', '{1; 2}', '{2; 1}', true],
  ['SET', '{1; 2}', '2; 1', true],
  ['SET', '{1; 2}', '\\lbrace 1,2\\rbrace', true],
  ['SET', '{1; 2}', '\\{2, 1\\}', true],
  ['SET', '{1; 2}', '2, 1', true],
  ['SET', '{1; 2}', '{1; 2; 2}', true],
  ['SET', '{1; 2}', 'x ∈ {1; 2}', true],
  ['SET', '{1; 2}', 'x=1 ∨ x=2', true],
  ['SET', '{1; 2}', 'x_1=1, x_2=2', true],
  ['SET', '{1; 2}', 'x = 1 lub x = 2', true],
  ['SET', '{1; 2}', '{1; 3}', false],
  ['SET', '{1; 2}', '{1}', false],
  ['SET', '{1; 2}', '{1; 2; 3}', false],
  // A lone `1,2` reads as 1,2 or as {1; 2}, whichever the key is (issue 57, answer-sets.test.ts).
  ['SET', '{1; 2}', '1,2', true],
  ['SET', '{1; 2}', '1,3', false],
  ['SET', '{1,5; 2}', '2, 1,5', true],
  ['SET', '{1,5; 2}', '{2; 3/2}', true],
  ['SET', '1,5', '{3/2}', true],
  ['SET', '{1; 5}', '{1,5}', true],
  ['SET', '{-\\sqrt{2}; \\sqrt{2}}', '\\lbrace\\sqrt{2},-\\sqrt{2}\\rbrace', true],
  ['SET', '∅', '\\emptyset', true],
  ['SET', '{1; 2}', '{1; x}', false],
  ['INTERVAL', '(1;3)', '⟨1;3)', false],
  ['INTERVAL', '(1;3)', '⟨1;3⟩', false],
  ['INTERVAL', '(1;3⟩', '(1, 3]', true],
  ['INTERVAL', '(1;3⟩', '(1; 3⟩', true],
  ['INTERVAL', '(1;3⟩', '(1;3>', true],
  ['INTERVAL', '(1;3⟩', '\\left(1;3\\right\\rbrack', true],
  ['INTERVAL', '(1;3⟩', 'x ∈ (1;3]', true],
  ['INTERVAL', '(1;3⟩', '(1;3)', false],
  ['INTERVAL', '<1;3)', '\\left\\lbrack 1,3\\right)', true],
  ['INTERVAL', '<1;3)', '⟨1; 3)', true],
  ['INTERVAL', '<1;3)', '[1;3)', true],
  ['INTERVAL', '(1,5; 2)', '(1,5, 2)', true],
  ['INTERVAL', '(1,5; 2)', '(3/2; 2)', true],
  ['INTERVAL', '(-∞; 2)', '(-\\infty, 2)', true],
  ['INTERVAL', '⟨2; +∞)', '[2,\\infty)', true],
  ['INTERVAL', '⟨2; +∞)', '(2; ∞)', false],
  ['INTERVAL', '(-∞;1) ∪ (2;+∞)', '(-\\infty,1)\\cup(2,\\infty)', true],
  ['INTERVAL', '(-∞;1) ∪ (2;+∞)', '(2;+∞) ∪ (-∞;1)', true],
  ['INTERVAL', '(-∞;1) ∪ (2;+∞)', '(-∞;1) U (2;+∞)', true],
  ['INTERVAL', '(-∞;1) ∪ (2;+∞)', '(-∞;1⟩ ∪ (2;+∞)', false],
  ['INTERVAL', '(1;5)', '(1;3) ∪ ⟨3;5)', true],
  ['INTERVAL', '(1;5)', '(1;3) ∪ (3;5)', false],
  ['INTERVAL', '(-∞; +∞)', 'ℝ', true],
  ['INTERVAL', '(1;3⟩', '(1;3) ∪ {3}', true],
  ['INTERVAL', '(1;3)', '(3;1)', false],
  ['INTERVAL', '(1;3)', '(1;3', false],
  // An expanded key wants an expanded answer, a factored key a product (answer-form.test.ts).
  ['EXPRESSION', '2x+2', '2(x+1)', false],
  ['EXPRESSION', '2(x+1)', '2\\left(x+1\\right)', true],
  ['EXPRESSION', '2x+2', '2+2x', true],
  ['EXPRESSION', '2x+2', '2x+1', false],
  ['EXPRESSION', '2x+2', '2y+2', false],
  ['EXPRESSION', 'x^2+2x+1', '(x+1)^2', false],
  ['EXPRESSION', '(x+1)^2', '(1+x)^2', true],
  ['EXPRESSION', 'x^2+2x+1', '(x+1)^{3}', false],
  ['EXPRESSION', '0,5x', '\\frac{x}{2}', true],
  ['EXPRESSION', '0,5x', '\\frac{x}{3}', false],
  ['EXPRESSION', 'a^2-b^2', '(a-b)(a+b)', false],
  ['EXPRESSION', '(a-b)(a+b)', '(a+b)(a-b)', true],
  ['EXPRESSION', 'a^2-b^2', '(a-b)^2', false],
  ['EXPRESSION', '\\sin^2 x + \\cos^2 x', '1', true],
  ['EXPRESSION', '\\frac{x^2-1}{x-1}', 'x+1', true],
  ['EXPRESSION', 'y = 2x + 1', 'y=1+2x', true],
  ['EXPRESSION', 'y = 2x + 1', 'y=2x-1', false],
  ['EXPRESSION', '2x+2', '2x+', false],
  ['TEXT', 'Trójkąt prostokątny', 'trojkat prostokatny', true],
  ['TEXT', 'Trójkąt prostokątny', '  TRÓJKĄT   prostokątny.', true],
  ['TEXT', 'Łódź', 'lodz', true],
  ['TEXT', 'Łódź', 'ŁÓDŹ', true],
  ['TEXT', 'Łódź', 'Lodzie', false],
  ['TEXT', 'romb', 'kwadrat', false],
];

const describeCase = ([kind, value, given, expected, tolerance]: TCase) =>
  `${kind} ${JSON.stringify(value)}${tolerance === undefined ? '' : ` ±${tolerance}`} ${expected ? '=' : '≠'} ${JSON.stringify(given)}`;

describe('isAnswerCorrect', () => {
  it('has at least 80 hand-written pairs', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
  });

  it.each(cases.map((testCase) => [describeCase(testCase), testCase] as const))('%s', (_name, testCase) => {
    const [kind, value, given, expected, tolerance = null] = testCase;
    expect(isAnswerCorrect(key(kind, value, tolerance), given)).toBe(expected);
  });

  it('is wrong for an empty-ish, over-long or too deeply nested answer', () => {
    expect(isAnswerCorrect(key('NUMBER', '1'), ' ')).toBe(false);
    expect(isAnswerCorrect(key('NUMBER', '1'), '\\,')).toBe(false);
    expect(isAnswerCorrect(key('NUMBER', '1'), `1${' '.repeat(500)}`)).toBe(false);
    expect(isAnswerCorrect(key('NUMBER', '1'), `${'('.repeat(30)}1${')'.repeat(30)}`)).toBe(false);
    expect(isAnswerCorrect(key('TEXT', 'a'), 'a'.repeat(501))).toBe(false);
  });

  it('refuses huge powers instead of computing them', () => {
    expect(isAnswerCorrect(key('EXPRESSION', 'x'), '2^{2^{2^{2^{2}}}}')).toBe(false);
    expect(isAnswerCorrect(key('NUMBER', '1'), '9^{9^{9}}')).toBe(false);
    expect(isAnswerCorrect(key('NUMBER', '1'), '1000!')).toBe(false);
    expect(isAnswerCorrect(key('NUMBER', '5!'), '120')).toBe(true);
  });

  it('refuses a power of ten in e-notation past 10^999 at once, with or without a unit', () => {
    expect(isAnswerCorrect(key('NUMBER', '1200'), '1e999999')).toBe(false);
    expect(isAnswerCorrect({ ...key('NUMBER', '1200'), unit: 'J' }, '1e999999 J')).toBe(false);
    expect(isAnswerCorrect({ ...key('NUMBER', '1200'), unit: 'J' }, '1,2e3 J')).toBe(true);
  });

  it('is wrong when the key itself is unreadable', () => {
    expect(isAnswerCorrect(key('NUMBER', 'abc'), 'abc')).toBe(false);
    expect(isAnswerCorrect(key('INTERVAL', '(3;1)'), '(3;1)')).toBe(false);
  });

  it('never throws on 1000 random junk answers', () => {
    const pieces = ['\\frac', '{', '}', '(', ')', '[', ']', '^', '1', '9', '0', ',', ';', '.', 'x', '\\sqrt', '\\pi'];
    pieces.push('%', ' ', '-', '+', '/', '\\infty', '\\cup', '⟨', '⟩', '<', '>', '=', '\\left', '\\right', '!', '|');
    pieces.push('\\sin', 'e', '\\sum', '\\int', '10^{', '\\cdot', '_', '\\', 'ł', '\\lbrace', '\\rbrace', '{,}', 'U');
    const kinds: TAnswerKey[] = [
      key('NUMBER', '1'),
      key('FRACTION', '1/2'),
      key('EXPRESSION', 'x+1'),
      key('SET', '{1; 2}'),
      key('INTERVAL', '(1;2)'),
      key('TEXT', 'tak'),
    ];
    let seed = 18;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const verdicts = Array.from({ length: 1000 }, (_unused, index) => {
      const length = 1 + Math.floor(random() * 30);
      const junk = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const answerKey = kinds[index % kinds.length]!;
      expect(() => isAnswerCorrect(answerKey, junk)).not.toThrow();
      return isAnswerCorrect(answerKey, junk);
    });
    expect(verdicts).toHaveLength(1000);
    // 2 000 checks through the CAS: about 20 s alone on the 2-core CI machine, more beside another worker.
  }, 60_000);
});

describe('isReadableAnswerKey', () => {
  const readable: TAnswerKey[] = [
    key('NUMBER', '3/2'),
    key('NUMBER', '\\sqrt{2}'),
    key('NUMBER', '3,14', 0.01),
    key('FRACTION', '\\frac{3}{2}'),
    key('FRACTION', '0,25'),
    key('EXPRESSION', '2(x+1)'),
    key('EXPRESSION', 'y = 2x + 1'),
    key('SET', '{1; 2}'),
    key('SET', '∅'),
    key('INTERVAL', '(1;3⟩'),
    key('INTERVAL', '(-∞; 1) ∪ ⟨2; +∞)'),
    key('TEXT', 'Trójkąt'),
  ];
  const unreadable: TAnswerKey[] = [
    key('NUMBER', 'abc'),
    key('NUMBER', '\\frac{'),
    key('NUMBER', '1/0'),
    key('FRACTION', '\\sqrt{2}'),
    key('FRACTION', '\\pi'),
    key('EXPRESSION', '2x+'),
    key('EXPRESSION', '\\frac{1}{0}'),
    key('EXPRESSION', '\\int x dx'),
    key('SET', '{1; x}'),
    key('SET', '{1;; 2}'),
    key('INTERVAL', '(3;1)'),
    key('INTERVAL', '⟨-∞; 1)'),
    key('INTERVAL', '1;3'),
    key('TEXT', ' . '),
  ];

  it.each(readable.map((answerKey) => [`${answerKey.kind} ${answerKey.value}`, answerKey] as const))(
    'reads %s',
    (_name, answerKey) => {
      expect(isReadableAnswerKey(answerKey)).toBe(true);
    },
  );

  it.each(unreadable.map((answerKey) => [`${answerKey.kind} ${answerKey.value}`, answerKey] as const))(
    'refuses %s',
    (_name, answerKey) => {
      expect(isReadableAnswerKey(answerKey)).toBe(false);
    },
  );
});
