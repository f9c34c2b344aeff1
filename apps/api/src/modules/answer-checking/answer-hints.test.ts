import { answerHints, answerKinds, type TAnswerKind, ZAnswerKey } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, isReadableAnswerKey } from './answer-equality';

/*
 * Issue 57: the hint under the answer field matches what the checker accepts. Every example written in a hint
 * (@zadania/shared answer-hints.ts) is right for its key, typed as shown and as the maths field sends it.
 */

const key = (kind: TAnswerKind, value: string) => ZAnswerKey.parse({ kind, value });

describe('the answer hints', () => {
  it.each(answerKinds)('%s: every example written in the hint is right for its key', (kind) => {
    const hint = answerHints[kind];
    expect(hint.examples.length).toBeGreaterThan(0);
    for (const example of hint.examples) {
      expect(hint.text).toContain(example.answer);
      expect(isReadableAnswerKey(key(kind, example.key))).toBe(true);
      expect({ example: example.answer, right: isAnswerCorrect(key(kind, example.key), example.answer) }).toEqual({
        example: example.answer,
        right: true,
      });
    }
  });
});

/**
 * What MathLive 0.111.1 sends for the hints' examples and the Polish phone keyboard's keys, recorded in Chromium with
 * the field as the app sets it up (apps/web …/answer-check: no smart fences, separators typed after a fraction, "lub"
 * as `\;\mathrm{lub}\;`, the keyboard's decimal comma as `{,}`).
 */
const typedInTheField: readonly [TAnswerKind, string, string][] = [
  ['NUMBER', '1,5', '1,5'],
  ['NUMBER', '1,5', '1{,}5'],
  ['NUMBER', '1,5', String.raw`\frac32`],
  ['NUMBER', '1,5', String.raw`150\%`],
  ['NUMBER', String.raw`-23\%`, String.raw`-23\%`],
  ['NUMBER', String.raw`2\sqrt{3}`, String.raw`2\sqrt3`],
  ['FRACTION', String.raw`\frac{3}{2}`, String.raw`\frac32`],
  ['FRACTION', String.raw`\frac{1}{2}`, '0{,}5'],
  ['EXPRESSION', '2x+2', '2x+2'],
  ['SET', String.raw`\{\frac{1}{2}; 3\}`, String.raw`\lbrace\frac12;3\rbrace`],
  ['SET', String.raw`\{\frac{1}{2}; 3\}`, String.raw`x=\frac12\;\mathrm{lub}\;x=3`],
  ['SET', String.raw`\{\frac{1}{2}; 3\}`, String.raw`3;\frac12`],
  ['SET', String.raw`\{\frac{1}{2}; 3\}`, String.raw`x_1=3,x_2=\frac12`],
  ['SET', String.raw`\{1{,}5; 2\}`, String.raw`\lbrace1{,}5;2\rbrace`],
  ['INTERVAL', String.raw`(-\infty; 7\rangle`, String.raw`(-\infty;7\rangle`],
  ['INTERVAL', String.raw`(-\infty; 7\rangle`, String.raw`(-\infty;7]`],
  ['INTERVAL', String.raw`(-\infty; 7\rangle`, String.raw`x\le7`],
  ['INTERVAL', String.raw`(-\infty; 7\rangle`, 'x<=7'],
  ['INTERVAL', String.raw`(-\infty; -13) \cup (-5; +\infty)`, String.raw`x<-13\;\mathrm{lub}\;x>-5`],
  ['INTERVAL', String.raw`(-\infty; 1) \cup \langle 2; +\infty)`, String.raw`(-\infty;1)\cup\langle2;\infty)`],
  ['TUPLE', 'x = 2, y = -1', 'x=2;y=-1'],
  ['MATRIX', String.raw`\begin{pmatrix}2 & -5\\ -1 & 3\end{pmatrix}`, '((2;-5);(-1;3))'],
  ['TEXT', 'Trójkąt prostokątny', 'trójkątprostokątny'],
];

describe('what the maths field sends', () => {
  it.each(typedInTheField)('%s %s: %s is right', (kind, value, typed) => {
    expect(isAnswerCorrect(key(kind, value), typed)).toBe(true);
  });

  it('reads the examples of the plain fields’ hints (practice sessions, mock papers)', () => {
    expect(isAnswerCorrect(key('NUMBER', '1,5'), '1,5')).toBe(true);
    expect(isAnswerCorrect(key('NUMBER', '1,5'), '3/2')).toBe(true);
    expect(isAnswerCorrect(key('NUMBER', '4'), 'x = 4')).toBe(true);
    expect(isAnswerCorrect(key('NUMBER', String.raw`\sqrt{2}`), 'sqrt 2')).toBe(true);
  });

  it('keeps a decimal comma from the phone keyboard decimal: 1{,}5 is not the set {1; 5}', () => {
    expect(isAnswerCorrect(key('SET', String.raw`\{1; 5\}`), '1{,}5')).toBe(false);
    expect(isAnswerCorrect(key('SET', String.raw`\{1; 5\}`), '1;5')).toBe(true);
  });
});
