/**
 * Rules an examiner applies to the demo tasks (issue 57, "Demo tasks"), as pure functions the tests (and a future
 * content linter) run over every demo task: whole exam points, intervals in Polish notation, lettered closed
 * options, and keys that check every value their printed answer lists.
 */

import type { TDemoTask } from './demo-content.types';

/** TeX spellings of brackets reduced to one character each, so an interval reads `(`, `[`, `⟨`, `)`, `]`, `⟩`. */
const bracketSpellings: [RegExp, string][] = [
  [/\\(?:left|right|bigl?|bigr?|Bigl?|Bigr?)(?![a-zA-Z])\s*/g, ''],
  [/\\langle(?![a-zA-Z])|[\u2329\u3008]/g, '⟨'],
  [/\\rangle(?![a-zA-Z])|[\u232a\u3009]/g, '⟩'],
  [/\\lbrack(?![a-zA-Z])/g, '['],
  [/\\rbrack(?![a-zA-Z])/g, ']'],
  [/\{,\}/g, '٫'], // a decimal comma `0{,}5` is not a separator
];

/** An innermost bracketed group: an opening bracket, no bracket inside, a closing bracket. */
const bracketGroup = /([([⟨])([^()[\]⟨⟩]*)([)\]⟩])/g;

/**
 * The intervals written in English notation in a text or TeX string. A bracketed group is an interval when it
 * holds a separator (`,` or `;`) and either holds `∞`, or has a square or angle bracket at an end (`[1, 3]`,
 * `(1; 3⟩`), or follows `\in`/`\notin`/`\cup`/`\cap` or precedes `\cup`/`\cap` (`x \in (1, 3)`). So the point
 * `A = (2, 3)` and the vector `t(1, -2)` are not intervals, while `(1, 3)` after `\in` is. Polish notation is
 * `;` between the ends and `⟨ ⟩` for closed ends: an interval with a `,` separator, or with `[`/`]`, is flagged.
 */
export function englishIntervals(text: string): string[] {
  let normalized = text;
  for (const [pattern, replacement] of bracketSpellings) normalized = normalized.replace(pattern, replacement);
  const found: string[] = [];
  for (const match of normalized.matchAll(bracketGroup)) {
    const [group, open, inside, close] = match as unknown as [string, string, string, string];
    if (!/[,;]/.test(inside)) continue;
    const before = normalized.slice(0, match.index).trimEnd();
    const after = normalized.slice(match.index + group.length).trimStart();
    const isInterval =
      /\\infty|∞/.test(inside) ||
      '[⟨'.includes(open) ||
      ']⟩'.includes(close) ||
      /\\(?:not)?in$|\\cup$|\\cap$|∈$|∪$/.test(before) ||
      /^(?:\\cup|\\cap|∪)(?![a-zA-Z])/.test(after);
    if (!isInterval) continue;
    if (inside.includes(',') || open === '[' || close === ']') found.push(group);
  }
  return found;
}

/** Every string of a task a pupil may see or type against, labelled for error messages. */
export function taskStrings(task: TDemoTask): { where: string; text: string }[] {
  return [
    { where: 'description', text: task.description },
    ...(task.answer === null ? [] : [{ where: 'answer', text: task.answer }]),
    ...(task.answerKey === null ? [] : [{ where: 'answerKey', text: task.answerKey.value }]),
    ...(task.hint === undefined ? [] : [{ where: 'hint', text: task.hint }]),
    ...task.answers.map((option, index) => ({ where: `answers[${index}]`, text: option.answer })),
    ...task.steps.flatMap((step, index) => [
      { where: `steps[${index}].title`, text: step.title },
      { where: `steps[${index}].description`, text: step.description },
      { where: `steps[${index}].latex`, text: step.latex },
    ]),
  ];
}

/** Exam points that are not whole (CKE scores every item in whole points). */
export function halfPoints(task: TDemoTask): number[] {
  return task.exams.map((exam) => exam.points).filter((points) => !Number.isInteger(points));
}

/** A closed task's options must be lettered A, B, C, D in order. */
export function hasLetteredOptions(task: TDemoTask): boolean {
  return task.answers.map((option) => option.label).join('') === 'ABCD'.slice(0, task.answers.length);
}

const number = String.raw`-?\d+(?:\{,\}\d+|,\d+)?`;

/**
 * The values a printed answer lists for one question: two or more solutions of one unknown (`$x = -2$ lub
 * `$x = 5$`), or counts joined by "i"/"lub" (`$23$ bilety ulgowe i $5$ biletów normalnych`, `$750$ ml mleka i
 * `$500$ g mąki`, with the counts listed before them by commas). Values of different quantities stated side by
 * side (`$|AB| = 7$, obwód jest równy $20$`) are not a list: the key checks the quantity the task asks for last.
 */
export function listedValues(answer: string): string[] {
  const roots = new Map<string, string[]>();
  for (const match of answer.matchAll(new RegExp(String.raw`\$([a-z](?:_\{?\d\}?)?) = (${number})\$`, 'g'))) {
    const variable = match[1]!.replace(/_\{?\d\}?/, '');
    roots.set(variable, [...(roots.get(variable) ?? []), match[2]!]);
  }
  for (const values of roots.values()) if (values.length >= 2) return values;
  const chain = new RegExp(String.raw`(?:\$${number}\$[^$;.]*?(?:,| i | lub )\s*)+\$${number}\$`, 'g');
  for (const list of answer.matchAll(chain)) {
    if (!/ i | lub /.test(list[0])) continue;
    const values = [...list[0].matchAll(new RegExp(String.raw`\$(${number})\$`, 'g'))].map((match) => match[1]!);
    if (values.length >= 2) return values;
  }
  return [];
}

/** A value as the key writes it: `4{,}8` and `4,8` alike. */
const plainValue = (value: string) => value.replace('{,}', ',');

/** The listed values of a task's printed answer that its key does not check. */
export function uncheckedListedValues(task: TDemoTask): string[] {
  if (task.answer === null || task.answerKey === null) return [];
  const values = listedValues(task.answer).map(plainValue);
  if (new Set(values).size < 2) return [];
  const keyValues = (task.answerKey.value.match(new RegExp(number, 'g')) ?? []).map(plainValue);
  return values.filter((value) => !keyValues.includes(value));
}
