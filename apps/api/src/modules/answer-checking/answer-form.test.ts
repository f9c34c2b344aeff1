import type { TAnswerKey, TAnswerKind } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, isInAskedForm } from './answer-equality';

const key = (kind: TAnswerKind, value: string): TAnswerKey => ({ kind, value, tolerance: null });

type TFormCase = [kind: TAnswerKind, value: string, given: string];

/** Issue 55: the task as printed, or a computation left undone, is not the answer to "oblicz" or "uprość". */
const refused: TFormCase[] = [
  ['NUMBER', '40', '2^3\\cdot 5 - \\sqrt{81} + (-3)^2'],
  ['NUMBER', '40', '39+1'],
  ['NUMBER', '40', '8\\cdot5'],
  ['NUMBER', '40', '5\\cdot 8'],
  ['NUMBER', '40', '80:2'],
  ['NUMBER', '40', '\\frac{80}{2}'],
  ['NUMBER', '40', '80/2'],
  ['NUMBER', '60', '\\frac{120^{\\circ}}{2}'],
  ['NUMBER', '40', '40+0'],
  ['NUMBER', '40', '(40)\\cdot 1'],
  ['NUMBER', '9', '\\sqrt{81}'],
  ['NUMBER', '9', '(-3)^2'],
  ['NUMBER', '8', '2^3'],
  ['NUMBER', '2', '\\sqrt[3]{8}'],
  ['NUMBER', '120', '5!'],
  ['NUMBER', '3/2', '1+\\frac{1}{2}'],
  ['NUMBER', '3/2', '\\frac{3}{4}\\cdot 2'],
  ['NUMBER', '3/2', '\\frac{\\frac{3}{4}}{\\frac{1}{2}}'],
  ['NUMBER', '2\\sqrt{3}', '\\sqrt{2}\\cdot\\sqrt{6}'],
  ['NUMBER', '2\\sqrt{3}', '\\sqrt{3}+\\sqrt{3}'],
  ['NUMBER', '\\sqrt{3}', '\\frac{\\sqrt{6}}{\\sqrt{2}}'],
  ['NUMBER', '3\\sqrt{2}', '\\sqrt{8}+\\sqrt{2}'],
  ['NUMBER', '28 - 10\\sqrt{3}', '(5-\\sqrt{3})^2'],
  ['NUMBER', '28 - 10\\sqrt{3}', '25 + 3 - 10\\sqrt{3}'],
  ['NUMBER', '12\\pi', '4\\cdot 3\\pi'],
  ['FRACTION', '1/6', '\\frac{1}{2}\\cdot\\frac{1}{3}'],
  ['FRACTION', '1/6', '\\frac{6}{36}\\cdot 1'],
  ['EXPRESSION', 'x + 74', '7(x + 8) - 6(x - 3)'],
  ['EXPRESSION', 'x + 74', '7x + 56 - 6x + 18'],
  ['EXPRESSION', 'x + 74', 'x + 70 + 4'],
  ['EXPRESSION', 'x + 74', '1\\cdot x + 74'],
  ['EXPRESSION', 'x + 74', 'x + 74 + 0'],
  ['EXPRESSION', '-x + 5', '-(x - 5)'],
  ['EXPRESSION', '2x^{2} + 10x + 8', '(2x + 8)(x + 1)'],
  ['EXPRESSION', '2x^{2} + 10x + 8', '2(x^2 + 5x + 4)'],
  ['EXPRESSION', 'x^{2}', 'x\\cdot x'],
  ['EXPRESSION', '-6x + 10', '(x - 3)^{2} - (x - 1)(x + 1)'],
  ['EXPRESSION', 'x - 5', '\\frac{x^{2} - 25}{x - 4} \\cdot \\frac{x - 4}{x + 5}'],
  ['EXPRESSION', 'x^{2} - 6', '\\frac{x^{3} - x^{2} - 6x + 6}{x - 1}'],
  ['EXPRESSION', '\\frac{8x + 8}{(x - 3)(x + 5)}', '\\frac{4}{x - 3} + \\frac{4}{x + 5}'],
  ['EXPRESSION', '(x-3)(x+3)', 'x^2-9'],
  ['EXPRESSION', '2(x-1)(x+1)', '2(x^2-1)'],
  ['EXPRESSION', 'x^2 - 9', '(x-3)(x+3)'],
  ['EXPRESSION', '2\\sin x', '\\sin x + \\sin x'],
  ['EXPRESSION', 'e^{x}(x+1)', 'xe^{x} + e^{x} + 0\\cdot x + x - x'],
];

/** Every way a pupil writes the value or the simplified expression stays right. */
const accepted: TFormCase[] = [
  ['NUMBER', '40', '40'],
  ['NUMBER', '40', 'x = 40'],
  ['NUMBER', '40', '(40)'],
  ['NUMBER', '40', '40,0'],
  ['NUMBER', '-9', '-9'],
  ['NUMBER', '-9', '(-9)'],
  ['NUMBER', '3/2', '1,5'],
  ['NUMBER', '3/2', '1.5'],
  ['NUMBER', '3/2', '\\frac{3}{2}'],
  ['NUMBER', '3/2', '\\frac{6}{4}'],
  ['NUMBER', '40', '40,00'],
  ['NUMBER', '1', '100%'],
  ['NUMBER', '1', '0,(9)'],
  ['NUMBER', '3/2', '1 1/2'],
  ['NUMBER', '3/2', '1\\frac{1}{2}'],
  ['NUMBER', '3/2', '150%'],
  ['NUMBER', '-1,5', '-1\\frac{1}{2}'],
  ['NUMBER', '-\\frac{1}{3}', '\\frac{-1}{3}'],
  ['NUMBER', '1/3', '0,(3)'],
  ['NUMBER', '0,125', '12,5%'],
  ['NUMBER', '1000000', '1 000 000'],
  ['NUMBER', '2\\sqrt{3}', '2\\sqrt{3}'],
  ['NUMBER', '2\\sqrt{3}', '2√3'],
  ['NUMBER', '2\\sqrt{3}', '\\sqrt{3}\\cdot 2'],
  ['NUMBER', '2\\sqrt{2}', '\\sqrt{8}'],
  ['NUMBER', '\\frac{\\sqrt{2}}{2}', '\\frac{\\sqrt2}{2}'],
  ['NUMBER', '\\frac{\\sqrt{2}}{2}', '\\frac{1}{2}\\sqrt{2}'],
  ['NUMBER', '\\frac{\\sqrt{2}}{2}', '\\frac{1}{\\sqrt{2}}'],
  ['NUMBER', '\\frac{2\\sqrt{3}}{3}', '\\frac{2}{\\sqrt{3}}'],
  ['NUMBER', '3\\pi', '3\\pi'],
  ['NUMBER', '3\\pi', '3π'],
  ['NUMBER', '2\\pi', 'π\\cdot 2'],
  ['NUMBER', '\\frac{\\pi}{4}', '\\frac{1}{4}\\pi'],
  ['NUMBER', '\\sqrt[3]{2}', '\\sqrt[3]{2}'],
  ['NUMBER', '28 - 10\\sqrt{3}', '-10\\sqrt{3} + 28'],
  ['NUMBER', '\\frac{1+\\sqrt{5}}{2}', '\\frac{1+\\sqrt{5}}{2}'],
  ['NUMBER', '76', '76°'],
  ['FRACTION', '1/6', '\\frac{6}{36}'],
  ['FRACTION', '1/6', '0,1(6)'],
  ['EXPRESSION', 'x + 74', 'x+74'],
  ['EXPRESSION', 'x + 74', '74 + x'],
  ['EXPRESSION', '-x + 5', '5 - x'],
  ['EXPRESSION', '2x^{2} - 13x + 21', '21 - 13x + 2x^2'],
  ['EXPRESSION', '0,5x', '\\frac{x}{2}'],
  ['EXPRESSION', '0,5x', '\\frac{1}{2}x'],
  ['EXPRESSION', '\\frac{3}{4}x^2 + 1', '\\frac{3x^2}{4} + 1'],
  ['EXPRESSION', '\\frac{x}{2} + \\frac{1}{2}', '\\frac{x+1}{2}'],
  ['EXPRESSION', 'y = 2x + 1', 'y = 1 + 2x'],
  ['EXPRESSION', '(x-3)(x+3)', '(x+3)(x-3)'],
  ['EXPRESSION', '(x+1)^2', '(x+1)(x+1)'],
  ['EXPRESSION', '2(x-1)(x+1)', '(2x-2)(x+1)'],
  ['EXPRESSION', '\\frac{8x + 8}{(x - 3)(x + 5)}', '\\frac{8x+8}{x^2+2x-15}'],
  ['EXPRESSION', '\\frac{8x + 8}{(x - 3)(x + 5)}', '\\frac{8(x+1)}{(x+5)(x-3)}'],
  ['EXPRESSION', '\\frac{x^2-1}{x-1}', 'x+1'],
  ['EXPRESSION', '\\sin^2 x + \\cos^2 x', '1'],
  // A derivative's key written factored: the product multiplied out is as right (demo task pochodna-i-ekstremum-…).
  ['EXPRESSION', 'x(2 - x)e^{-x}', '2xe^{-x} - x^{2}e^{-x}'],
  ['EXPRESSION', 'x(2 - x)e^{-x}', '(2x - x^2)e^{-x}'],
  ['EXPRESSION', 'e^{x}(x+1)', 'xe^{x} + e^{x}'],
];

/**
 * A key written as a computation asks for that expression ("zapisz wyrażenie", a rubric step "Zapisanie …"):
 * its value and any form no longer than it are right, a longer computation is not.
 */
const expressionAskedFor: [value: string, given: string, expected: boolean][] = [
  ['84 + 2\\cdot 8', '84 + 2\\cdot 8', true],
  ['84 + 2\\cdot 8', '2\\cdot 8 + 84', true],
  ['84 + 2\\cdot 8', '84 + 16', true],
  ['84 + 2\\cdot 8', '100', true],
  ['84 + 2\\cdot 8', '101', false],
  ['3^{12}', '3^{12}', true],
  ['3^{12}', '9^{6}', true],
  ['3^{12}', '531441', true],
  ['3^{12}', '3^{5}\\cdot 3^{7}', false],
  ['\\sqrt{4}', '2', true],
];

const describeForm = ([kind, value, given]: TFormCase) => `${kind} ${JSON.stringify(value)} ← ${JSON.stringify(given)}`;

describe('the form an answer must take', () => {
  it.each(refused.map((testCase) => [describeForm(testCase), testCase] as const))('refuses %s', (_name, testCase) => {
    const [kind, value, given] = testCase;
    expect(isAnswerCorrect(key(kind, value), given)).toBe(false);
  });

  it.each(accepted.map((testCase) => [describeForm(testCase), testCase] as const))('accepts %s', (_name, testCase) => {
    const [kind, value, given] = testCase;
    expect(isAnswerCorrect(key(kind, value), given)).toBe(true);
  });

  it.each(expressionAskedFor)('NUMBER %j asked for as an expression: %j is %s', (value, given, expected) => {
    expect(isAnswerCorrect(key('NUMBER', value), given)).toBe(expected);
  });

  it('refuses the form whatever the value, and sets, intervals and text have no form rule', () => {
    expect(isInAskedForm(key('NUMBER', '40'), '39+2')).toBe(false);
    expect(isInAskedForm(key('NUMBER', '40'), '41')).toBe(true);
    expect(isInAskedForm(key('EXPRESSION', 'x + 74'), '3x - 1')).toBe(true);
    expect(isInAskedForm(key('EXPRESSION', 'x + 74'), '3(x - 1)')).toBe(false);
    expect(isInAskedForm(key('SET', '{1; 2}'), '{1+1; 1}')).toBe(true);
    expect(isInAskedForm(key('NUMBER', '40'), '((')).toBe(false);
  });
});
