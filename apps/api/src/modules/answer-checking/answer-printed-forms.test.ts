import type { TAnswerKey } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { demoTasks } from '../../seed/demo-content/index';
import { generateVariant } from '../generators/generate-variant';
import { listGenerators } from '../generators/generator-catalogue';
import { isAnswerCorrect } from './answer-equality';

/*
 * Issue 57: the form the platform prints as the answer is always accepted, typed back as a pupil types what they
 * see (plain text: `1/2`, `√2`, `π`, `∞`) and as MathLive sends it (LaTeX without spaces, words glued or in
 * `\text{…}`). Every demo task whose key is a set or an interval, and every generator whose answer is one, seeds
 * 1–50.
 */

const SEEDS = Array.from({ length: 50 }, (_unused, index) => index + 1);
const SET_LIKE = ['SET', 'INTERVAL'];

/** Innermost `\frac{a}{b}` and `\sqrt{a}` first, so that nested ones come out right. */
function plainMath(latex: string): string {
  let text = latex.replace(/\\(?:left|right)(?![a-zA-Z])/g, '').replace(/\\[dt]frac/g, '\\frac');
  let previous = '';
  while (previous !== text) {
    previous = text;
    text = text
      .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, (_match, top: string, bottom: string) => {
        const wrap = (part: string) => (/^-?[\w\\√π]+$/.test(part) ? part : `(${part})`);
        return `${wrap(top)}/${wrap(bottom)}`;
      })
      .replace(/\\sqrt\{(\d+)\}/g, '√$1');
  }
  return text
    .replace(/\\[{]|\\lbrace/g, '{')
    .replace(/\\[}]|\\rbrace/g, '}')
    .replace(/\\pi(?![a-zA-Z])/g, 'π')
    .replace(/\\infty(?![a-zA-Z])/g, '∞')
    .replace(/\\in(?![a-zA-Z])/g, '∈')
    .replace(/\\cup(?![a-zA-Z])/g, '∪')
    .replace(/\\[,;: ]|\\q?quad/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** MathLive's value for the same: no spaces, braces as `\left\lbrace … \right\rbrace`. */
function mathLiveMath(latex: string): string {
  return latex
    .replace(/\\(?:left|right)(?![a-zA-Z])/g, '')
    .replace(/\\\{|\\lbrace|(?<!\\)\{(?=[^{}]*;)/g, '\\left\\lbrace ')
    .replace(/\\\}|\\rbrace/g, '\\right\\rbrace ')
    .replace(/∞/g, '\\infty ')
    .replace(/⟨/g, '\\left\\lbrack ')
    .replace(/⟩/g, '\\right\\rbrack ')
    .replace(/∪/g, '\\cup ')
    .replace(/\\[,;: ]|\\q?quad/g, '')
    .replace(/\s+(?![a-zA-Z])|(?<![a-zA-Z])\s+/g, '');
}

/** An answer printed as rich text (`$x = \frac{1}{2}$ lub $x = 3$`) as typed: plain, and twice from MathLive. */
function typedForms(printed: string): string[] {
  const parts = printed.split(/\$+/);
  const math = (index: number) => index % 2 === 1;
  const plain = parts.map((part, index) => (math(index) ? plainMath(part) : part)).join('');
  const glued = parts.map((part, index) => (math(index) ? mathLiveMath(part) : part.replace(/\s+/g, ''))).join('');
  const wrapped = parts
    .map((part, index) => (math(index) ? mathLiveMath(part) : part.trim() ? `\\text{${part}}` : ''))
    .join('');
  return [plain.trim(), glued, wrapped];
}

/** The elements of a SET key written `\{a; b\}`. */
const setElements = (value: string) =>
  value
    .replace(/^\\\{|\\\}$/g, '')
    .split(';')
    .map((element) => element.trim());

/** A set key's other usual forms: `x = a lub x = b`, `x_1 = a, x_2 = b`, `a, b`, and from MathLive. */
function setForms(value: string): string[] {
  const elements = setElements(value);
  const plain = elements.map(plainMath);
  const compact = elements.map(mathLiveMath);
  return [
    plain.map((element) => `x = ${element}`).join(' lub '),
    plain.map((element, index) => `x_${index + 1} = ${element}`).join(', '),
    [...plain].reverse().join(', '),
    compact.map((element) => `x=${element}`).join('lub'),
    compact.map((element) => `x=${element}`).join('\\text{ lub }'),
    [...compact].reverse().join(','),
  ];
}

/** An interval key's inequalities: `(-∞; 7⟩` as `x ≤ 7` and `x\le7`. */
function inequalityForms(value: string): string[] {
  const pieces = value.split('∪').map((piece) => piece.trim());
  const read = pieces.map((piece) => /^([(⟨])\s*(.+?)\s*;\s*(.+?)\s*([)⟩])$/.exec(piece));
  if (read.some((match) => match === null)) return [];
  const inequalities = read.map((match) => {
    const [, open, lower, upper, close] = match!;
    const lowerRelation = open === '⟨' ? '≤' : '<';
    const upperRelation = close === '⟩' ? '≤' : '<';
    if (lower === '-∞') return `x ${upperRelation} ${upper}`;
    if (upper === '+∞' || upper === '∞') return `x ${lowerRelation === '≤' ? '≥' : '>'} ${lower}`;
    return `${lower} ${lowerRelation} x ${upperRelation} ${upper}`;
  });
  const plain = inequalities.join(' lub ');
  const latex = plain
    .replace(/≤/g, '\\le ')
    .replace(/≥/g, '\\ge ')
    .replace(/ lub /g, '\\text{ lub }')
    .replace(/(?<!\\[a-zA-Z]+) +/g, '');
  return [plain, latex];
}

/** Each form the key's answer may be typed in, for a key printed as `value`. */
function keyForms(answerKey: TAnswerKey): string[] {
  const printed = typedForms(`$${answerKey.value}$`);
  if (answerKey.kind === 'SET') return [answerKey.value, ...printed, ...setForms(answerKey.value)];
  return [answerKey.value, ...printed, ...inequalityForms(answerKey.value)];
}

const refusedForms = (answerKey: TAnswerKey, forms: readonly string[]) =>
  forms.filter((form) => !isAnswerCorrect(answerKey, form)).map((form) => `${answerKey.value} ≠ ${form}`);

describe('the printed answer typed back is right (issue 57)', () => {
  const setLikeTasks = demoTasks.filter((task) => task.answerKey && SET_LIKE.includes(task.answerKey.kind));

  it('for every demo task whose key is a set or an interval', () => {
    expect(setLikeTasks.length).toBeGreaterThanOrEqual(5);
    const refused = setLikeTasks.flatMap((task) => {
      const answerKey: TAnswerKey = { tolerance: null, ...task.answerKey! } as TAnswerKey;
      const prose = (task.answer ?? '').replace(/\$+[^$]*\$+/g, ' ').replace(/\b(?:lub|oraz|i)\b|[\s,.;]/g, '');
      const printed = task.answer && prose === '' ? typedForms(task.answer) : [];
      return refusedForms(answerKey, [...printed, ...keyForms(answerKey)]).map((form) => `${task.slug}: ${form}`);
    });
    expect(refused).toEqual([]);
  });

  it('for the demo task rownanie-kwadratowe-z-delta-dodatnia as the issue tried it', () => {
    const task = demoTasks.find((candidate) => candidate.slug === 'rownanie-kwadratowe-z-delta-dodatnia')!;
    const answerKey: TAnswerKey = { tolerance: null, ...task.answerKey! } as TAnswerKey;
    expect(typedForms(task.answer!)).toEqual([
      'x = 1/2 lub x = 3',
      String.raw`x=\frac{1}{2}lubx=3`,
      String.raw`x=\frac{1}{2}\text{ lub }x=3`,
    ]);
    for (const form of typedForms(task.answer!)) expect(isAnswerCorrect(answerKey, form), form).toBe(true);
  });

  it('for every generator whose answer is a set or an interval, seeds 1–50', () => {
    const setLike = listGenerators().filter((generator) =>
      [1, 2].some((seed) => SET_LIKE.includes(generateVariant(generator, seed)?.answer.kind ?? '')),
    );
    expect(setLike.length).toBeGreaterThanOrEqual(5);
    const refused = setLike.flatMap((generator) =>
      SEEDS.flatMap((seed) => {
        const answerKey = generateVariant(generator, seed)?.answer;
        if (!answerKey || !SET_LIKE.includes(answerKey.kind)) return [];
        return refusedForms(answerKey, keyForms(answerKey)).map((form) => `${generator.id} ${seed}: ${form}`);
      }),
    );
    expect(refused).toEqual([]);
  }, 240_000);
});
