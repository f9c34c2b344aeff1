import type { TAnswerKey, TAnswerKind } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, isReadableAnswerKey } from './answer-equality';

/*
 * Issue 57: roots and solution sets as a Polish pupil types them, plain or from MathLive; percentages with and
 * without `%`; an inequality's solution set as inequalities or intervals. Wrong sets stay wrong.
 */

const key = (kind: TAnswerKind, value: string): TAnswerKey => ({ kind, value, tolerance: null });

const rownanieKwadratowe = String.raw`\{\frac{1}{2}; 3\}`;

const rightRoots = [
  'x = 1/2 lub x = 3',
  'x=3, x=1/2',
  'x=3,x=1/2',
  'x_1 = 3, x_2 = 1/2',
  'x_1=3; x_2=1/2',
  '{1/2; 3}',
  '{1/2;3}',
  '3; 1/2',
  '3 lub 1/2',
  '3 oraz 1/2',
  '1/2 i 3',
  '3,1/2',
  String.raw`\{\frac12;3\}`,
  String.raw`\frac12,3`,
  String.raw`3,\frac12`,
  String.raw`3,\ \frac12`,
  String.raw`x=3,x=\frac12`,
  String.raw`x=\frac{1}{2}\text{ lub }x=3`,
  String.raw`x=\frac{1}{2}\text{lub}x=3`,
  String.raw`x=\frac{1}{2}\operatorname{lub}x=3`,
  String.raw`x=\frac{1}{2}\mathrm{lub}\,x=3`,
  String.raw`x=\frac{1}{2}lubx=3`,
  String.raw`3lub\frac{1}{2}`,
  String.raw`x=3\lor x=\frac{1}{2}`,
  String.raw`x=3\vee x=\frac12`,
  String.raw`x_{1}=3\text{, }x_{2}=\frac{1}{2}`,
  String.raw`x\in\left\lbrace\frac{1}{2};3\right\rbrace`,
  String.raw`\left\{3,\frac{1}{2}\right\}`,
  String.raw`\lbrace 3,\ \frac{1}{2}\rbrace`,
  String.raw`x\in\{0{,}5;3\}`,
  'x ∈ {0,5; 3}',
];

const wrongRoots = [
  '3',
  'x = 3',
  '1/2',
  '{1/2; 3; 2}',
  'x = 1/2 lub x = 3 lub x = 5',
  'x = -1/2 lub x = 3',
  String.raw`3,\frac13`,
  String.raw`\frac12,-3`,
  '3,2',
  '{1/2; x}',
  'x = 1/2 lub',
  'lub',
  'x < 3',
];

describe('a set of roots in every usual form (issue 57)', () => {
  it.each(rightRoots)('{1/2; 3} = %s', (given) => {
    expect(isAnswerCorrect(key('SET', rownanieKwadratowe), given)).toBe(true);
  });

  it.each(wrongRoots)('{1/2; 3} ≠ %s', (given) => {
    expect(isAnswerCorrect(key('SET', rownanieKwadratowe), given)).toBe(false);
  });

  it('reads a lone comma between whole numbers as a decimal comma or as a separator, whichever is the key', () => {
    expect(isAnswerCorrect(key('SET', '{1,5}'), '1,5')).toBe(true);
    expect(isAnswerCorrect(key('SET', '\\{1; 5\\}'), '1,5')).toBe(true);
    expect(isAnswerCorrect(key('SET', '\\{-8; 14\\}'), '-8,14')).toBe(true);
    expect(isAnswerCorrect(key('SET', '\\{-8; 14\\}'), 'x=-8,14')).toBe(true);
    expect(isAnswerCorrect(key('SET', '\\{1; 5\\}'), '1,6')).toBe(false);
    expect(isAnswerCorrect(key('SET', '\\{1,5; 2\\}'), '2, 1,5')).toBe(true);
    expect(isAnswerCorrect(key('SET', '\\{1,5; 2\\}'), '2,1,5')).toBe(false);
    expect(isAnswerCorrect(key('SET', '\\{1; 2; 3\\}'), '1,2,3')).toBe(true);
    // A number still reads a comma as decimal: only a SET answer has separators.
    expect(isAnswerCorrect(key('NUMBER', '1,5'), '1,5')).toBe(true);
    expect(isAnswerCorrect(key('NUMBER', '3'), '3,\\frac12')).toBe(false);
  });

  it('keeps irrational and trigonometric roots in any order', () => {
    const trig = key('SET', String.raw`\{\frac{\pi}{2}; \frac{7\pi}{6}; \frac{11\pi}{6}\}`);
    expect(
      isAnswerCorrect(trig, String.raw`x=\frac{7\pi}{6}\text{ lub }x=\frac{\pi}{2}\text{ lub }x=\frac{11\pi}{6}`),
    ).toBe(true);
    expect(isAnswerCorrect(trig, 'π/2, 7π/6, 11π/6')).toBe(true);
    expect(isAnswerCorrect(trig, 'π/2, 7π/6')).toBe(false);
    const roots = key('SET', String.raw`\{-\sqrt{2}; \sqrt{2}\}`);
    expect(isAnswerCorrect(roots, 'x=√2 lub x=-√2')).toBe(true);
    expect(isAnswerCorrect(roots, String.raw`\sqrt{2},-\sqrt{2}`)).toBe(true);
    expect(isAnswerCorrect(roots, String.raw`\sqrt{2}`)).toBe(false);
  });
});

describe('percentages for "o ile procent" (issue 57)', () => {
  it.each([
    ['-23%', true],
    ['-23', true],
    ['−23 %', true],
    ['-23\\%', true],
    ['-0,23', true],
    ['23%', false],
    ['23', false],
    ['-32%', false],
  ] as const)('-23\\%: %s is %s', (given, expected) => {
    expect(isAnswerCorrect(key('NUMBER', '-23\\%'), given)).toBe(expected);
  });
});

describe('an inequality solution set as inequalities or intervals (issue 57)', () => {
  const upTo7 = key('INTERVAL', '(-∞; 7⟩');

  it.each(['x ≤ 7', 'x \\le 7', 'x\\leq7', 'x<=7', '7 ≥ x', '7\\ge x', 'x ⩽ 7', 'x ∈ (-∞; 7⟩'])(
    '(-∞; 7⟩ = %s',
    (given) => {
      expect(isAnswerCorrect(upTo7, given)).toBe(true);
    },
  );

  it.each(['x < 7', 'x ≥ 7', 'x ≤ 6', '7 ≤ x', 'x ≤ y', 'x = 7', '≤ 7', 'x ≤ 7 ≤ 8'])('(-∞; 7⟩ ≠ %s', (given) => {
    expect(isAnswerCorrect(upTo7, given)).toBe(false);
  });

  it('reads a key written as an inequality and compares it with intervals', () => {
    expect(isReadableAnswerKey(key('INTERVAL', 'x \\le 7'))).toBe(true);
    expect(isAnswerCorrect(key('INTERVAL', 'x \\le 7'), '(-∞; 7⟩')).toBe(true);
    expect(isAnswerCorrect(key('INTERVAL', 'x \\le 7'), '(-∞; 7)')).toBe(false);
  });

  it('reads double inequalities, alternatives and ≠', () => {
    const between = key('INTERVAL', '(-2; 5⟩');
    expect(isAnswerCorrect(between, '-2 < x ≤ 5')).toBe(true);
    expect(isAnswerCorrect(between, '5 \\ge x > -2')).toBe(true);
    expect(isAnswerCorrect(between, '-2 < x < 5')).toBe(false);
    expect(isAnswerCorrect(between, '-2 < x > 5')).toBe(false);
    const outside = key('INTERVAL', '(-∞; -13) ∪ (-5; +∞)');
    expect(isAnswerCorrect(outside, 'x < -13 lub x > -5')).toBe(true);
    expect(isAnswerCorrect(outside, 'x>-5\\lor x<-13')).toBe(true);
    expect(isAnswerCorrect(outside, 'x<-13\\text{ lub }x>-5')).toBe(true);
    expect(isAnswerCorrect(outside, 'x < -13 lub y > -5')).toBe(false);
    expect(isAnswerCorrect(outside, 'x < -13')).toBe(false);
    expect(isAnswerCorrect(key('INTERVAL', '(-∞; 3) ∪ (3; +∞)'), 'x \\ne 3')).toBe(true);
    expect(isAnswerCorrect(key('INTERVAL', '(1/2; +∞)'), 'x > \\frac{1}{2}')).toBe(true);
  });
});
